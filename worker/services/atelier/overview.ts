import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm'
import {
  atelierFabrics,
  atelierStaff,
  cashbookEntries,
  customers,
  tailoringOrders,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import type { AtelierPermission } from '../../schemas/atelier/access'
import {
  type AtelierOverview,
  OPEN_STAGES,
  type OpenStage,
  type OverviewFabric,
  type OverviewOrder,
} from '../../schemas/atelier/overview'
import { weekOf } from './calendar'
import { todayOf } from './days'
import { paidSql } from './tailoring-orders/guard'
import { isLate, isOpen } from './tailoring-orders/queries'

const o = tailoringOrders
const LIST_LIMIT = 50
const UNPAID_LIMIT = 10

/**
 * GET /api/atelier/overview. Each section is read only if the caller's role opens it, all
 * of them at once.
 */
export async function getAtelierOverview(ctx: AtelierCtx): Promise<AtelierOverview> {
  const may = (p: AtelierPermission) => ctx.atelier.permissions.has(p)
  const when = <T>(p: AtelierPermission, read: () => Promise<T>) =>
    may(p) ? read() : Promise.resolve(null)
  const today = todayOf(ctx)
  const sunday = weekOf(today).weekEnd
  const store = ctx.store.id
  const [dueToday, late, dueThisWeek, unpaid, counts, lowFabrics, cash, staffCount] =
    await Promise.all([
      when('orders', () => orderList(ctx, and(eq(o.promisedOn, today), isOpen), asc(o.number))),
      when('orders', () => orderList(ctx, isLate(today), asc(o.promisedOn))),
      when('orders', async () => {
        const week = and(eq(o.storeId, store), isOpen, gte(o.promisedOn, today))
        const [row] = await ctx.db
          .select({ n: count() })
          .from(o)
          .where(and(week, lte(o.promisedOn, sunday)))
        return row?.n ?? 0
      }),
      when('orders', () => unpaidOrders(ctx)),
      when('orders', () => stageCounts(ctx)),
      when('fabrics', () => lowFabricList(ctx)),
      when('cashbook', () => cashTotals(ctx, today)),
      when('staff', async () => {
        const [row] = await ctx.db
          .select({ n: count() })
          .from(atelierStaff)
          .where(and(eq(atelierStaff.storeId, store), eq(atelierStaff.active, true)))
        return row?.n ?? 0
      }),
    ])
  return {
    currency: ctx.store.currency,
    today,
    dueToday,
    late,
    dueThisWeek,
    unpaid,
    lowFabrics,
    counts,
    cash,
    staffCount,
  }
}

async function orderList(
  ctx: AtelierCtx,
  where: SQL | undefined,
  orderBy: SQL,
  limit = LIST_LIMIT,
): Promise<OverviewOrder[]> {
  const rows = await ctx.db
    .select({
      id: o.id,
      number: o.number,
      stage: o.stage,
      promisedOn: o.promisedOn,
      price: o.price,
      paid: paidSql,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(o)
    .innerJoin(customers, eq(customers.id, o.customerId))
    .where(and(eq(o.storeId, ctx.store.id), where))
    .orderBy(orderBy, asc(o.number))
    .limit(limit)
  return rows.map(({ firstName, lastName, ...r }) => ({
    ...r,
    paid: Number(r.paid),
    balance: r.price - Number(r.paid),
    customerName: `${firstName} ${lastName}`.trim(),
  }))
}

/** Orders not canceled with something left to pay: the largest balances, and the total. */
async function unpaidOrders(ctx: AtelierCtx) {
  const owed = and(notInArray(o.stage, ['canceled']), gt(sql`${o.price} - ${paidSql}`, 0))
  const balances = ctx.db
    .select({ balance: sql<number>`${o.price} - ${paidSql}`.as('balance') })
    .from(o)
    .where(and(eq(o.storeId, ctx.store.id), owed))
    .as('balances')
  const [orders, [total]] = await Promise.all([
    orderList(ctx, owed, desc(sql`${o.price} - ${paidSql}`), UNPAID_LIMIT),
    ctx.db
      .select({ n: count(), sum: sql<number>`coalesce(sum(${balances.balance}), 0)` })
      .from(balances),
  ])
  return { orders, count: total?.n ?? 0, totalOutstanding: Number(total?.sum ?? 0) }
}

async function stageCounts(ctx: AtelierCtx): Promise<Record<OpenStage, number>> {
  const rows = await ctx.db
    .select({ stage: o.stage, n: count() })
    .from(o)
    .where(and(eq(o.storeId, ctx.store.id), inArray(o.stage, [...OPEN_STAGES])))
    .groupBy(o.stage)
  const counts = Object.fromEntries(OPEN_STAGES.map((s) => [s, 0])) as Record<OpenStage, number>
  for (const r of rows) counts[r.stage as OpenStage] = r.n
  return counts
}

async function lowFabricList(ctx: AtelierCtx): Promise<OverviewFabric[]> {
  const f = atelierFabrics
  return ctx.db
    .select({ id: f.id, name: f.name, stockCm: f.stockCm, lowStockCm: f.lowStockCm })
    .from(f)
    .where(and(eq(f.storeId, ctx.store.id), lt(f.stockCm, f.lowStockCm)))
    .orderBy(asc(f.stockCm), asc(f.name))
    .limit(LIST_LIMIT)
}

/** Money in and out today and this month, from the cash book's days. */
async function cashTotals(ctx: AtelierCtx, today: string) {
  const e = cashbookEntries
  const month = today.slice(0, 7)
  const sumOf = (kind: 'income' | 'expense', day?: string) =>
    sql<number>`coalesce(sum(case when ${e.kind} = ${kind}${
      day ? sql` and ${e.occurredOn} = ${day}` : sql``
    } then ${e.amount} else 0 end), 0)`
  const [row] = await ctx.db
    .select({
      todayIncome: sumOf('income', today),
      todayExpense: sumOf('expense', today),
      monthIncome: sumOf('income'),
      monthExpense: sumOf('expense'),
    })
    .from(e)
    .where(
      and(
        eq(e.storeId, ctx.store.id),
        gte(e.occurredOn, `${month}-01`),
        lte(e.occurredOn, `${month}-31`),
      ),
    )
  return {
    todayIncome: Number(row?.todayIncome ?? 0),
    todayExpense: Number(row?.todayExpense ?? 0),
    monthIncome: Number(row?.monthIncome ?? 0),
    monthExpense: Number(row?.monthExpense ?? 0),
  }
}
