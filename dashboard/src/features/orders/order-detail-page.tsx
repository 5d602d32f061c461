import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'
import { OrderCourierCard } from '#dashboard/features/couriers/order-courier-card.tsx'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { orderListWords, paymentWords, receiptWords, orderWords as w } from './fr.ts'
import { OrderContact } from './order-contact.tsx'
import { OrderHistory } from './order-history.tsx'
import { OrderItems } from './order-items.tsx'
import { OrderMessages } from './order-messages.tsx'
import { OrderPayment } from './order-payment.tsx'
import { OrderReceipt } from './order-receipt.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { PaymentStatusBadge } from './payment-status-badge.tsx'
import { orderQuery } from './queries.ts'

const t = orderListWords

// The status form validates with zod (~27 KB gzip with its French messages): it comes right
// after the order, which an alert's link shows first (issue 27, ADR 065).
const OrderStatusForm = lazy(async () => ({
  default: (await import('./order-status-form.tsx')).OrderStatusForm,
}))

function OrderDetail({ orderId }: { orderId: string }) {
  const order = useQuery(orderQuery(orderId))
  return (
    <QueryView query={order} notFoundHome="/user/orders">
      {(o) => (
        <>
          <PageHeader
            title={t.detailTitle(o.number)}
            description={formatDateTime(o.createdAt)}
            actions={
              <div className="flex flex-wrap gap-2">
                <OrderStatusBadge status={o.status} />
                <PaymentStatusBadge status={o.paymentStatus} />
              </div>
            }
          />
          {/* Phones: items, payment, status form, contact, then history; wide screens: two columns. */}
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="contents lg:grid lg:gap-6">
              <SectionCard title={t.items} className="order-1" contentClassName="px-2 sm:px-5">
                <OrderItems order={o} />
              </SectionCard>
              <SectionCard title={w.history} className="order-3">
                <OrderHistory events={o.events ?? []} />
              </SectionCard>
              <SectionCard title={w.messages} className="order-3">
                <OrderMessages messages={o.messages ?? []} />
              </SectionCard>
            </div>
            <div className="contents lg:grid lg:gap-6">
              <SectionCard title={paymentWords.title} className="order-2">
                <OrderPayment order={o} />
              </SectionCard>
              <SectionCard title={w.statusTitle} className="order-2">
                {/* Keyed by status: after an update the form starts from the new one. */}
                <Suspense fallback={<Skeleton className="h-24" />}>
                  <OrderStatusForm key={o.status} order={o} />
                </Suspense>
              </SectionCard>
              <OrderCourierCard order={o} className="order-2" />
              <SectionCard title={t.contact} className="order-2">
                <OrderContact order={o} />
              </SectionCard>
              <SectionCard title={receiptWords.title} className="order-2">
                <OrderReceipt order={o} />
              </SectionCard>
            </div>
          </div>
        </>
      )}
    </QueryView>
  )
}

export function OrderDetailPage() {
  const { orderId = '' } = useParams()
  return (
    <>
      <BackLink to="/user/orders" label={t.title} />
      <StoreRequired>
        <OrderDetail orderId={orderId} />
      </StoreRequired>
    </>
  )
}
