import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import { plans, stores, subscriptionRequests, subscriptions } from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { iso } from '../../lib/dates'
import type { AdminOverview, RevenueMonth } from '../../schemas/admin'
import { SubscriptionStatus } from '../../schemas/stores'
import { unixNow } from '../context'
import { readCounterRange, readCounters } from '../platform-counters'
import { countsByPlan } from './plans'

const DAY = 86_400
const SIGNUP_DAYS = 30
const REVENUE_MONTHS = 12
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)
const month = (d: Date) => d.toISOString().slice(0, 7)

/** A status count per subscription status, 0 for one no counter holds yet. */
const byStatus = (counts: Map<string, number>) =>
  Object.fromEntries(
    SubscriptionStatus.options.map((s) => [s, counts.get(s) ?? 0]),
  ) as AdminOverview['subscriptions']['byStatus']

/**
 * GET /api/admin/overview: the admin Tableau de Bord, read from the counters kept on write
 * (platform-counters.ts, ADR 034), never from a count of every shop, user or payment. Days and
 * months are UTC, the platform's clock: each shop keeps its own (ADR 048), the platform one.
 */
export async function getAdminOverview(ctx: RequestCtx): Promise<AdminOverview> {
  const today = Math.floor(unixNow(ctx) / DAY) * DAY
  const signupStart = today - (SIGNUP_DAYS - 1) * DAY
  const [totals, signups, planCounts, statusCounts, overdue, planRows, revenue, pending] =
    await Promise.all([
      readCounters(ctx.directory, [
        'shops',
        'merchants',
        'merchants_with_shop',
        'contact_messages:unread',
      ] as const),
      readCounterRange(ctx.directory, 'signups:', day(signupStart), day(today)),
      countsByPlan(ctx),
      readCounterRange(ctx.directory, 'subscriptions:status:'),
      countOverdue(ctx),
      ctx.directory
        .select({ id: plans.id, code: plans.code, name: plans.name })
        .from(plans)
        .orderBy(asc(plans.price), asc(plans.name)),
      loadRevenue(ctx),
      loadPending(ctx),
    ])
  // A paid period past its end is expired from that moment, before the job writes it (the
  // effective status of admin-shops.ts): those few move from active to expired here.
  const subStatus = byStatus(statusCounts)
  subStatus.active -= overdue
  subStatus.expired += overdue
  // A shop without a subscription row counts as active, as in the shop list.
  const subscribed = [...statusCounts.values()].reduce((sum, n) => sum + n, 0)
  const shopCounts = { ...subStatus, active: subStatus.active + totals.shops - subscribed }
  const daily = Array.from({ length: SIGNUP_DAYS }, (_, i) => {
    const date = day(signupStart + i * DAY)
    return { date, count: signups.get(date) ?? 0 }
  })
  return {
    timezone: 'UTC',
    shops: { total: totals.shops, ...shopCounts },
    merchants: {
      total: totals.merchants,
      withShop: totals.merchants_with_shop,
      withoutShop: totals.merchants - totals.merchants_with_shop,
    },
    signups: { days: SIGNUP_DAYS, total: daily.reduce((sum, d) => sum + d.count, 0), daily },
    subscriptions: {
      byPlan: planRows.map((p) => ({
        code: p.code,
        name: p.name,
        count: planCounts.get(p.id)?.subscribers ?? 0,
      })),
      byStatus: subStatus,
    },
    revenue,
    pendingRequests: pending,
    messages: { unread: totals['contact_messages:unread'] },
  }
}

/** Active subscriptions whose end has passed: what the expiry job has still to write (few). */
async function countOverdue(ctx: RequestCtx): Promise<number> {
  const row = await ctx.directory
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.endsAt),
        lte(subscriptions.endsAt, new Date(unixNow(ctx) * 1000)),
      ),
    )
    .get()
  return row?.n ?? 0
}

/** Approved plan payments by month of approval, per currency, over the last 12 months. */
async function loadRevenue(ctx: RequestCtx): Promise<AdminOverview['revenue']> {
  const now = ctx.now
  const months = Array.from({ length: REVENUE_MONTHS }, (_, i) =>
    month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (REVENUE_MONTHS - 1) + i))),
  )
  const first = months[0]!
  const last = months.at(-1)!
  const [amounts, counts] = await Promise.all([
    readCounterRange(ctx.directory, 'revenue:', first, last),
    readCounterRange(ctx.directory, 'revenue_count:', first, last),
  ])
  // Keys are `<YYYY-MM>:<currency>`; a month whose payments were all undone reads 0: not shown.
  const rows = [...counts]
    .filter(([, n]) => n > 0)
    .map(([key, n]) => ({
      month: key.slice(0, 7),
      currency: key.slice(8),
      amount: amounts.get(key) ?? 0,
      count: n,
    }))
  const result: RevenueMonth[] = months.map((m) => ({
    month: m,
    amounts: rows
      .filter((r) => r.month === m)
      .map((r) => ({ currency: r.currency, amount: Number(r.amount), count: r.count }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  }))
  const currencies = [...new Set(rows.map((r) => r.currency))].sort()
  return { months: result, currencies }
}

async function loadPending(ctx: RequestCtx): Promise<AdminOverview['pendingRequests']> {
  const isPending = eq(subscriptionRequests.status, 'pending')
  const [total, latest] = await Promise.all([
    ctx.directory.select({ n: count() }).from(subscriptionRequests).where(isPending).get(),
    ctx.directory
      .select({
        request: subscriptionRequests,
        shop: { id: stores.id, name: stores.name },
        plan: { code: plans.code, name: plans.name },
      })
      .from(subscriptionRequests)
      .innerJoin(stores, eq(stores.id, subscriptionRequests.storeId))
      .innerJoin(plans, eq(plans.id, subscriptionRequests.planId))
      .where(isPending)
      .orderBy(desc(subscriptionRequests.createdAt), desc(sql`${subscriptionRequests}.rowid`))
      .limit(5),
  ])
  return {
    count: total?.n ?? 0,
    latest: latest.map(({ request: r, shop, plan }) => ({
      id: r.id,
      shop,
      plan,
      fullName: r.fullName,
      status: r.status,
      createdAt: iso(r.createdAt)!,
    })),
  }
}
