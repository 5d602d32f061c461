import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { isNotFound } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { orderWords as w } from './fr.ts'
import { OrderContact } from './order-contact.tsx'
import { OrderHistory } from './order-history.tsx'
import { OrderItems } from './order-items.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderStatusForm } from './order-status-form.tsx'
import { orderQuery } from './queries.ts'

const t = fr.orders

function OrderDetail({ orderId }: { orderId: string }) {
  const order = useQuery(orderQuery(orderId))
  if (order.isPending) return <Spinner />
  if (isNotFound(order.error)) return <NotFound home="/user/orders" />
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />
  const o = order.data
  return (
    <>
      <PageHeader
        title={t.detailTitle(o.number)}
        description={formatDateTime(o.createdAt)}
        actions={<OrderStatusBadge status={o.status} />}
      />
      {/* Phones: items, status form, contact, then history; wide screens: two columns. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="contents lg:grid lg:gap-6">
          <Card className="order-1">
            <CardHeader>
              <CardTitle>{t.items}</CardTitle>
            </CardHeader>
            <CardContent className="px-2 sm:px-5">
              <OrderItems order={o} />
            </CardContent>
          </Card>
          <Card className="order-3">
            <CardHeader>
              <CardTitle>{w.history}</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderHistory events={o.events ?? []} />
            </CardContent>
          </Card>
        </div>
        <div className="contents lg:grid lg:gap-6">
          <Card className="order-2">
            <CardHeader>
              <CardTitle>{w.statusTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              {/* Keyed by status: after an update the form starts from the new one. */}
              <OrderStatusForm key={o.status} order={o} />
            </CardContent>
          </Card>
          <Card className="order-2">
            <CardHeader>
              <CardTitle>{t.contact}</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderContact order={o} />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
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
