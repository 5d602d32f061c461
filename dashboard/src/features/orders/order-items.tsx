import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Order, OrderItem } from '#worker/schemas/orders.ts'

const t = fr.orders

function options(item: OrderItem): string {
  const parts = [item.size && t.size(item.size), item.color && t.color(item.color)].filter(
    (p): p is string => Boolean(p),
  )
  return t.options(parts)
}

export function OrderItems({ order }: { order: Order }) {
  const money = (n: number) => formatMoney(n, order.currency)
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t.product}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t.unitPrice}</TableHead>
          <TableHead className="text-right">{t.quantity}</TableHead>
          <TableHead className="text-right">{t.lineTotal}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {(order.items ?? []).map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <p className="font-medium">{item.productName}</p>
              {options(item) && <p className="text-xs text-muted-foreground">{options(item)}</p>}
              <p className="text-xs text-muted-foreground sm:hidden">{money(item.unitPrice)}</p>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {money(item.unitPrice)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
            <TableCell className="text-right tabular-nums">{money(item.lineTotal)}</TableCell>
          </TableRow>
        ))}
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={2} className="hidden font-semibold sm:table-cell">
            {t.total}
          </TableCell>
          <TableCell className="font-semibold sm:hidden">{t.total}</TableCell>
          <TableCell className="text-right tabular-nums">{order.itemCount}</TableCell>
          <TableCell className="text-right text-base font-semibold tabular-nums">
            {money(order.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  )
}
