import { Badge } from '#dashboard/components/ui/badge.tsx'
import type { SubscriptionStatus } from '#worker/schemas/stores.ts'
import { shopWords as w } from './fr.ts'

const VARIANT = {
  active: 'success',
  expired: 'warning',
  suspended: 'destructive',
} as const satisfies Record<SubscriptionStatus, string>

export function ShopStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge variant={VARIANT[status]}>{w.statuses[status]}</Badge>
}
