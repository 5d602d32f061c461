import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { canGoOut, type OrderSelection } from '#dashboard/features/couriers/can-go-out.ts'
import { frCouriers } from '#dashboard/features/couriers/fr.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { saleWords } from './fr.ts'
import { customerName } from './order-customer.ts'
import { deliveryWhere } from './order-delivery.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { PaymentStatusBadge } from './payment-status-badge.tsx'

/**
 * The orders list on a phone: one tappable card per order, its status always in view. With a
 * selection ("Tournée du jour"), an order that can go out gets a box beside its card.
 */
export function OrderCards({ items, selection }: { items: Order[]; selection?: OrderSelection }) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
      {items.map((o) => (
        <li key={o.id} className="flex items-center gap-2">
          {selection && (
            <span className="flex w-6 shrink-0 justify-center">
              {canGoOut(o) && (
                <Checkbox
                  checked={selection.selected.has(o.id)}
                  onCheckedChange={() => selection.toggle(o.id)}
                  aria-label={frCouriers.select(o.number)}
                  className="size-5"
                />
              )}
            </span>
          )}
          <Link
            to={`/user/orders/${o.id}`}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-lg border p-3 outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{o.number}</span>
                <OrderStatusBadge status={o.status} />
              </div>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{customerName(o)}</span>
                <span className="font-medium whitespace-nowrap tabular-nums">
                  {formatMoney(o.total, o.currency)}
                </span>
              </div>
              <div className="flex items-center justify-between gap-2">
                <p className="min-w-0 truncate text-xs text-muted-foreground">
                  {[
                    o.source === 'manual' && saleWords.badge,
                    deliveryWhere(o) ?? o.city,
                    formatDateTime(o.createdAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <PaymentStatusBadge status={o.paymentStatus} />
              </div>
            </div>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
