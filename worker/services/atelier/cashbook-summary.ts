import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { cashbookEntries } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { fieldError } from '../../lib/errors'
import {
  type CashbookPeriod,
  type CashbookSummaryQuery,
  cashbookMsg,
} from '../../schemas/atelier/cashbook'
import { sums } from './cashbook'
import { dayOf, shiftDay, todayOf } from './days'

const MAX_DAYS = 92
const MAX_MONTHS = 24

const addMonths = (month: string, n: number) => {
  const d = new Date(`${month}-01T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + n)
  return dayOf(d).slice(0, 7)
}
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7))

const refuse = (message: string) => fieldError('UNPROCESSABLE', 'to', message)

/**
 * The periods asked for, with the first day in and the first day after. By default the
 * current month day by day, or the last 12 months.
 */
function rangeOf(ctx: AtelierCtx, q: CashbookSummaryQuery) {
  const today = todayOf(ctx)
  if (q.by === 'day') {
    const from = q.from ?? `${(q.to ?? today).slice(0, 7)}-01`
    const to = q.to ?? shiftDay(`${addMonths(from.slice(0, 7), 1)}-01`, -1)
    if (from > to) throw refuse(cashbookMsg.periodOrder)
    const periods: string[] = []
    for (let day = from; day <= to; day = shiftDay(day, 1)) {
      periods.push(day)
      if (periods.length > MAX_DAYS) throw refuse(cashbookMsg.dayRange)
    }
    return { periods, start: from, end: shiftDay(to, 1) }
  }
  const to = q.to ?? today.slice(0, 7)
  const from = q.from ?? addMonths(to, -11)
  if (from > to) throw refuse(cashbookMsg.periodOrder)
  const span = monthsBetween(from, to) + 1
  if (span > MAX_MONTHS) throw refuse(cashbookMsg.monthRange)
  const periods = Array.from({ length: span }, (_, i) => addMonths(from, i))
  return { periods, start: `${from}-01`, end: `${addMonths(to, 1)}-01` }
}

/**
 * GET /cashbook/summary: income, expense and balance per day or month (GROUP BY in SQL), each
 * period of the range present even when empty, and the running balance of the cash held,
 * which starts from every entry before the range.
 */
export async function cashbookSummary(
  ctx: AtelierCtx,
  query: CashbookSummaryQuery,
): Promise<CashbookPeriod[]> {
  const { periods, start, end } = rangeOf(ctx, query)
  const period =
    query.by === 'day'
      ? sql<string>`${cashbookEntries.occurredOn}`
      : sql<string>`substr(${cashbookEntries.occurredOn}, 1, 7)`
  const mine = eq(cashbookEntries.storeId, ctx.store.id)
  const [rows, opening] = await Promise.all([
    ctx.db
      .select({ period, ...sums })
      .from(cashbookEntries)
      .where(and(mine, gte(cashbookEntries.occurredOn, start), lt(cashbookEntries.occurredOn, end)))
      .groupBy(period),
    ctx.db
      .select(sums)
      .from(cashbookEntries)
      .where(and(mine, lt(cashbookEntries.occurredOn, start)))
      .get(),
  ])
  const found = new Map(rows.map((r) => [r.period, r]))
  let running = (opening?.income ?? 0) - (opening?.expense ?? 0)
  return periods.map((p) => {
    const income = found.get(p)?.income ?? 0
    const expense = found.get(p)?.expense ?? 0
    running += income - expense
    return { period: p, income, expense, balance: income - expense, runningBalance: running }
  })
}
