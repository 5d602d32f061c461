import { useQuery } from '@tanstack/react-query'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { SearchField } from '#dashboard/components/search-field.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import { CustomerCards } from './customer-cards.tsx'
import { CustomerTable } from './customer-table.tsx'
import { customerWords as w } from './fr.ts'
import { customerListQuery } from './queries.ts'

const PAGE_SIZE = 24
const FILTERS = ['q'] as const

/** Search + list + pages, the URL holding `q` and `page`. Cards always, or a table on wide screens. */
export function CustomersBrowser({ view }: { view: 'list' | 'cards' }) {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const wide = useWideScreen()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const list = useQuery(customerListQuery({ ...filters, page, pageSize: PAGE_SIZE }))
  return (
    <ListPanel>
      <SearchField
        label={w.searchLabel}
        placeholder={w.searchPlaceholder}
        value={values.q}
        onSearch={(q) => set({ q })}
      />
      <DataList query={list} empty={values.q ? w.noMatch : w.empty} pager={pager}>
        {(items) =>
          view === 'list' && wide ? (
            <CustomerTable items={items} currency={currency} />
          ) : (
            <CustomerCards items={items} currency={currency} />
          )
        }
      </DataList>
    </ListPanel>
  )
}
