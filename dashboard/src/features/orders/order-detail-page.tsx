import { useQuery } from '@tanstack/react-query'
import { MapPin, MessageCircle, Phone, StickyNote, User } from 'lucide-react'
import { useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { isNotFound } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { OrderItems } from './order-items.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { orderQuery } from './queries.ts'

const t = fr.orders

function OrderDetail({ orderId }: { orderId: string }) {
  const order = useQuery(orderQuery(orderId))
  if (order.isPending) return <Spinner />
  if (isNotFound(order.error)) return <NotFound home="/user/orders" />
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />
  const o = order.data
  const contact = [
    { icon: User, label: t.customer, value: `${o.firstName} ${o.lastName}` },
    {
      icon: Phone,
      label: t.phone,
      value: (
        <a href={`tel:+${o.phone}`} className="hover:underline">
          +{o.phone}
        </a>
      ),
    },
    { icon: MapPin, label: t.city, value: o.city },
    ...(o.note ? [{ icon: StickyNote, label: t.note, value: o.note }] : []),
  ]
  return (
    <>
      <PageHeader
        title={t.detailTitle(o.number)}
        description={formatDateTime(o.createdAt)}
        actions={<OrderStatusBadge status={o.status} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>{t.items}</CardTitle>
          </CardHeader>
          <CardContent className="px-2 sm:px-5">
            <OrderItems order={o} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t.contact}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid gap-3">
              {contact.map(({ icon: Icon, label, value }) => (
                <div key={label} className="flex gap-3">
                  <Icon
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <div className="min-w-0">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="text-sm break-words whitespace-pre-line">{value}</dd>
                  </div>
                </div>
              ))}
            </dl>
            <Button asChild variant="outline">
              <a href={`https://wa.me/${o.phone}`} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                {t.whatsapp}
              </a>
            </Button>
          </CardContent>
        </Card>
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
