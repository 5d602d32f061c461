import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type PlanRow, subscriptions } from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { newId } from '../../lib/ids'
import type { SubscriptionStatus } from '../../schemas/stores'
import { FREE_PLAN_ID } from '../stores'
import { periodEnd } from './lifecycle'

/** What the shop's subscription is before the move (null: a shop older than subscriptions). */
export type CurrentSubscription = {
  planId: string
  status: SubscriptionStatus
  endsAt: Date | null
} | null

/**
 * The end of the period a shop pays for now: renewing the same plan while its period still
 * runs extends it from its end (no day lost); anything else starts now.
 */
export function newPeriodEnd(plan: PlanRow, current: CurrentSubscription, now: Date): Date {
  const running =
    current?.planId === plan.id &&
    current.status === 'active' &&
    current.endsAt !== null &&
    current.endsAt > now
  return periodEnd(running ? current.endsAt! : now, plan.billingCycle)
}

/**
 * The writes that move a shop to `plan` until `endsAt`, each guarded by `guard` (evaluated when
 * the batch runs, so a decision or payment that already acted changes nothing more): the
 * subscription row for shops predating subscriptions, then the move (active, a new period,
 * reminders reset). A suspended shop stays suspended with its paid period recorded: only an
 * administrator lifts a suspension. Shared by an administrator's approval of a request and by an
 * online payment of the plan (payments/subscription-fees).
 */
export function activationStatements(
  ctx: RequestCtx,
  o: { storeId: string; plan: PlanRow; endsAt: Date; hasSubscription: boolean; guard: SQL },
) {
  const s = subscriptions
  const suspended = sql`${s.status} = 'suspended'`
  return [
    ...(o.hasSubscription
      ? []
      : [
          ctx.directory
            .insert(s)
            .values({
              id: newId('sub'),
              storeId: o.storeId,
              planId: FREE_PLAN_ID,
              startedAt: ctx.now,
            })
            .onConflictDoNothing(),
        ]),
    ctx.directory
      .update(s)
      .set({
        planId: o.plan.id,
        status: sql`case when ${suspended} then 'suspended' else 'active' end`,
        startedAt: ctx.now,
        endsAt: o.endsAt,
        reason: sql`case when ${suspended} then ${s.reason} else null end`,
        remindedWeekAt: null,
        remindedDayAt: null,
        updatedAt: ctx.now,
      })
      .where(and(eq(s.storeId, o.storeId), o.guard)),
  ]
}
