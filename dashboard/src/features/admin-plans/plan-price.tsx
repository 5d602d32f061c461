import { formatMoney } from '#worker/schemas/money.ts'
import { BILLING_CYCLE_SUFFIX, discountedPrice, type Plan } from '#worker/schemas/plans.ts'

/** "15 000 F CFA/mois", with the price before discount struck through when there is one. */
export function PlanPrice({
  plan,
  className,
}: {
  plan: Pick<Plan, 'price' | 'discountRate' | 'currency' | 'billingCycle'>
  className?: string
}) {
  const paid = discountedPrice(plan)
  return (
    <span className={className}>
      <span className="font-medium tabular-nums">{formatMoney(paid, plan.currency)}</span>
      <span className="text-muted-foreground">{BILLING_CYCLE_SUFFIX[plan.billingCycle]}</span>
      {paid !== plan.price && (
        <span className="ml-1.5 text-xs text-muted-foreground line-through">
          {formatMoney(plan.price, plan.currency)}
        </span>
      )}
    </span>
  )
}
