import { Badge } from '#dashboard/components/ui/badge.tsx'
import {
  ORDER_STATUS_LABEL,
  ORDER_STATUS_TONE,
  type OrderStatus,
} from '#worker/schemas/order-status.ts'

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={ORDER_STATUS_TONE[status]}>{ORDER_STATUS_LABEL[status]}</Badge>
}
