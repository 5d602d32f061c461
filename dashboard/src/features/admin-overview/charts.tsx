import { ChartBubble, compact, day, SimpleBarChart } from '#dashboard/components/bar-chart.tsx'
import { formatMoney } from '#worker/schemas/money.ts'
import { overviewWords as w } from './fr.ts'

const monthShort = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })
const monthLong = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const toMonth = (month: string) => new Date(`${month}-01T00:00:00Z`)

type Day = { date: string; count: number }

/** Loaded on its own: the rest of the board shows before it arrives. */
export function SignupsChart({ daily }: { daily: Day[] }) {
  return (
    <SimpleBarChart
      data={daily}
      label={w.signupsLabel}
      className="h-56"
      x={{ key: 'date', format: day.short, minTickGap: 24 }}
      y={{ width: 32, allowDecimals: false }}
      bar={{ key: 'count', name: w.signupsSeries, color: 'var(--color-primary)', maxBarSize: 24 }}
      tooltip={(p) => <ChartBubble title={day.long(p.date)} lines={[w.accounts(p.count)]} />}
    />
  )
}

type Month = { month: string; amount: number; count: number }

/** Approved plan payments per month, in one currency. */
export function RevenueChart({ months, currency }: { months: Month[]; currency: string }) {
  return (
    <SimpleBarChart
      data={months}
      label={w.revenueLabel}
      className="h-56"
      x={{ key: 'month', format: (m) => monthShort.format(toMonth(m)) }}
      y={{ width: 44, format: compact }}
      bar={{ key: 'amount', name: w.revenueSeries, color: '#d97706', maxBarSize: 28 }}
      tooltip={(p) => (
        <ChartBubble
          title={monthLong.format(toMonth(p.month))}
          lines={[formatMoney(p.amount, currency), w.payments(p.count)]}
        />
      )}
    />
  )
}
