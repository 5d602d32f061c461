import { Badge } from '#dashboard/components/ui/badge.tsx'
import { PAYMENT_STATUS_LABEL, type PaymentStatus } from '#worker/schemas/payment-words.ts'
import { PAYMENT_STATUS_VARIANT } from './payment-values.ts'

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={PAYMENT_STATUS_VARIANT[status]}>{PAYMENT_STATUS_LABEL[status]}</Badge>
}
