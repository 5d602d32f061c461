import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { BatchAssignBar } from '#dashboard/features/couriers/batch-assign-bar.tsx'
import type { OrderSelection } from '#dashboard/features/couriers/can-go-out.ts'
import { frCouriers } from '#dashboard/features/couriers/fr.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import { ORDER_STATUS_LABEL, ORDER_STATUSES } from '#worker/schemas/order-status.ts'
import { ExportOrdersButton } from './export-button.tsx'
import { orderListWords, paymentWords as pw, saleWords } from './fr.ts'
import { OrderCards } from './order-cards.tsx'
import { ORDER_FILTERS, orderFilters } from './order-filters.ts'
import { OrderTable } from './order-table.tsx'
import { PAYMENT_STATUS_OPTIONS } from './payment-values.ts'
import { orderListQuery } from './queries.ts'

const t = orderListWords
const PAGE_SIZE = 20
const statuses = optionsOf(ORDER_STATUSES, ORDER_STATUS_LABEL)
const DELIVERY_OPTIONS = [{ value: '1', label: frCouriers.reschedule }]

/** The orders chosen for "Tournée du jour", kept across pages until handed out or cleared. */
function useOrderSelection(): OrderSelection & { ids: string[]; clear: () => void } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  return {
    selected,
    ids: [...selected],
    clear: () => setSelected(new Set()),
    toggle: (id) =>
      setSelected((prev) => {
        const next = new Set(prev)
        if (!next.delete(id)) next.add(id)
        return next
      }),
  }
}

function OrdersContent() {
  const wide = useWideScreen()
  const { values, page, set, pager } = useListParams(ORDER_FILTERS, { pageSize: PAGE_SIZE })
  const filters = orderFilters(values)
  const { status, paymentStatus, reschedule } = filters
  const list = useQuery(orderListQuery({ ...filters, page, pageSize: PAGE_SIZE }))
  const selection = useOrderSelection()
  return (
    <ListPanel>
      <ListToolbar
        className="sm:grid-cols-[minmax(0,1fr)_12rem_12rem] lg:grid-cols-[minmax(0,1fr)_12rem_12rem_12rem]"
        values={values}
        onChange={set}
        search={{ label: fr.common.search, placeholder: t.searchPlaceholder }}
        filters={[
          {
            key: 'status',
            label: t.filterStatus,
            all: t.allStatuses,
            options: statuses,
            value: status ?? '',
          },
          {
            key: 'paymentStatus',
            label: pw.filter,
            all: pw.allPayments,
            options: PAYMENT_STATUS_OPTIONS,
            value: paymentStatus ?? '',
          },
          {
            key: 'reschedule',
            label: frCouriers.deliveryFilter,
            all: frCouriers.allDeliveries,
            options: DELIVERY_OPTIONS,
            value: reschedule ?? '',
          },
        ]}
      />
      <BatchAssignBar orderIds={selection.ids} onDone={selection.clear} />
      <DataList query={list} empty={t.empty} pager={pager}>
        {(items) =>
          wide ? (
            <OrderTable items={items} selection={selection} />
          ) : (
            <OrderCards items={items} selection={selection} />
          )
        }
      </DataList>
    </ListPanel>
  )
}

export function OrdersPage() {
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <>
            <ExportOrdersButton />
            <LinkButton to="/user/orders/new" icon={Plus}>
              {saleWords.newSale}
            </LinkButton>
          </>
        }
      />
      <StoreRequired>
        <OrdersContent />
      </StoreRequired>
    </>
  )
}
