import { Link } from 'react-router'
import { OrderStatusBadge } from '#dashboard/features/orders/order-status-badge.tsx'
import { ORDER_STATUS_LABEL, ORDER_STATUSES } from '#worker/schemas/order-status.ts'
import type { Stats } from '#worker/schemas/stats.ts'
import { boardWords as w } from './fr.ts'

/** Every order of the shop by status, each row leading to the filtered orders list. */
export function OrdersByStatus({ counts }: { counts: Stats['ordersByStatus'] }) {
  const total = ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0)
  if (total === 0) return <p className="text-sm text-muted-foreground">{w.byStatusEmpty}</p>
  return (
    <ul className="grid grid-cols-1 gap-3">
      {ORDER_STATUSES.map((s) => (
        <li key={s}>
          <Link
            to={`/user/orders?status=${s}`}
            className="grid gap-1.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label={`${ORDER_STATUS_LABEL[s]} : ${counts[s]}`}
          >
            <span className="flex items-center justify-between gap-2 text-sm">
              <OrderStatusBadge status={s} />
              <span className="font-medium tabular-nums">{counts[s]}</span>
            </span>
            <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${(counts[s] / total) * 100}%` }}
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
