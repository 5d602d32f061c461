import { lazy, Suspense } from 'react'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'
import type { AdminOverview } from '#worker/schemas/admin.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { overviewWords as w } from './fr.ts'

const RevenueChart = lazy(async () => ({ default: (await import('./charts.tsx')).RevenueChart }))

/** Plans are priced in XOF: the chart shows XOF (or the only currency there is), others as totals. */
export function RevenuePanel({ revenue }: { revenue: AdminOverview['revenue'] }) {
  const { currencies, months } = revenue
  const main = currencies.includes('XOF') ? 'XOF' : currencies[0]
  if (!main)
    return <p className="py-10 text-center text-sm text-muted-foreground">{w.revenueEmpty}</p>
  const series = (currency: string) =>
    months.map((m) => {
      const a = m.amounts.find((x) => x.currency === currency)
      return { month: m.month, amount: a?.amount ?? 0, count: a?.count ?? 0 }
    })
  const totals = currencies.map((c) => ({
    currency: c,
    amount: series(c).reduce((sum, m) => sum + m.amount, 0),
  }))
  return (
    <div className="grid gap-3">
      <Suspense fallback={<Skeleton className="h-56 w-full" />}>
        <RevenueChart months={series(main)} currency={main} />
      </Suspense>
      <dl className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{w.revenueTotal}</dt>
        {totals.map((t) => (
          <dd key={t.currency} className="font-semibold tabular-nums">
            {formatMoney(t.amount, t.currency)}
          </dd>
        ))}
      </dl>
    </div>
  )
}
