import { Link } from 'react-router'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import type { CashbookEntry } from '#worker/schemas/atelier/cashbook.ts'
import { formatDay } from '../shell/format.ts'
import { cashbookPaths } from '../shell/paths/cashbook.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { EntryOrigin, SignedAmount } from './entry-origin.tsx'
import { cashbookWords as w } from './fr.ts'

const columns = (money: (n: number) => string): Column<CashbookEntry>[] => [
  {
    key: 'date',
    header: w.date,
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (e) => formatDay(e.occurredOn),
  },
  {
    key: 'label',
    header: w.label,
    cell: (e) => (
      <div className="grid gap-1">
        <Link
          to={cashbookPaths.entry(e.id)}
          className="font-medium hover:text-primary hover:underline"
        >
          {e.label}
        </Link>
        <EntryOrigin entry={e} />
      </div>
    ),
  },
  {
    key: 'category',
    header: w.category,
    className: 'hidden md:table-cell',
    cell: (e) => e.categoryName ?? fr.common.none,
  },
  {
    key: 'method',
    header: w.method,
    className: 'hidden lg:table-cell',
    cell: (e) => w.methods[e.paymentMethod],
  },
  {
    key: 'amount',
    header: w.amount,
    className: 'text-right',
    cellClassName: 'whitespace-nowrap font-medium tabular-nums',
    cell: (e) => <SignedAmount entry={e} money={money} />,
  },
]

export function CashbookTable({ items }: { items: CashbookEntry[] }) {
  const { money } = useAtelierMoney()
  return <DataTable rows={items} columns={columns(money)} />
}

/** The cash book on a phone: one card per line. */
export function CashbookCards({ items }: { items: CashbookEntry[] }) {
  const { money } = useAtelierMoney()
  return (
    <ul className="grid gap-3">
      {items.map((e) => (
        <li key={e.id} className="grid gap-2 rounded-xl border bg-card p-4">
          <div className="flex items-start justify-between gap-3">
            <Link
              to={cashbookPaths.entry(e.id)}
              className="min-w-0 font-medium hover:text-primary hover:underline"
            >
              {e.label}
            </Link>
            <span className="shrink-0 font-semibold tabular-nums">
              <SignedAmount entry={e} money={money} />
            </span>
          </div>
          <p className="text-xs text-muted-foreground">
            {formatDay(e.occurredOn)} · {e.categoryName ?? fr.common.none} ·{' '}
            {w.methods[e.paymentMethod]}
          </p>
          <EntryOrigin entry={e} />
        </li>
      ))}
    </ul>
  )
}
