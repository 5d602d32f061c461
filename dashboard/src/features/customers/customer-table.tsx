import { Link } from 'react-router'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { Customer } from '#worker/schemas/customers.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { customerWords as w } from './fr.ts'

const columns = (currency: string): Column<Customer>[] => [
  {
    key: 'name',
    header: w.name,
    cellClassName: 'font-medium',
    cell: (c) => (
      <>
        <Link to={`/user/customers/${c.id}`} className="hover:text-primary hover:underline">
          {c.firstName} {c.lastName}
        </Link>
        <span className="block text-xs font-normal text-muted-foreground tabular-nums md:hidden">
          {formatPhone(c.phone)}
        </span>
      </>
    ),
  },
  {
    key: 'phone',
    header: w.phone,
    className: 'hidden md:table-cell',
    cellClassName: 'tabular-nums',
    cell: (c) => formatPhone(c.phone),
  },
  {
    key: 'city',
    header: w.city,
    className: 'hidden lg:table-cell',
    cell: (c) => c.city ?? fr.common.none,
  },
  {
    key: 'orders',
    header: w.orders,
    className: 'text-right',
    cellClassName: 'tabular-nums',
    cell: (c) => c.orderCount,
  },
  {
    key: 'spent',
    header: w.spent,
    className: 'text-right',
    cellClassName: 'font-medium whitespace-nowrap tabular-nums',
    cell: (c) => formatMoney(c.totalSpent, currency),
  },
  {
    key: 'last',
    header: w.lastOrder,
    className: 'hidden lg:table-cell',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (c) => (c.lastOrderAt ? formatDate(c.lastOrderAt) : w.never),
  },
]

export function CustomerTable({ items, currency }: { items: Customer[]; currency: string }) {
  return <DataTable rows={items} columns={columns(currency)} />
}
