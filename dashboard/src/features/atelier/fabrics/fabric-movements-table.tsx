import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import type { FabricMovement } from '#worker/schemas/atelier/fabrics.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { formatDelta } from './format.ts'
import { fabricWords } from './fr.ts'

const w = fabricWords.movements
const TONE = {
  purchase: 'success',
  use: 'info',
  return: 'secondary',
  adjustment: 'warning',
} as const

const columns = (currency: string): Column<FabricMovement>[] => [
  {
    key: 'date',
    header: w.date,
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (m) => formatDateTime(m.createdAt),
  },
  {
    key: 'kind',
    header: w.kind,
    cell: (m) => (
      <>
        <Badge variant={TONE[m.kind]}>{w.kinds[m.kind]}</Badge>
        {m.orderNumber && <span className="block text-xs">{w.order(m.orderNumber)}</span>}
        {m.note && (
          <span className="block max-w-56 text-xs text-muted-foreground md:hidden">{m.note}</span>
        )}
      </>
    ),
  },
  {
    key: 'quantity',
    header: w.quantity,
    className: 'text-right',
    cellClassName: 'font-medium whitespace-nowrap tabular-nums',
    cell: (m) => formatDelta(m.deltaCm),
  },
  {
    key: 'amount',
    header: w.amount,
    className: 'hidden text-right sm:table-cell',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (m) => (m.amount ? formatMoney(m.amount, currency) : fabricWords.none),
  },
  {
    key: 'note',
    header: w.note,
    className: 'hidden md:table-cell',
    cellClassName: 'max-w-xs text-muted-foreground',
    cell: (m) => m.note ?? fabricWords.none,
  },
  {
    key: 'by',
    header: w.by,
    className: 'hidden lg:table-cell',
    cellClassName: 'whitespace-nowrap',
    cell: (m) => m.createdByName ?? fabricWords.none,
  },
]

/** The fabric's history, newest first: purchases, uses by orders, returns, adjustments. */
export function FabricMovementsTable({
  items,
  currency,
}: {
  items: FabricMovement[]
  currency: string
}) {
  if (items.length === 0) return <EmptyState>{w.empty}</EmptyState>
  return <DataTable rows={items} columns={columns(currency)} aria-label={w.title} />
}
