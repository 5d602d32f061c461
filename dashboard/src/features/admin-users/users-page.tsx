import { useQuery } from '@tanstack/react-query'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import type { AdminUserListQuery } from '#worker/schemas/admin.ts'
import { userWords as w } from './fr.ts'
import { adminUserListQuery } from './queries.ts'
import { UserCards, UserTable } from './user-list.tsx'

const PAGE_SIZE = 20
const FILTERS = ['q', 'role', 'status'] as const
const roles = optionsOf(['user', 'admin'], w.rolesPlural)
const statuses = optionsOf(['active', 'blocked'], w.statusesPlural)

export function UsersPage() {
  const wide = useWideScreen()
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const list = useQuery(
    adminUserListQuery({
      ...filters,
      role: filters.role as AdminUserListQuery['role'],
      status: filters.status as AdminUserListQuery['status'],
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  return (
    <>
      <PageHeader title={w.title} description={w.subtitle} />
      <ListPanel>
        <ListToolbar
          className="sm:grid-cols-[minmax(0,1fr)_12rem_12rem]"
          values={values}
          onChange={set}
          search={{ label: w.searchLabel, placeholder: w.searchPlaceholder }}
          filters={[
            { key: 'role', label: w.filterRole, all: w.allRoles, options: roles },
            { key: 'status', label: w.filterStatus, all: w.allStatuses, options: statuses },
          ]}
        />
        <DataList query={list} empty={w.empty} pager={pager}>
          {(items) => (wide ? <UserTable items={items} /> : <UserCards items={items} />)}
        </DataList>
      </ListPanel>
    </>
  )
}
