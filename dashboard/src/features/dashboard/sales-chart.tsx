import { ChartBubble, compact, day, SimpleBarChart } from '#dashboard/components/bar-chart.tsx'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Stats } from '#worker/schemas/stats.ts'
import { boardWords as w } from './fr.ts'

/** Loaded on its own: the rest of the board shows before it arrives. */
export function SalesChart({ daily, currency }: { daily: Stats['daily']; currency: string }) {
  return (
    <SimpleBarChart
      data={daily}
      label={w.chartLabel}
      className="h-64"
      x={{ key: 'date', format: day.short, minTickGap: 24 }}
      y={{ width: 44, format: compact, allowDecimals: false }}
      bar={{ key: 'amount', name: w.chartAmount, color: 'var(--color-primary)', maxBarSize: 28 }}
      tooltip={(p) => (
        <ChartBubble
          title={day.long(p.date)}
          lines={[formatMoney(p.amount, currency)]}
          note={w.ordersCount(p.count)}
        />
      )}
    />
  )
}
