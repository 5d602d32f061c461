import { useQuery } from '@tanstack/react-query'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { PlanRequestStatus } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { planRequestListQuery } from './queries.ts'
import { RequestTable } from './request-table.tsx'

const PAGE_SIZE = 20
const FILTERS = ['q', 'status'] as const
const statuses = optionsOf(PlanRequestStatus.options, w.requestStatusesPlural)

/** Plan-change requests, pending first (the server orders them so). */
export function RequestsPage() {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const list = useQuery(
    planRequestListQuery({
      ...filters,
      status: PlanRequestStatus.safeParse(values.status).data,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  return (
    <>
      <PageHeader title={w.requestsTitle} description={w.requestsSubtitle} />
      <ListPanel>
        <ListToolbar
          className="sm:grid-cols-[minmax(0,1fr)_12rem]"
          values={values}
          onChange={set}
          search={{ label: w.requestSearchLabel, placeholder: w.requestSearchPlaceholder }}
          filters={[
            { key: 'status', label: w.filterStatus, all: w.allRequests, options: statuses },
          ]}
        />
        <DataList query={list} empty={w.requestsEmpty} pager={pager}>
          {(items) => <RequestTable items={items} />}
        </DataList>
      </ListPanel>
    </>
  )
}
