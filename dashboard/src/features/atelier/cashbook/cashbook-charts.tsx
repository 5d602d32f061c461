import { useQuery } from '@tanstack/react-query'
import { ChartBubble, compact, day, SimpleBarChart } from '#dashboard/components/bar-chart.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import type { CashbookPeriod } from '#worker/schemas/atelier/cashbook.ts'
import { formatMonth } from '../shell/format.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { cashbookWords as w } from './fr.ts'
import { cashbookSummaryQuery } from './queries.ts'

const monthShort = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })
const toMonth = (month: string) => new Date(`${month}-01T00:00:00Z`)

const BARS = [
  { key: 'income', name: w.kindsPlural.income, color: '#059669', maxBarSize: 20 },
  {
    key: 'expense',
    name: w.kindsPlural.expense,
    color: 'var(--color-destructive)',
    maxBarSize: 20,
  },
] as const

function PeriodChart({
  periods,
  label,
  by,
}: {
  periods: CashbookPeriod[]
  label: string
  by: 'day' | 'month'
}) {
  const { money } = useAtelierMoney()
  const title = (p: string) => (by === 'day' ? day.long(p) : formatMonth(p))
  return (
    <SimpleBarChart
      data={periods}
      label={label}
      className="h-56"
      x={{
        key: 'period',
        format: by === 'day' ? day.short : (m) => monthShort.format(toMonth(m)),
        minTickGap: by === 'day' ? 24 : 4,
      }}
      y={{ width: 44, format: compact, allowDecimals: false }}
      bar={[...BARS]}
      tooltip={(p) => (
        <ChartBubble
          title={title(p.period)}
          lines={[
            `${w.kindsPlural.income} : ${money(p.income)}`,
            `${w.kindsPlural.expense} : ${money(p.expense)}`,
            `${w.balance} : ${money(p.balance)}`,
          ]}
          note={w.charts.heldAtEnd(money(p.runningBalance))}
        />
      )}
    />
  )
}

/** Income beside expense: this month day by day, the last 12 months month by month. */
export function CashbookCharts() {
  const daily = useQuery(cashbookSummaryQuery({ by: 'day' }))
  const monthly = useQuery(cashbookSummaryQuery({ by: 'month' }))
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SectionCard title={w.charts.daily}>
        <QueryView query={daily}>
          {(periods) => <PeriodChart periods={periods} label={w.charts.daily} by="day" />}
        </QueryView>
      </SectionCard>
      <SectionCard title={w.charts.monthly}>
        <QueryView query={monthly}>
          {(periods) => <PeriodChart periods={periods} label={w.charts.monthly} by="month" />}
        </QueryView>
      </SectionCard>
    </div>
  )
}
