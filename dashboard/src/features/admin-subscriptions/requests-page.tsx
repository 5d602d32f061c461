import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { PlanRequestStatus } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { planRequestListQuery } from './queries.ts'
import { RequestTable } from './request-table.tsx'
import { SearchBox } from './search-box.tsx'
import { useListParams } from './use-list-params.ts'

const PAGE_SIZE = 20
const FILTERS = ['q', 'status'] as const

/** Plan-change requests, pending first (the server orders them so). */
export function RequestsPage() {
  const id = useId()
  const { values, page, set } = useListParams(FILTERS)
  const list = useQuery(
    planRequestListQuery({
      q: values.q || undefined,
      status: PlanRequestStatus.safeParse(values.status).data,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  return (
    <>
      <PageHeader title={w.requestsTitle} description={w.requestsSubtitle} />
      <Card>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <SearchBox
              id={`${id}-q`}
              label={w.requestSearchLabel}
              placeholder={w.requestSearchPlaceholder}
              value={values.q}
              onSearch={(q) => set({ q })}
            />
            <FilterSelect
              id={`${id}-status`}
              label={w.filterStatus}
              value={values.status}
              onChange={(status) => set({ status })}
              options={[
                { value: '', label: w.allRequests },
                ...PlanRequestStatus.options.map((s) => ({
                  value: s,
                  label: w.requestStatusesPlural[s],
                })),
              ]}
            />
          </div>
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState>{w.requestsEmpty}</EmptyState>
          ) : (
            <div>
              <RequestTable items={list.data.items} />
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
