import { useQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { adminPlanListQuery } from '#dashboard/features/admin-plans/queries.ts'
import { SubscriptionStatus } from '#worker/schemas/stores.ts'
import { subscriptionWords as w } from './fr.ts'
import { adminSubscriptionListQuery } from './queries.ts'
import { SubscriptionTable } from './subscription-table.tsx'

const PAGE_SIZE = 20
const FILTERS = ['q', 'status', 'planCode'] as const
const statuses = optionsOf(SubscriptionStatus.options, w.statusesPlural)

export function SubscriptionsPage() {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const plans = useQuery(adminPlanListQuery())
  const list = useQuery(
    adminSubscriptionListQuery({
      ...filters,
      status: SubscriptionStatus.safeParse(values.status).data,
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
          <LinkButton to="/admin/subscription/requested" variant="outline" icon={Inbox}>
            {w.requestsTitle}
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
            { key: 'status', label: w.filterStatus, all: w.allStatuses, options: statuses },
            { key: 'planCode', label: w.filterPlan, all: w.allPlans, options: planOptions },
          ]}
        />
        <DataList query={list} empty={w.empty} pager={pager}>
          {(items) => <SubscriptionTable items={items} />}
        </DataList>
      </ListPanel>
    </>
  )
}
