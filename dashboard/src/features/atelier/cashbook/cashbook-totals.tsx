import { ArrowDownLeft, ArrowUpRight, Wallet } from 'lucide-react'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { cn } from '#dashboard/lib/utils.ts'
import type { CashbookTotals as Totals } from '#worker/schemas/atelier/cashbook.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { cashbookWords as w } from './fr.ts'

/** Income, expense and balance of everything the filter selects. */
export function CashbookTotals({ totals }: { totals: Totals }) {
  const { money } = useAtelierMoney()
  const cards = [
    {
      label: w.kindsPlural.income,
      value: totals.income,
      icon: ArrowDownLeft,
      tone: 'text-emerald-700 dark:text-emerald-400',
    },
    {
      label: w.kindsPlural.expense,
      value: totals.expense,
      icon: ArrowUpRight,
      tone: 'text-destructive',
    },
    {
      label: w.balance,
      value: totals.balance,
      icon: Wallet,
      tone: totals.balance < 0 ? 'text-destructive' : 'text-foreground',
    },
  ]
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label}>
          <Card className="py-4">
            <CardContent className="flex items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className={cn('truncate text-xl font-semibold tabular-nums', tone)}>
                  {money(value)}
                </p>
              </div>
              <Icon className={cn('size-6 shrink-0', tone)} aria-hidden="true" />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
