import { useQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { adminPlanListQuery } from '#dashboard/features/admin-plans/queries.ts'
import { SubscriptionStatus } from '#worker/schemas/stores.ts'
import { subscriptionWords as w } from './fr.ts'
import { adminSubscriptionListQuery } from './queries.ts'
import { SearchBox } from './search-box.tsx'
import { SubscriptionTable } from './subscription-table.tsx'
import { useListParams } from './use-list-params.ts'

const PAGE_SIZE = 20
const FILTERS = ['q', 'status', 'planCode'] as const

export function SubscriptionsPage() {
  const id = useId()
  const { values, page, set } = useListParams(FILTERS)
  const plans = useQuery(adminPlanListQuery())
  const list = useQuery(
    adminSubscriptionListQuery({
      q: values.q || undefined,
      status: SubscriptionStatus.safeParse(values.status).data,
      planCode: values.planCode || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/subscription/requested">
              <Inbox aria-hidden="true" />
              {w.requestsTitle}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
            <SearchBox
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
                ...SubscriptionStatus.options.map((s) => ({
                  value: s,
                  label: w.statusesPlural[s],
                })),
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
              <SubscriptionTable items={list.data.items} />
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
