import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import {
  cashHandovers,
  customers,
  deliveries,
  orderItems,
  orders,
  products,
  productVariants,
} from '../db/schema'
import type { StoreCtx } from '../env'
import { iso } from '../lib/dates'
import { OrderStatus } from '../schemas/orders'
import { dayStart, localDay, shiftDay, utcOffsetSeconds } from '../schemas/shop-clock'
import {
  LOW_STOCK_THRESHOLD,
  type LowStockEntry,
  type PeriodFigure,
  SALE_STATUSES,
  type Stats,
  type StatsQuery,
} from '../schemas/stats'

/** `isSale` (ADR 061) as a condition on `orders`: the one definition, in SQL. */
const saleWhere = or(
  inArray(orders.status, SALE_STATUSES),
  and(eq(orders.status, 'pending'), eq(orders.paymentStatus, 'paid')),
)

const at = (seconds: number) => new Date(seconds * 1000)
/** Unix seconds at which `day` starts on the shop's clock. */
const startOf = (day: string, zone: string) => dayStart(day, zone).getTime() / 1000

type Period = keyof Stats['sales']
const PERIODS: Period[] = ['today', 'last7Days', 'last30Days']
type Starts = Record<Period, number>

/** Number and amount of the selected orders dated (by `at`, unix seconds) from `since`. */
const countSince = (since: number, at: SQL = sql`${orders.createdAt}`) =>
  sql<number>`coalesce(sum(case when ${at} >= ${since} then 1 else 0 end), 0)`
const amountSince = (since: number, at: SQL = sql`${orders.createdAt}`) =>
  sql<number>`coalesce(sum(case when ${at} >= ${since} then ${orders.total} else 0 end), 0)`

/** The delivery fees within `amountSince`: sales with and without them (ADR 050). */
const feesSince = (since: number, at: SQL = sql`${orders.createdAt}`) =>
  sql<number>`coalesce(sum(case when ${at} >= ${since} then coalesce(${orders.deliveryFee}, 0) else 0 end), 0)`

/** The promo codes' discounts within `amountSince` (ADR 054): its amount is net of them. */
const discountsSince = (since: number) =>
  sql<number>`coalesce(sum(case when ${orders.createdAt} >= ${since} then ${orders.discount} else 0 end), 0)`

const figure = (amount = 0, n = 0, fees = 0): PeriodFigure => ({
  amount: Number(amount),
  count: Number(n),
  deliveryFees: Number(fees),
})

/** Each period's count, amount and fees (and discounts) as columns of one select. */
function periodColumns(starts: Starts, at?: SQL, discounts = false) {
  const columns: Record<string, SQL<number>> = {}
  for (const p of PERIODS) {
    columns[`${p}Count`] = countSince(starts[p], at)
    columns[`${p}Amount`] = amountSince(starts[p], at)
    columns[`${p}Fees`] = feesSince(starts[p], at)
    if (discounts) columns[`${p}Discounts`] = discountsSince(starts[p])
  }
  return columns
}

const periodFigures = (row: Record<string, number> | undefined) =>
  Object.fromEntries(
    PERIODS.map((p) => [p, figure(row?.[`${p}Amount`], row?.[`${p}Count`], row?.[`${p}Fees`])]),
  ) as Stats['sales']

/**
 * The Tableau de Board of the caller's shop. Calendar days are the shop's (ADR 048): an order
 * placed at 23:30 in Cotonou (22:30 UTC) is that evening's sale, not the next UTC day's.
 */
export async function getStats(ctx: StoreCtx, query: StatsQuery): Promise<Stats> {
  const days = query.days ?? 30
  const zone = ctx.store.timeZone
  const todayDay = localDay(ctx.now, zone)
  const firstDay = shiftDay(todayDay, -(days - 1))
  const starts: Starts = {
    today: startOf(todayDay, zone),
    last7Days: startOf(shiftDay(todayDay, -6), zone),
    last30Days: startOf(shiftDay(todayDay, -29), zone),
  }
  const periodStart = startOf(firstDay, zone)
  // SQLite knows no zones: the day of an order is its instant moved by the zone's offset. The
  // zones served keep one offset all year; read now, it holds over the whole period.
  const offset = utcOffsetSeconds(ctx.now, zone)
  const sid = ctx.store.id
  const sold = and(eq(orders.storeId, sid), saleWhere)
  const [sales, paidSales, daily, byStatus, bestSellers, lowStock, newCount, latest, courierCash] =
    await Promise.all([
      ctx.db
        .select(periodColumns(starts, undefined, true))
        .from(orders)
        .where(and(sold, gte(orders.createdAt, at(starts.last30Days))))
        .get(),
      loadPaidSales(ctx, starts),
      ctx.db
        .select({
          date: sql<string>`date(${orders.createdAt} + ${offset}, 'unixepoch')`.as('day'),
          amount: sql<number>`sum(${orders.total})`,
          count: count(),
        })
        .from(orders)
        .where(and(sold, gte(orders.createdAt, at(periodStart))))
        .groupBy(sql`day`),
      ctx.db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(eq(orders.storeId, sid))
        .groupBy(orders.status),
      loadBestSellers(ctx, periodStart),
      loadLowStock(ctx),
      ctx.db
        .select({ n: count() })
        .from(customers)
        .where(and(eq(customers.storeId, sid), gte(customers.createdAt, at(periodStart))))
        .get(),
      ctx.db
        .select()
        .from(customers)
        .where(eq(customers.storeId, sid))
        .orderBy(desc(customers.createdAt), desc(sql`rowid`))
        .limit(5),
      loadCourierCashToday(ctx, todayDay),
    ])
  const byDay = new Map(daily.map((d) => [d.date, d]))
  return {
    currency: ctx.store.currency,
    timezone: zone,
    days,
    sales: periodFigures(sales),
    paidSales,
    discounts: Object.fromEntries(
      PERIODS.map((p) => [p, Number(sales?.[`${p}Discounts`] ?? 0)]),
    ) as Stats['discounts'],
    courierCashToday: courierCash,
    ordersByStatus: Object.fromEntries(
      OrderStatus.options.map((s) => [s, byStatus.find((r) => r.status === s)?.n ?? 0]),
    ) as Stats['ordersByStatus'],
    bestSellers,
    lowStock,
    newCustomers: {
      count: newCount?.n ?? 0,
      latest: latest.map((c) => ({
        id: c.id,
        firstName: c.firstName,
        lastName: c.lastName,
        city: c.city,
        createdAt: iso(c.createdAt)!,
      })),
    },
    daily: Array.from({ length: days }, (_, i) => {
      const date = shiftDay(firstDay, i)
      const point = byDay.get(date)
      return { date, amount: Number(point?.amount ?? 0), count: point?.count ?? 0 }
    }),
  }
}

/**
 * What the shop has been paid: orders whose payment status is `paid`, dated by when they were
 * paid (an order placed yesterday and confirmed today is today's money). A paid order the
 * merchant later canceled still counts until its refund is recorded: the money is in hand.
 */
async function loadPaidSales(ctx: StoreCtx, starts: Starts): Promise<Stats['paidSales']> {
  const paidOn = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`
  const row = await ctx.db
    .select(periodColumns(starts, paidOn))
    .from(orders)
    .where(
      and(
        eq(orders.storeId, ctx.store.id),
        eq(orders.paymentStatus, 'paid'),
        sql`${paidOn} >= ${starts.last30Days}`,
      ),
    )
    .get()
  return periodFigures(row)
}

/** Cash collected at the door on the shop's today, less what couriers handed in for today. */
async function loadCourierCashToday(ctx: StoreCtx, today: string): Promise<number> {
  const row = await ctx.db
    .select({
      owed: sql<number>`(select coalesce(sum(${deliveries.cashCollected}), 0) from ${deliveries}
        where ${deliveries.storeId} = ${ctx.store.id} and ${deliveries.day} = ${today})
        - (select coalesce(sum(${cashHandovers.amount}), 0) from ${cashHandovers}
        where ${cashHandovers.storeId} = ${ctx.store.id} and ${cashHandovers.day} = ${today})`,
    })
    .from(sql`(select 1)`)
    .get()
  return Math.max(0, Number(row?.owed ?? 0))
}

/** Top 5 by quantity sold since `since`; a deleted product still counts, under its sold name. */
async function loadBestSellers(ctx: StoreCtx, since: number) {
  const quantity = sql<number>`sum(${orderItems.quantity})`.as('sold_quantity')
  const rows = await ctx.db
    .select({
      productId: orderItems.productId,
      name: sql<string>`coalesce(max(${products.name}), max(${orderItems.productName}))`.as(
        'best_name',
      ),
      quantity,
      revenue: sql<number>`sum(${orderItems.lineTotal})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orderItems.storeId, ctx.store.id),
        eq(orders.storeId, ctx.store.id),
        saleWhere,
        gte(orders.createdAt, at(since)),
      ),
    )
    .groupBy(sql`coalesce(${orderItems.productId}, ${orderItems.productName})`)
    .orderBy(desc(sql`sold_quantity`), asc(sql`best_name`))
    .limit(5)
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), revenue: Number(r.revenue) }))
}

/**
 * A product with sizes or colours is listed by its variants only: its own stock is their sum,
 * and the merchant restocks a size and a colour, not the total.
 */
async function loadLowStock(ctx: StoreCtx): Promise<LowStockEntry[]> {
  const hasVariants = ctx.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(eq(productVariants.storeId, ctx.store.id), eq(productVariants.productId, products.id)),
    )
  const [productRows, variantRows] = await Promise.all([
    ctx.db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(
        and(
          eq(products.storeId, ctx.store.id),
          lte(products.stock, LOW_STOCK_THRESHOLD),
          notExists(hasVariants),
        ),
      )
      .orderBy(asc(products.stock), asc(products.name))
      .limit(10),
    ctx.db
      .select({ variant: productVariants, name: products.name })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(productVariants.storeId, ctx.store.id),
          lte(productVariants.stock, LOW_STOCK_THRESHOLD),
        ),
      )
      .orderBy(asc(productVariants.stock), asc(products.name))
      .limit(10),
  ])
  return [
    ...productRows.map((p) => ({
      productId: p.id,
      variantId: null,
      name: p.name,
      variant: null,
      stock: p.stock,
    })),
    ...variantRows.map(({ variant: v, name }) => ({
      productId: v.productId,
      variantId: v.id,
      name,
      variant: [v.size, v.color].filter(Boolean).join(', ') || null,
      stock: v.stock,
    })),
  ]
    .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name, 'fr'))
    .slice(0, 10)
}
