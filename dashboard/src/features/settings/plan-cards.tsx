import { Clock } from 'lucide-react'
import { CheckList } from '#dashboard/components/check-list.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { cn, formatDate } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { capabilityLines } from '#worker/schemas/plan-capabilities.ts'
import {
  BILLING_CYCLE_SUFFIX,
  type MySubscription,
  type Plan,
  SUBSCRIPTION_STATUS_LABEL,
} from '#worker/schemas/plans.ts'
import { frSettings } from './fr.ts'

const t = frSettings.subscription
const STATUS_VARIANT = { active: 'success', expired: 'warning', suspended: 'destructive' } as const

const discounted = (plan: Plan) => Math.round((plan.price * (100 - plan.discountRate)) / 100)

export function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-2xl font-bold">{formatMoney(discounted(plan), plan.currency)}</span>
      <span className="text-sm text-muted-foreground">
        {BILLING_CYCLE_SUFFIX[plan.billingCycle]}
      </span>
      {plan.discountRate > 0 && (
        <span className="text-sm text-muted-foreground line-through">
          {formatMoney(plan.price, plan.currency)}
        </span>
      )}
    </span>
  )
}

export function CurrentPlanCard({
  sub,
  onRenew,
}: {
  sub: MySubscription
  /** Paid plans only: the free plan never ends. */
  onRenew?: (() => void) | undefined
}) {
  const end = sub.endDate
    ? sub.status === 'expired'
      ? t.expiredOn(formatDate(sub.endDate))
      : t.expiresOn(formatDate(sub.endDate))
    : t.noEnd
  return (
    <Card>
      <CardHeader>
        <p className="text-sm text-muted-foreground">{t.current}</p>
        <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
          {sub.plan.name}
          <Badge variant={STATUS_VARIANT[sub.status]}>
            {SUBSCRIPTION_STATUS_LABEL[sub.status]}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <PlanPrice plan={sub.plan} />
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {end}
        </span>
        <p className="w-full text-sm text-muted-foreground">
          {t.usageProducts(sub.usage.products, sub.limits.maxProducts)} ·{' '}
          {t.usageImages(sub.limits.maxImagesPerProduct)}
        </p>
        {sub.status === 'expired' && <p className="w-full text-sm">{t.freeLimits}</p>}
        {onRenew && (
          <div className="grid w-full gap-1 sm:flex sm:items-center sm:gap-3">
            <Button variant="outline" className="w-full sm:w-auto" onClick={onRenew}>
              {t.renew}
            </Button>
            <span className="text-xs text-muted-foreground">{t.renewHelp}</span>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

export function PlanCard({
  plan,
  isCurrent,
  canRequest,
  onChoose,
}: {
  plan: Plan
  isCurrent: boolean
  canRequest: boolean
  onChoose: () => void
}) {
  return (
    <Card className={cn(isCurrent && 'border-primary ring-1 ring-primary')}>
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          {plan.name}
          {isCurrent && <Badge>{t.currentBadge}</Badge>}
          {!isCurrent && plan.discountRate > 0 && (
            <Badge variant="success">{t.discount(plan.discountRate)}</Badge>
          )}
        </CardTitle>
        <PlanPrice plan={plan} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {/* What the plan gives, generated from its data (what the server enforces), then its
            marketing words: the same lines as /pricing. */}
        <CheckList
          items={[...capabilityLines(plan.limits), ...plan.description]}
          className="flex-1 content-start"
        />
        {!isCurrent && (
          <Button className="w-full" disabled={!canRequest} onClick={onChoose}>
            {t.choose}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
