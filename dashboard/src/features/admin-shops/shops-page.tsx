import { useQuery } from '@tanstack/react-query'
import { LayoutGrid, List } from 'lucide-react'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { useWideScreen } from '#dashboard/features/orders/use-media-query.ts'
import type { SubscriptionStatus } from '#worker/schemas/stores.ts'
import { shopWords as w } from './fr.ts'
import { adminShopListQuery, planOptionsQuery } from './queries.ts'
import { SearchField } from './search-field.tsx'
import { ShopCards, ShopTable } from './shop-list.tsx'
import { useListParams } from './use-list-params.ts'

const PAGE_SIZE = 24
const FILTERS = ['q', 'status', 'planCode'] as const
const STATUSES: SubscriptionStatus[] = ['active', 'expired', 'suspended']

/** `shops` (table, cards on phones) and `shops/card` (always cards): same data, same filters. */
function ShopsScreen({ view }: { view: 'list' | 'cards' }) {
  const id = useId()
  const wide = useWideScreen()
  const { search } = useLocation()
  const { values, page, set } = useListParams(FILTERS)
  const plans = useQuery(planOptionsQuery())
  const list = useQuery(
    adminShopListQuery({
      q: values.q || undefined,
      status: (values.status || undefined) as SubscriptionStatus | undefined,
      planCode: values.planCode || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  const other =
    view === 'list'
      ? { to: '/admin/shops/card', label: w.cardView, icon: LayoutGrid }
      : { to: '/admin/shops', label: w.listView, icon: List }
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <Button asChild variant="outline">
            <Link to={{ pathname: other.to, search }}>
              <other.icon aria-hidden="true" />
              {other.label}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
            <SearchField
              id={`${id}-q`}
              label={w.searchLabel}
              placeholder={w.searchPlaceholder}
              value={values.q}
              onSearch={(q) => set({ q })}
            />
            <FilterSelect
              id={`${id}-status`}
              label={w.filterStatus}
              value={values.status}
              onChange={(status) => set({ status })}
              options={[
                { value: '', label: w.allStatuses },
                ...STATUSES.map((s) => ({ value: s, label: w.statusesPlural[s] })),
              ]}
            />
            <FilterSelect
              id={`${id}-plan`}
              label={w.filterPlan}
              value={values.planCode}
              onChange={(planCode) => set({ planCode })}
              options={[
                { value: '', label: w.allPlans },
                ...(plans.data ?? []).map((p) => ({ value: p.code, label: p.name })),
              ]}
            />
          </div>
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState>{w.empty}</EmptyState>
          ) : (
            <div>
              {view === 'list' && wide ? (
                <ShopTable items={list.data.items} />
              ) : (
                <ShopCards items={list.data.items} />
              )}
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(p) => set({ page: p })}
              />
            </div>
          )}
        </CardContent>
      </Card>
    </>
  )
}

export const ShopsPage = () => <ShopsScreen view="list" />
export const ShopsCardPage = () => <ShopsScreen view="cards" />
