import { and, asc, gte, lt, lte, or } from 'drizzle-orm'
import { tailoringOrders } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import type { CalendarQuery, TailoringCalendar } from '../../schemas/atelier/orders'
import { shiftDay, todayOf } from './days'
import { flatten, isOpen, selectOrders, toSummary } from './tailoring-orders/queries'

/** Monday and Sunday of the week of `day` (weeks start on Monday in French calendars). */
export function weekOf(day: string) {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return { weekStart: shiftDay(day, -weekday), weekEnd: shiftDay(day, 6 - weekday) }
}

/**
 * The due dates of the open orders (neither delivered nor canceled) in a range of at most
 * 62 days, plus what needs attention whatever the range: every late order (promised before
 * today) and those due from today to Sunday.
 */
export async function getTailoringCalendar(
  ctx: AtelierCtx,
  query: CalendarQuery,
): Promise<TailoringCalendar> {
  const today = todayOf(ctx)
  const { weekStart, weekEnd } = weekOf(today)
  const due = tailoringOrders.promisedOn
  const rows = await selectOrders(
    ctx,
    and(
      isOpen,
      or(
        and(gte(due, query.from), lte(due, query.to)),
        lt(due, today),
        and(gte(due, today), lte(due, weekEnd)),
      ),
    ),
  ).orderBy(asc(due), asc(tailoringOrders.number))
  const all = rows.map((r) => toSummary(flatten(r), today))
  return {
    from: query.from,
    to: query.to,
    today,
    weekStart,
    weekEnd,
    orders: all.filter((o) => o.promisedOn >= query.from && o.promisedOn <= query.to),
    late: all.filter((o) => o.late),
    dueThisWeek: all.filter((o) => o.promisedOn >= today && o.promisedOn <= weekEnd),
  }
}
