import { Badge } from '#dashboard/components/ui/badge.tsx'
import {
  PLAN_REQUEST_STATUS_LABEL,
  type PlanRequestStatus,
  SUBSCRIPTION_STATUS_LABEL,
} from '#worker/schemas/plans.ts'
import type { SubscriptionStatus } from '#worker/schemas/stores.ts'

const SUBSCRIPTION_VARIANT = {
  active: 'success',
  expired: 'warning',
  suspended: 'destructive',
} as const
const REQUEST_VARIANT = { pending: 'info', approved: 'success', rejected: 'destructive' } as const

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge variant={SUBSCRIPTION_VARIANT[status]}>{SUBSCRIPTION_STATUS_LABEL[status]}</Badge>
}

export function RequestStatusBadge({ status }: { status: PlanRequestStatus }) {
  return <Badge variant={REQUEST_VARIANT[status]}>{PLAN_REQUEST_STATUS_LABEL[status]}</Badge>
}
