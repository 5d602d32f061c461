import { Link } from 'react-router'
import { cn } from '#dashboard/lib/utils.ts'
import type { TailoringCalendar, TailoringOrderSummary } from '#worker/schemas/atelier/orders.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { formatLongDay, monthOf } from './calendar-days.ts'
import { orderWords } from './fr.ts'

const w = orderWords.calendar

const byDay = (orders: TailoringOrderSummary[]) => {
  const map = new Map<string, TailoringOrderSummary[]>()
  for (const o of orders) map.set(o.promisedOn, [...(map.get(o.promisedOn) ?? []), o])
  return map
}

function OrderChip({ o }: { o: TailoringOrderSummary }) {
  return (
    <Link
      to={orderPaths.view(o.id)}
      className={cn(
        // 24 px high at least: a chip is a tap target (issue 27).
        'block min-h-6 truncate rounded px-1.5 py-1 text-xs leading-4 hover:underline',
        o.late ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
      )}
    >
      {o.number} · {o.customerName}
    </Link>
  )
}

/** Large screens: the weeks of the month, each day with the orders due that day. */
export function MonthGrid({
  calendar,
  month,
  days,
}: {
  calendar: TailoringCalendar
  month: string
  days: string[]
}) {
  const due = byDay(calendar.orders)
  const inWeek = (d: string) => d >= calendar.weekStart && d <= calendar.weekEnd
  return (
    <div className="overflow-hidden rounded-lg border">
      <div className="grid grid-cols-7 border-b bg-muted/50 text-center text-xs font-medium text-muted-foreground">
        {w.weekdays.map((d) => (
          <div key={d} className="py-2" aria-hidden="true">
            {d}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7">
        {days.map((d) => {
          const orders = due.get(d) ?? []
          return (
            <li
              key={d}
              aria-label={`${formatLongDay(d)}${orders.length ? `, ${w.count(orders.length)}` : ''}`}
              className={cn(
                'grid min-h-24 content-start gap-1 border-r border-b p-1.5 [&:nth-child(7n)]:border-r-0',
                monthOf(d) !== month && 'bg-muted/30 text-muted-foreground',
                inWeek(d) && 'bg-amber-50 dark:bg-amber-500/10',
              )}
            >
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                  d === calendar.today && 'bg-primary font-semibold text-primary-foreground',
                )}
              >
                {Number(d.slice(8))}
              </span>
              {orders.map((o) => (
                <OrderChip key={o.id} o={o} />
              ))}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** Phones: only the days that have orders due, one after the other. */
export function AgendaList({ calendar, month }: { calendar: TailoringCalendar; month: string }) {
  const days = [...byDay(calendar.orders)].filter(([d]) => monthOf(d) === month)
  if (days.length === 0)
    return <p className="text-sm text-muted-foreground">{w.nothingThisMonth}</p>
  return (
    <ol className="grid gap-3">
      {days.map(([d, orders]) => (
        <li key={d} className="grid gap-1">
          <h3
            className={cn(
              'text-sm font-medium first-letter:uppercase',
              d === calendar.today && 'text-primary',
            )}
          >
            {formatLongDay(d)}
          </h3>
          <ul className="grid gap-1">
            {orders.map((o) => (
              <li key={o.id}>
                <OrderChip o={o} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}

/** "En retard" or "À rendre cette semaine": a short list beside the calendar. */
export function DueList({
  title,
  empty,
  orders,
}: {
  title: string
  empty: string
  orders: TailoringOrderSummary[]
}) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h2 className="text-sm font-medium">{title}</h2>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1">
          {orders.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-2">
              <OrderChip o={o} />
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatLongDay(o.promisedOn)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
