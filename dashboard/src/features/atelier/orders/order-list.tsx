import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import type { TailoringOrderSummary } from '#worker/schemas/atelier/orders.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { formatDay } from '../shell/format.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { orderWords } from './fr.ts'
import { LateBadge, StageBadge } from './stage-badge.tsx'

const w = orderWords.list

function Balance({ o }: { o: TailoringOrderSummary }) {
  return o.balance > 0 ? (
    formatMoney(o.balance, o.currency)
  ) : (
    <span className="text-muted-foreground">{w.paidUp}</span>
  )
}

const columns: Column<TailoringOrderSummary>[] = [
  {
    key: 'number',
    header: w.number,
    cellClassName: 'font-medium whitespace-nowrap',
    cell: (o) => (
      <Link to={orderPaths.view(o.id)} className="hover:text-primary hover:underline">
        {o.number}
      </Link>
    ),
  },
  {
    key: 'customer',
    header: w.customer,
    cell: (o) => (
      <>
        {o.customerName}
        <span className="block text-xs text-muted-foreground">{o.garmentsSummary}</span>
      </>
    ),
  },
  {
    key: 'stage',
    header: w.stage,
    cell: (o) => (
      <span className="flex flex-wrap gap-1">
        <StageBadge stage={o.stage} />
        {o.late && <LateBadge />}
      </span>
    ),
  },
  {
    key: 'promisedOn',
    header: w.promisedOn,
    className: 'hidden md:table-cell',
    cellClassName: 'whitespace-nowrap',
    cell: (o) => formatDay(o.promisedOn),
  },
  {
    key: 'price',
    header: w.price,
    className: 'hidden lg:table-cell text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (o) => formatMoney(o.price, o.currency),
  },
  {
    key: 'balance',
    header: w.balance,
    className: 'text-right',
    cellClassName: 'font-medium whitespace-nowrap tabular-nums',
    cell: (o) => <Balance o={o} />,
  },
]

export function OrderTable({ items }: { items: TailoringOrderSummary[] }) {
  return <DataTable rows={items} columns={columns} />
}

/** The list on a phone: one tappable card per order, its stage and balance in view. */
export function OrderCards({ items }: { items: TailoringOrderSummary[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((o) => (
        <li key={o.id}>
          <Link
            to={orderPaths.view(o.id)}
            aria-label={w.open(o.number)}
            className="flex items-center gap-3 rounded-lg border p-3 outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{o.number}</span>
                <span className="flex gap-1">
                  {o.late && <LateBadge />}
                  <StageBadge stage={o.stage} />
                </span>
              </div>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{o.customerName}</span>
                <span className="font-medium whitespace-nowrap tabular-nums">
                  <Balance o={o} />
                </span>
              </div>
              <p className="truncate text-xs text-muted-foreground">
                {o.garmentsSummary} · {formatDay(o.promisedOn)}
              </p>
            </div>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
