import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { FabricTable } from './fabric-table.tsx'
import { fabricWords } from './fr.ts'
import { fabricListQuery, lookupsQuery } from './queries.ts'

const w = fabricWords.fabrics
const PAGE_SIZE = 20
const FILTERS = ['q', 'type', 'stock'] as const

/** `fabric/list`: search, type and "stock bas" filters kept in the URL (the dashboard links here). */
export function FabricListPage() {
  const { currency } = useAtelierMoney()
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const types = useQuery(lookupsQuery('fabric-type'))
  const list = useQuery(
    fabricListQuery({
      q: filters.q,
      typeId: filters.type,
      low: filters.stock === 'low' ? 'true' : undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  const filtered = Boolean(values.q || values.type || values.stock)
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <LinkButton to={fabricPaths.newFabric} icon={Plus}>
            {w.add}
          </LinkButton>
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
              key: 'type',
              label: w.filterType,
              all: w.allTypes,
              options: (types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
            },
            {
              key: 'stock',
              label: w.filterStock,
              all: w.allStock,
              options: [{ value: 'low', label: w.lowOnly }],
            },
          ]}
        />
        <DataList query={list} empty={filtered ? w.noMatch : w.empty} pager={pager}>
          {(items) => <FabricTable items={items} currency={currency} />}
        </DataList>
      </ListPanel>
    </>
  )
}
