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
import { overviewWords as w } from './fr.ts'

// Days and months are UTC (the platform's timezone): format them in UTC so none shifts.
const dayLabel = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const dayLong = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' })
const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })
const monthLong = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 })
const toDay = (day: string) => new Date(`${day}T00:00:00Z`)
const toMonth = (month: string) => new Date(`${month}-01T00:00:00Z`)

const axis = { tickLine: false, axisLine: false } as const
const tick = { fill: 'var(--color-muted-foreground)', fontSize: 12 }

function Bubble({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium first-letter:uppercase">{title}</p>
      {lines.map((line) => (
        <p key={line} className="tabular-nums">
          {line}
        </p>
      ))}
    </div>
  )
}

type Day = { date: string; count: number }

/** Loaded on its own (recharts is heavy): the rest of the board shows before it arrives. */
export function SignupsChart({ daily }: { daily: Day[] }) {
  const tooltip = ({ active, payload }: TooltipContentProps) => {
    const point = payload?.[0]?.payload as Day | undefined
    if (!active || !point) return null
    return <Bubble title={dayLong.format(toDay(point.date))} lines={[w.accounts(point.count)]} />
  }
  return (
    <div className="h-56 w-full" role="img" aria-label={w.signupsLabel}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => dayLabel.format(toDay(d))}
            minTickGap={24}
            tick={tick}
            {...axis}
          />
          <YAxis width={32} allowDecimals={false} tick={tick} {...axis} />
          <Tooltip cursor={{ fill: 'var(--color-accent)' }} content={tooltip} />
          <Bar
            dataKey="count"
            name={w.signupsSeries}
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
            maxBarSize={24}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

type Month = { month: string; amount: number; count: number }

/** Approved plan payments per month, in one currency. */
export function RevenueChart({ months, currency }: { months: Month[]; currency: string }) {
  const tooltip = ({ active, payload }: TooltipContentProps) => {
    const point = payload?.[0]?.payload as Month | undefined
    if (!active || !point) return null
    return (
      <Bubble
        title={monthLong.format(toMonth(point.month))}
        lines={[formatMoney(point.amount, currency), w.payments(point.count)]}
      />
    )
  }
  return (
    <div className="h-56 w-full" role="img" aria-label={w.revenueLabel}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="month"
            tickFormatter={(m: string) => monthLabel.format(toMonth(m))}
            tick={tick}
            {...axis}
          />
          <YAxis
            width={44}
            tickFormatter={(n: number) => compact.format(n)}
            tick={tick}
            {...axis}
          />
          <Tooltip cursor={{ fill: 'var(--color-accent)' }} content={tooltip} />
          <Bar
            dataKey="amount"
            name={w.revenueSeries}
            fill="#d97706"
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
