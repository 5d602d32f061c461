import { useQuery } from '@tanstack/react-query'
import { Banknote, Plus } from 'lucide-react'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import type { StaffListQuery } from '#worker/schemas/atelier/staff.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { staffWords as w } from './fr.ts'
import { staffListQuery } from './queries.ts'
import { StaffCards, StaffTable } from './staff-list.tsx'

const PAGE_SIZE = 20
const FILTERS = ['q', 'role', 'active'] as const
const ROLES = ['manager', 'tailor', 'cashier'] as const

/** `staff/lists`: a table on wide screens, cards on phones; search and filters in the URL. */
export function StaffListPage() {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const wide = useWideScreen()
  const list = useQuery(
    staffListQuery({ ...(filters as StaffListQuery), page, pageSize: PAGE_SIZE }),
  )
  const filtered = Object.keys(filters).length > 0
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <>
            <LinkButton to={staffPaths.salaries} variant="outline" icon={Banknote}>
              {w.salaries.title}
            </LinkButton>
            <LinkButton to={staffPaths.add} icon={Plus}>
              {w.add}
            </LinkButton>
          </>
        }
      />
      <ListPanel>
        <ListToolbar
          className="sm:grid-cols-[minmax(0,1fr)_12rem_12rem]"
          values={values}
          onChange={set}
          search={{ label: w.searchLabel, placeholder: w.searchPlaceholder }}
          filters={[
            {
              key: 'role',
              label: w.roleFilter,
              all: w.allRoles,
              options: optionsOf(ROLES, w.roles),
            },
            {
              key: 'active',
              label: w.activeFilter,
              all: w.everyone,
              options: [
                { value: 'true', label: w.activeOnly },
                { value: 'false', label: w.inactiveOnly },
              ],
            },
          ]}
        />
        <DataList query={list} empty={filtered ? w.noMatch : w.empty} pager={pager}>
          {(items) => (wide ? <StaffTable items={items} /> : <StaffCards items={items} />)}
        </DataList>
      </ListPanel>
    </>
  )
}
