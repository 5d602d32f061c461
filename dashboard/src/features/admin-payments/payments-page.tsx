import { useQuery } from '@tanstack/react-query'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { PAYMENT_ROW_STATUSES, type PaymentRowStatus } from '#worker/schemas/payment-words.ts'
import { paymentWords as w } from './fr.ts'
import { PaymentTable } from './payment-table.tsx'
import { adminPaymentListQuery } from './queries.ts'

const PAGE_SIZE = 20
const FILTERS = ['q', 'status'] as const
const statuses = optionsOf(PAYMENT_ROW_STATUSES, w.statuses)
const isStatus = (v: string | undefined): v is PaymentRowStatus =>
  (PAYMENT_ROW_STATUSES as readonly string[]).includes(v ?? '')

/** /admin/payments: every payment made to the platform, newest first. */
export function PaymentsPage() {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const list = useQuery(
    adminPaymentListQuery({
      ...filters,
      status: isStatus(values.status) ? values.status : undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  return (
    <>
      <PageHeader title={w.title} description={w.subtitle} />
      <ListPanel>
        <ListToolbar
          className="sm:grid-cols-[minmax(0,1fr)_12rem]"
          values={values}
          onChange={set}
          search={{ label: w.searchLabel, placeholder: w.searchPlaceholder }}
          filters={[
            { key: 'status', label: w.filterStatus, all: w.allStatuses, options: statuses },
          ]}
        />
        <DataList query={list} empty={w.empty} pager={pager}>
          {(items) => <PaymentTable items={items} />}
        </DataList>
      </ListPanel>
    </>
  )
}
