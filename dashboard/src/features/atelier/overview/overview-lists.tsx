import { Link } from 'react-router'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { STAGE_LABEL } from '#worker/schemas/atelier/orders.ts'
import {
  type AtelierOverview,
  OPEN_STAGES,
  type OverviewFabric,
  type OverviewOrder,
} from '#worker/schemas/atelier/overview.ts'
import { formatDay, formatMetres } from '../shell/format.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { overviewWords as w } from './fr.ts'

const Empty = ({ children }: { children: string }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
)

/** Orders, each linking to its page; `show` picks the figure on the right. */
export function OrderList({
  orders,
  empty,
  show,
  money,
}: {
  orders: OverviewOrder[]
  empty: string
  show: 'promised' | 'balance'
  money: (minor: number) => string
}) {
  if (orders.length === 0) return <Empty>{empty}</Empty>
  return (
    <ul className="grid grid-cols-1 gap-3">
      {orders.map((o) => (
        <li key={o.id} className="flex items-center gap-3 text-sm">
          <div className="min-w-0 flex-1">
            <Link to={orderPaths.view(o.id)} className="block truncate font-medium hover:underline">
              {o.number} · {o.customerName}
            </Link>
            <p className="text-xs text-muted-foreground">
              {show === 'promised' ? w.promisedOn(formatDay(o.promisedOn)) : STAGE_LABEL[o.stage]}
            </p>
          </div>
          {show === 'balance' ? (
            <span className="font-medium whitespace-nowrap tabular-nums">{money(o.balance)}</span>
          ) : (
            <Badge variant={o.balance > 0 ? 'warning' : 'secondary'}>{STAGE_LABEL[o.stage]}</Badge>
          )}
        </li>
      ))}
    </ul>
  )
}

export function FabricList({ fabrics }: { fabrics: OverviewFabric[] }) {
  if (fabrics.length === 0) return <Empty>{w.lowFabricsEmpty}</Empty>
  return (
    <ul className="grid grid-cols-1 gap-3">
      {fabrics.map((f) => (
        <li key={f.id} className="flex items-center gap-3 text-sm">
          <Link
            to={fabricPaths.fabric(f.id)}
            className="min-w-0 flex-1 truncate font-medium hover:underline"
          >
            {f.name}
          </Link>
          <Badge variant={f.stockCm === 0 ? 'destructive' : 'warning'}>
            {w.stock(formatMetres(f.stockCm), formatMetres(f.lowStockCm))}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

export function StageCounts({ counts }: { counts: NonNullable<AtelierOverview['counts']> }) {
  if (OPEN_STAGES.every((s) => counts[s] === 0)) return <Empty>{w.noOpenOrders}</Empty>
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {OPEN_STAGES.map((stage) => (
        <div key={stage} className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{STAGE_LABEL[stage]}</dt>
          <dd className="text-xl font-semibold tabular-nums">{counts[stage]}</dd>
        </div>
      ))}
    </dl>
  )
}

export function CashSummary({
  cash,
  money,
}: {
  cash: NonNullable<AtelierOverview['cash']>
  money: (minor: number) => string
}) {
  const rows = [
    [w.today, cash.todayIncome, cash.todayExpense],
    [w.thisMonth, cash.monthIncome, cash.monthExpense],
  ] as const
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {rows.map(([label, income, expense]) => (
        <div key={label} className="grid gap-1 rounded-lg border p-3 text-sm">
          <dt className="font-medium">{label}</dt>
          <dd className="flex justify-between gap-2">
            <span className="text-muted-foreground">{w.income}</span>
            <span className="tabular-nums">{money(income)}</span>
          </dd>
          <dd className="flex justify-between gap-2">
            <span className="text-muted-foreground">{w.expense}</span>
            <span className="tabular-nums">{money(expense)}</span>
          </dd>
          <dd className="font-medium tabular-nums">{w.balance(money(income - expense))}</dd>
        </div>
      ))}
    </dl>
  )
}
