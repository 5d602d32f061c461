import { useQuery } from '@tanstack/react-query'
import { LayoutGrid, List, Plus } from 'lucide-react'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SearchField } from '#dashboard/components/search-field.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { AtelierCustomerCards, AtelierCustomerTable } from './customer-list.tsx'
import { measureWords as w } from './fr.ts'
import { atelierCustomersQuery } from './queries.ts'

const c = w.customers
const PAGE_SIZE = 24
const FILTERS = ['q'] as const

/**
 * `customer/customers` (a table, cards on phones) and `customer/card` (always cards): the
 * same customers, search and pages; the search carries over from one view to the other.
 */
function CustomersScreen({ view }: { view: 'list' | 'cards' }) {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const wide = useWideScreen()
  const list = useQuery(atelierCustomersQuery({ ...filters, page, pageSize: PAGE_SIZE }))
  const search = values.q ? `?q=${encodeURIComponent(values.q)}` : ''
  return (
    <>
      <PageHeader
        title={c.title}
        description={c.subtitle}
        actions={
          <>
            {view === 'list' ? (
              <LinkButton
                to={`${atelierPaths.customerCards}${search}`}
                variant="outline"
                icon={LayoutGrid}
              >
                {c.cardView}
              </LinkButton>
            ) : (
              <LinkButton to={`${atelierPaths.customers}${search}`} variant="outline" icon={List}>
                {c.listView}
              </LinkButton>
            )}
            <LinkButton to={atelierPaths.addCustomer} icon={Plus}>
              {c.add}
            </LinkButton>
          </>
        }
      />
      <ListPanel>
        <SearchField
          label={c.searchLabel}
          placeholder={c.searchPlaceholder}
          value={values.q}
          onSearch={(q) => set({ q })}
        />
        <DataList query={list} empty={values.q ? c.noMatch : c.empty} pager={pager}>
          {(items) =>
            view === 'list' && wide ? (
              <AtelierCustomerTable items={items} />
            ) : (
              <AtelierCustomerCards items={items} />
            )
          }
        </DataList>
      </ListPanel>
    </>
  )
}

export const AtelierCustomersPage = () => <CustomersScreen view="list" />
export const AtelierCustomerCardsPage = () => <CustomersScreen view="cards" />
