import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Stats } from '#worker/schemas/stats.ts'
import { boardWords as w } from './fr.ts'

// Days are UTC days (the shops' timezone): format them in UTC so no day shifts.
const dayLabel = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const dayLong = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' })
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 })
const toDate = (day: string) => new Date(`${day}T00:00:00Z`)

type Point = Stats['daily'][number]

function SalesTooltip({ active, payload, currency }: TooltipContentProps & { currency: string }) {
  const point = payload?.[0]?.payload as Point | undefined
  if (!active || !point) return null
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium first-letter:uppercase">{dayLong.format(toDate(point.date))}</p>
      <p className="tabular-nums">{formatMoney(point.amount, currency)}</p>
      <p className="text-xs text-muted-foreground">{w.ordersCount(point.count)}</p>
    </div>
  )
}

/** Loaded on its own (recharts is heavy): the rest of the board shows before it arrives. */
export function SalesChart({ daily, currency }: { daily: Point[]; currency: string }) {
  return (
    <div className="h-64 w-full" role="img" aria-label={w.chartLabel}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => dayLabel.format(toDate(d))}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
            tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
          />
          <YAxis
            width={44}
            tickFormatter={(n: number) => compact.format(n)}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-accent)' }}
            content={(props) => <SalesTooltip {...props} currency={currency} />}
          />
          <Bar
            dataKey="amount"
            name={w.chartAmount}
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
