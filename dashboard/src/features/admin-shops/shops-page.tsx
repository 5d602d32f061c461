import { useQuery } from '@tanstack/react-query'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { ViewSwitch } from '#dashboard/components/view-switch.tsx'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import type { SubscriptionStatus } from '#worker/schemas/stores.ts'
import { shopWords as w } from './fr.ts'
import { adminShopListQuery, planOptionsQuery } from './queries.ts'
import { ShopCards, ShopTable } from './shop-list.tsx'

const PAGE_SIZE = 24
const FILTERS = ['q', 'status', 'planCode'] as const
const STATUSES: SubscriptionStatus[] = ['active', 'expired', 'suspended']
const statuses = optionsOf(STATUSES, w.statusesPlural)

/** `shops` (table, cards on phones) and `shops/card` (always cards): same data, same filters. */
function ShopsScreen({ view }: { view: 'list' | 'cards' }) {
  const wide = useWideScreen()
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const plans = useQuery(planOptionsQuery())
  const list = useQuery(
    adminShopListQuery({
      ...filters,
      status: filters.status as SubscriptionStatus | undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  const planOptions = (plans.data ?? []).map((p) => ({ value: p.code, label: p.name }))
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <ViewSwitch
            view={view}
            path="/admin/shops"
            listLabel={w.listView}
            cardsLabel={w.cardView}
            keepSearch
          />
        }
      />
      <ListPanel>
        <ListToolbar
          className="sm:grid-cols-[minmax(0,1fr)_12rem_12rem]"
          values={values}
          onChange={set}
          search={{ label: w.searchLabel, placeholder: w.searchPlaceholder }}
          filters={[
            { key: 'status', label: w.filterStatus, all: w.allStatuses, options: statuses },
            { key: 'planCode', label: w.filterPlan, all: w.allPlans, options: planOptions },
          ]}
        />
        <DataList query={list} empty={w.empty} pager={pager}>
          {(items) =>
            view === 'list' && wide ? <ShopTable items={items} /> : <ShopCards items={items} />
          }
        </DataList>
      </ListPanel>
    </>
  )
}

export const ShopsPage = () => <ShopsScreen view="list" />
export const ShopsCardPage = () => <ShopsScreen view="cards" />
