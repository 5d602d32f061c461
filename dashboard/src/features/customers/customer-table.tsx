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
import { formatDate } from '#dashboard/lib/utils.ts'
import type { Customer } from '#worker/schemas/customers.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { customerWords as w } from './fr.ts'

export function CustomerTable({ items, currency }: { items: Customer[]; currency: string }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{w.name}</TableHead>
          <TableHead className="hidden md:table-cell">{w.phone}</TableHead>
          <TableHead className="hidden lg:table-cell">{w.city}</TableHead>
          <TableHead className="text-right">{w.orders}</TableHead>
          <TableHead className="text-right">{w.spent}</TableHead>
          <TableHead className="hidden lg:table-cell">{w.lastOrder}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((c) => (
          <TableRow key={c.id}>
            <TableCell className="font-medium">
              <Link to={`/user/customers/${c.id}`} className="hover:text-primary hover:underline">
                {c.firstName} {c.lastName}
              </Link>
              <span className="block text-xs font-normal text-muted-foreground tabular-nums md:hidden">
                +{c.phone}
              </span>
            </TableCell>
            <TableCell className="hidden tabular-nums md:table-cell">+{c.phone}</TableCell>
            <TableCell className="hidden lg:table-cell">{c.city ?? fr.common.none}</TableCell>
            <TableCell className="text-right tabular-nums">{c.orderCount}</TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {formatMoney(c.totalSpent, currency)}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
              {c.lastOrderAt ? formatDate(c.lastOrderAt) : w.never}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
