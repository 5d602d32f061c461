import { Link } from 'react-router'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'

const t = fr.orders

// From the sm breakpoint up (phones get OrderCards); columns fold away below lg. A customer's
// profile hides who and where (every row would repeat the same person).
export function OrderTable({
  items,
  showCustomer = true,
}: {
  items: Order[]
  showCustomer?: boolean
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t.number}</TableHead>
          {showCustomer && <TableHead>{t.customer}</TableHead>}
          {showCustomer && <TableHead className="hidden lg:table-cell">{t.phone}</TableHead>}
          {showCustomer && <TableHead className="hidden md:table-cell">{t.city}</TableHead>}
          <TableHead className="text-right">{t.total}</TableHead>
          <TableHead>{t.status}</TableHead>
          <TableHead className="hidden md:table-cell">{t.date}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((o) => (
          <TableRow key={o.id}>
            <TableCell className="font-medium whitespace-nowrap">
              <Link to={`/user/orders/${o.id}`} className="hover:text-primary hover:underline">
                {o.number}
              </Link>
              <span className="block text-xs font-normal text-muted-foreground md:hidden">
                {formatDateTime(o.createdAt)}
              </span>
            </TableCell>
            {showCustomer && (
              <TableCell>
                {o.firstName} {o.lastName}
                <span className="block text-xs text-muted-foreground md:hidden">{o.city}</span>
              </TableCell>
            )}
            {showCustomer && (
              <TableCell className="hidden tabular-nums lg:table-cell">+{o.phone}</TableCell>
            )}
            {showCustomer && <TableCell className="hidden md:table-cell">{o.city}</TableCell>}
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {formatMoney(o.total, o.currency)}
            </TableCell>
            <TableCell>
              <OrderStatusBadge status={o.status} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
              {formatDateTime(o.createdAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
