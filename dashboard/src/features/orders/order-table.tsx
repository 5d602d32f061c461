import { Link } from 'react-router'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { canGoOut, type OrderSelection } from '#dashboard/features/couriers/can-go-out.ts'
import { frCouriers } from '#dashboard/features/couriers/fr.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { orderListWords, orderWords, paymentWords, saleWords } from './fr.ts'
import { customerName, shownPhone } from './order-customer.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { PaymentStatusBadge } from './payment-status-badge.tsx'

const t = orderListWords

const columns = (showCustomer: boolean, selection?: OrderSelection): (Column<Order> | false)[] => [
  selection !== undefined && {
    key: 'select',
    header: srOnly(frCouriers.batchTitle),
    className: 'w-8',
    cell: (o) =>
      canGoOut(o) ? (
        <Checkbox
          checked={selection.selected.has(o.id)}
          onCheckedChange={() => selection.toggle(o.id)}
          aria-label={frCouriers.select(o.number)}
        />
      ) : null,
  },
  {
    key: 'number',
    header: t.number,
    cellClassName: 'font-medium whitespace-nowrap',
    cell: (o) => (
      <>
        <Link to={`/user/orders/${o.id}`} className="hover:text-primary hover:underline">
          {o.number}
        </Link>
        {o.source === 'manual' && (
          <Badge variant="secondary" className="ml-2">
            {saleWords.badge}
          </Badge>
        )}
        <span className="block text-xs font-normal text-muted-foreground md:hidden">
          {formatDateTime(o.createdAt)}
        </span>
      </>
    ),
  },
  showCustomer && {
    key: 'customer',
    header: t.customer,
    cell: (o) => (
      <>
        {customerName(o)}
        <span className="block text-xs text-muted-foreground md:hidden">{o.city}</span>
      </>
    ),
  },
  showCustomer && {
    key: 'phone',
    header: t.phone,
    className: 'hidden lg:table-cell',
    cellClassName: 'tabular-nums',
    cell: shownPhone,
  },
  showCustomer && {
    key: 'city',
    header: t.city,
    className: 'hidden md:table-cell',
    cell: (o) => o.city,
  },
  {
    key: 'total',
    header: t.total,
    className: 'text-right',
    cellClassName: 'font-medium whitespace-nowrap tabular-nums',
    cell: (o) => (
      <>
        {formatMoney(o.total, o.currency)}
        {o.delivery?.fee ? (
          <span className="block text-xs font-normal text-muted-foreground">
            {orderWords.delivery.including(formatMoney(o.delivery.fee, o.currency))}
          </span>
        ) : null}
      </>
    ),
  },
  { key: 'status', header: t.status, cell: (o) => <OrderStatusBadge status={o.status} /> },
  {
    key: 'payment',
    header: paymentWords.column,
    cell: (o) => <PaymentStatusBadge status={o.paymentStatus} />,
  },
  {
    key: 'date',
    header: t.date,
    className: 'hidden md:table-cell',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (o) => formatDateTime(o.createdAt),
  },
]

// From the sm breakpoint up (phones get OrderCards); columns fold away below lg. A customer's
// profile hides who and where (every row would repeat the same person).
export function OrderTable({
  items,
  showCustomer = true,
  selection,
}: {
  items: Order[]
  showCustomer?: boolean
  /** "Tournée du jour": a box before each order that can go out with a courier. */
  selection?: OrderSelection
}) {
  return <DataTable rows={items} columns={columns(showCustomer, selection)} />
}
