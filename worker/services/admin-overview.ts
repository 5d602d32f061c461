import { and, asc, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm'
import {
  contactMessages,
  plans,
  stores,
  subscriptionRequests,
  subscriptions,
  users,
} from '../db/schema'
import type { RequestCtx } from '../env'
import { iso } from '../lib/dates'
import type { AdminOverview, RevenueMonth } from '../schemas/admin'
import { SubscriptionStatus } from '../schemas/stores'
import { effectiveStatusSql } from './admin-shops'
import { unixNow } from './context'

const DAY = 86_400
const SIGNUP_DAYS = 30
const REVENUE_MONTHS = 12
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)
const month = (d: Date) => d.toISOString().slice(0, 7)

const byStatus = (rows: { status: string; n: number }[]) =>
  Object.fromEntries(
    SubscriptionStatus.options.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]),
  ) as AdminOverview['subscriptions']['byStatus']

/**
 * GET /api/admin/overview: the admin Tableau de Bord, computed from the data. Days and months
 * are UTC (the platform's timezone, Africa/Ouagadougou, is UTC+0 all year).
 */
export async function getAdminOverview(ctx: RequestCtx): Promise<AdminOverview> {
  const today = Math.floor(unixNow(ctx) / DAY) * DAY
  const signupStart = today - (SIGNUP_DAYS - 1) * DAY
  const status = effectiveStatusSql(ctx).as('eff_status')
  const [shops, merchants, signups, planRows, subStatus, revenue, pending, unread] =
    await Promise.all([
      ctx.db
        .select({ status, n: count() })
        .from(stores)
        .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
        .groupBy(sql`eff_status`),
      ctx.db
        .select({ total: count(), withShop: count(stores.id) })
        .from(users)
        .leftJoin(stores, eq(stores.ownerId, users.id))
        .where(eq(users.role, 'user'))
        .get(),
      ctx.db
        .select({ date: sql<string>`date(${users.createdAt}, 'unixepoch')`.as('day'), n: count() })
        .from(users)
        .where(gte(users.createdAt, new Date(signupStart * 1000)))
        .groupBy(sql`day`),
      ctx.db
        .select({ code: plans.code, name: plans.name, count: count(subscriptions.id) })
        .from(plans)
        .leftJoin(subscriptions, eq(subscriptions.planId, plans.id))
        .groupBy(plans.id)
        .orderBy(asc(plans.price), asc(plans.name)),
      ctx.db.select({ status, n: count() }).from(subscriptions).groupBy(sql`eff_status`),
      loadRevenue(ctx),
      loadPending(ctx),
      ctx.db
        .select({ n: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.readAt))
        .get(),
    ])
  const shopCounts = byStatus(shops)
  const perDay = new Map(signups.map((r) => [r.date, r.n]))
  const daily = Array.from({ length: SIGNUP_DAYS }, (_, i) => {
    const date = day(signupStart + i * DAY)
    return { date, count: perDay.get(date) ?? 0 }
  })
  const merchantTotal = merchants?.total ?? 0
  return {
    timezone: 'UTC',
    shops: { total: shops.reduce((sum, r) => sum + r.n, 0), ...shopCounts },
    merchants: {
      total: merchantTotal,
      withShop: merchants?.withShop ?? 0,
      withoutShop: merchantTotal - (merchants?.withShop ?? 0),
    },
    signups: { days: SIGNUP_DAYS, total: daily.reduce((sum, d) => sum + d.count, 0), daily },
    subscriptions: { byPlan: planRows, byStatus: byStatus(subStatus) },
    revenue,
    pendingRequests: pending,
    messages: { unread: unread?.n ?? 0 },
  }
}

/** Approved plan payments by month of approval, per currency, over the last 12 months. */
async function loadRevenue(ctx: RequestCtx): Promise<AdminOverview['revenue']> {
  const now = ctx.now
  const months = Array.from({ length: REVENUE_MONTHS }, (_, i) =>
    month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (REVENUE_MONTHS - 1) + i))),
  )
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (REVENUE_MONTHS - 1)))
  const currency = sql<string>`coalesce(${subscriptionRequests.currency}, ${plans.currency})`
  const rows = await ctx.db
    .select({
      month: sql<string>`strftime('%Y-%m', ${subscriptionRequests.decidedAt}, 'unixepoch')`.as(
        'month',
      ),
      currency: currency.as('cur'),
      amount: sql<number>`sum(${subscriptionRequests.amount})`,
      count: count(),
    })
    .from(subscriptionRequests)
    .innerJoin(plans, eq(plans.id, subscriptionRequests.planId))
    .where(
      and(
        eq(subscriptionRequests.status, 'approved'),
        isNotNull(subscriptionRequests.amount),
        gte(subscriptionRequests.decidedAt, start),
      ),
    )
    .groupBy(sql`month`, sql`cur`)
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
    ctx.db.select({ n: count() }).from(subscriptionRequests).where(isPending).get(),
    ctx.db
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
