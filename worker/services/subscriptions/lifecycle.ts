import { and, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm'
import { plans, stores, subscriptions } from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { addDays } from '../../lib/dates'
import { shopNotice } from '../../schemas/notices'
import type { BillingCycle } from '../../schemas/plans'
import { formatLongDate, formatLongDateTime } from '../../schemas/shop-clock'
import { timeZoneLabel } from '../../schemas/time-zones'
import { FREE_PLAN_ID } from '../stores'
import { tellShop } from './subscriptions'

/** One billing period after `start`: same day next month (clamped to its last day) or next year. */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start)
  const day = end.getUTCDate()
  end.setUTCDate(1)
  if (cycle === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return end
}

/** A period's end as the merchant reads it: the day on the shop's clock (ADR 048). */
export const formatEndDate = (d: Date, timeZone: string) => formatLongDate(d, timeZone)

type Step = 'expire' | 'day' | 'week'

/**
 * Which subscriptions a step acts on at `now`. The same condition selects the rows and guards
 * each write, so running the job twice (or two runs at once) acts once.
 */
function due(step: Step, now: Date): SQL {
  const s = subscriptions
  const running = and(eq(s.status, 'active'), isNotNull(s.endsAt))
  if (step === 'expire') return and(running, lte(s.endsAt, now))!
  if (step === 'day')
    return and(running, gt(s.endsAt, now), lte(s.endsAt, addDays(now, 1)), isNull(s.remindedDayAt))!
  return and(
    running,
    gt(s.endsAt, addDays(now, 1)),
    lte(s.endsAt, addDays(now, 7)),
    isNull(s.remindedWeekAt),
  )!
}

function words(step: Step, plan: string, endsAt: Date, freePlan: string, zone: string) {
  if (step === 'expire') return shopNotice.subscriptionExpired(plan, freePlan)
  if (step === 'day')
    return shopNotice.subscriptionEndsTomorrow(
      plan,
      formatLongDateTime(endsAt, zone),
      timeZoneLabel(zone, endsAt),
    )
  return shopNotice.subscriptionEndsSoon(plan, formatEndDate(endsAt, zone), freePlan)
}

function changes(step: Step, now: Date) {
  if (step === 'expire') return { status: 'expired' as const, updatedAt: now }
  if (step === 'day')
    // A week reminder not sent yet is pointless now: the day reminder covers both.
    return {
      remindedDayAt: now,
      remindedWeekAt: sql`coalesce(${subscriptions.remindedWeekAt}, ${Math.floor(now.getTime() / 1000)})`,
    }
  return { remindedWeekAt: now }
}

async function runStep(ctx: RequestCtx, step: Step, freePlan: string, limit: number) {
  const rows = await ctx.directory
    .select({
      id: subscriptions.id,
      endsAt: subscriptions.endsAt,
      plan: plans.name,
      shop: { id: stores.id, database: stores.database, timeZone: stores.timeZone },
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .where(due(step, ctx.now))
    .orderBy(subscriptions.endsAt)
    .limit(limit)
  let done = 0
  for (const row of rows) {
    // The directory decides (the same condition guards the write, so a second run acts once);
    // the merchant is told after, in the shop's database, only by the run that acted (ADR 036).
    const acted = await ctx.directory
      .update(subscriptions)
      .set(changes(step, ctx.now))
      .where(and(eq(subscriptions.id, row.id), due(step, ctx.now)))
      .returning({ id: subscriptions.id })
    if (acted.length === 0) continue
    done++
    const { title, body: text } = words(step, row.plan, row.endsAt!, freePlan, row.shop.timeZone)
    await tellShop(ctx, row.shop, title, text)
  }
  return done
}

export type LifecycleReport = { expired: number; remindedDay: number; remindedWeek: number }

/**
 * The subscription job (cron, `npm run jobs`): paid periods past their end become expired
 * (the shop falls back to the free plan's limits, nothing is deleted), and merchants are
 * reminded 7 days and 1 day before the end, once each per period.
 */
export async function runSubscriptionLifecycle(
  ctx: RequestCtx,
  limit = 100,
): Promise<LifecycleReport> {
  const free = await ctx.directory
    .select({ name: plans.name })
    .from(plans)
    .where(eq(plans.id, FREE_PLAN_ID))
    .get()
  const freePlan = free?.name ?? 'Gratuit'
  // Expiry first: a period that is over gets no reminder.
  const expired = await runStep(ctx, 'expire', freePlan, limit)
  const remindedDay = await runStep(ctx, 'day', freePlan, limit)
  const remindedWeek = await runStep(ctx, 'week', freePlan, limit)
  return { expired, remindedDay, remindedWeek }
}
