import { Badge } from '#dashboard/components/ui/badge.tsx'
import { ORDER_STATUS_LABEL, type OrderStatus } from '#worker/schemas/order-status.ts'

const VARIANT = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'info',
  delivered: 'success',
  canceled: 'destructive',
  refused: 'destructive',
} as const satisfies Record<OrderStatus, string>

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANT[status]}>{ORDER_STATUS_LABEL[status]}</Badge>
}
