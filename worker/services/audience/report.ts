import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { audienceDays, audienceProducts, audienceSources, orders, products } from '../../db/schema'
import type { StoreCtx } from '../../env'
import {
  AUDIENCE_SOURCES,
  type AudienceFunnel,
  type AudienceQuery,
  type AudienceReport,
  type AudienceSource,
} from '../../schemas/audience'
import { dayStart, localDay, shiftDay, utcOffsetSeconds } from '../../schemas/shop-clock'
import { assertCapability } from '../plan-limits'

const TOP_PRODUCTS = 10

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null)

/**
 * Tableau de bord › Audience (ADR 056): the last 7 or 30 shop-local days of the caller's shop,
 * counted by its AudienceCounter, and its orders from `orders` itself. A plan switch: 403 with
 * the way up when the plan does not include it.
 */
export async function audienceReport(ctx: StoreCtx, query: AudienceQuery): Promise<AudienceReport> {
  await assertCapability(ctx, 'audienceStats')
  const days = query.days === '30' ? 30 : 7
  const zone = ctx.store.timeZone
  const to = localDay(ctx.now, zone)
  const from = shiftDay(to, -(days - 1))
  const storeId = ctx.store.id
  const offset = utcOffsetSeconds(ctx.now, zone)
  const since = dayStart(from, zone).getTime() / 1000
  const inPeriod = (t: { storeId: SQLiteColumn; day: SQLiteColumn }) =>
    and(eq(t.storeId, storeId), gte(t.day, from), lte(t.day, to))
  const orderDay = sql<string>`date(${orders.createdAt} + ${offset}, 'unixepoch')`
  // Four reads at once: one round trip (ADR 044).
  const [dayRows, sourceRows, productRows, orderRows] = await Promise.all([
    ctx.db.select().from(audienceDays).where(inPeriod(audienceDays)),
    ctx.db
      .select({
        source: audienceSources.source,
        visits: sql<number>`sum(${audienceSources.visits})`,
      })
      .from(audienceSources)
      .where(inPeriod(audienceSources))
      .groupBy(audienceSources.source),
    ctx.db
      .select({
        productId: audienceProducts.productId,
        name: products.name,
        views: sql<number>`sum(${audienceProducts.views})`.as('views'),
      })
      .from(audienceProducts)
      // A product since removed is left out.
      .innerJoin(
        products,
        and(
          eq(products.storeId, audienceProducts.storeId),
          eq(products.id, audienceProducts.productId),
        ),
      )
      .where(inPeriod(audienceProducts))
      .groupBy(audienceProducts.productId, products.name)
      .orderBy(desc(sql`views`), products.name)
      .limit(TOP_PRODUCTS),
    ctx.db
      .select({ day: orderDay, orders: count() })
      .from(orders)
      .where(
        and(
          eq(orders.storeId, storeId),
          // The funnel's last step: orders placed on the storefront, not sales typed in later.
          eq(orders.source, 'storefront'),
          gte(orders.createdAt, new Date(since * 1000)),
        ),
      )
      .groupBy(orderDay),
  ])
  const byDay = new Map(dayRows.map((row) => [row.day, row]))
  const ordersByDay = new Map(orderRows.map((row) => [row.day, Number(row.orders)]))
  const series: (AudienceFunnel & { day: string })[] = []
  const totals = { visits: 0, pageViews: 0, productViews: 0, carts: 0, checkouts: 0, orders: 0 }
  for (let i = 0; i < days; i++) {
    const day = shiftDay(from, i)
    const row = byDay.get(day)
    const figures = {
      visits: row?.visits ?? 0,
      productViews: row?.productViews ?? 0,
      carts: row?.carts ?? 0,
      checkouts: row?.checkouts ?? 0,
      orders: ordersByDay.get(day) ?? 0,
    }
    series.push({ day, ...figures })
    for (const key of Object.keys(figures) as (keyof AudienceFunnel)[]) totals[key] += figures[key]
    totals.pageViews += row?.pageViews ?? 0
  }
  const visitsBy = new Map(sourceRows.map((row) => [row.source, Number(row.visits)]))
  return {
    days,
    from,
    to,
    totals,
    rates: {
      productViews: rate(totals.productViews, totals.visits),
      carts: rate(totals.carts, totals.productViews),
      checkouts: rate(totals.checkouts, totals.carts),
      orders: rate(totals.orders, totals.checkouts),
      overall: rate(totals.orders, totals.visits),
    },
    series,
    // Every source, in the same order, so the screen's list never jumps.
    sources: AUDIENCE_SOURCES.map((source: AudienceSource) => ({
      source,
      visits: visitsBy.get(source) ?? 0,
    })),
    topProducts: productRows.map((row) => ({ ...row, views: Number(row.views) })),
  }
}
