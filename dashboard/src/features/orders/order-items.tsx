import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { TableCell, TableRow } from '#dashboard/components/ui/table.tsx'
import { cn } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Order, OrderItem } from '#worker/schemas/orders.ts'
import { orderListWords, orderWords } from './fr.ts'
import { deliveryWhere } from './order-delivery.ts'

const t = orderListWords
const d = orderWords.delivery

function options(item: OrderItem): string {
  const parts = [item.size && t.size(item.size), item.color && t.color(item.color)].filter(
    (p): p is string => Boolean(p),
  )
  return t.options(parts)
}

/**
 * A footer row's label, spanning the columns before the amounts: one fewer on a phone, where
 * the unit price is hidden (spanning as many as from `sm` pushed the amount off the screen).
 */
function LabelCells({
  wide,
  className,
  children,
}: {
  wide: number
  className: string
  children: string
}) {
  return (
    <>
      <TableCell colSpan={wide - 1} className={cn(className, 'sm:hidden')}>
        {children}
      </TableCell>
      <TableCell colSpan={wide} className={cn('hidden sm:table-cell', className)}>
        {children}
      </TableCell>
    </>
  )
}

/** A muted label/amount row of the card's footer, above the total. */
function FooterRow({ label, value }: { label: string; value: string }) {
  return (
    <TableRow className="hover:bg-transparent">
      <LabelCells wide={3} className="text-muted-foreground">
        {label}
      </LabelCells>
      <TableCell className="text-right tabular-nums">{value}</TableCell>
    </TableRow>
  )
}

function deliveryValue(order: Order): string {
  const fee = order.delivery?.fee
  if (fee === null || fee === undefined) return d.pending
  return fee === 0 ? d.free : formatMoney(fee, order.currency)
}

/**
 * The lines' subtotal, the promo code's discount and the delivery fee, above the total.
 * The discount comes off the lines before the fee (issue 26), so it sits between them, and
 * the subtotal shows as soon as there is something to subtract from or add to it.
 */
function AmountRows({ order }: { order: Order }) {
  const discounted = order.discount > 0
  if (!order.delivery && !discounted) return null
  return (
    <>
      <FooterRow label={d.subtotal} value={formatMoney(order.subtotal, order.currency)} />
      {discounted ? (
        <FooterRow
          label={orderWords.promoLine(order.promoCode ?? '')}
          value={`−${formatMoney(order.discount, order.currency)}`}
        />
      ) : null}
      {order.delivery ? (
        <FooterRow label={d.line(deliveryWhere(order) ?? '')} value={deliveryValue(order)} />
      ) : null}
    </>
  )
}

export function OrderItems({ order }: { order: Order }) {
  const money = (n: number) => formatMoney(n, order.currency)
  const columns: Column<OrderItem>[] = [
    {
      key: 'product',
      header: t.product,
      cell: (item) => (
        <>
          <p className="font-medium">{item.productName}</p>
          {options(item) && <p className="text-xs text-muted-foreground">{options(item)}</p>}
          <p className="text-xs text-muted-foreground sm:hidden">{money(item.unitPrice)}</p>
        </>
      ),
    },
    {
      key: 'unit',
      header: t.unitPrice,
      className: 'hidden text-right sm:table-cell',
      cellClassName: 'tabular-nums',
      cell: (item) => money(item.unitPrice),
    },
    {
      key: 'quantity',
      header: t.quantity,
      className: 'text-right',
      cellClassName: 'tabular-nums',
      cell: (item) => item.quantity,
    },
    {
      key: 'total',
      header: t.lineTotal,
      className: 'text-right',
      cellClassName: 'tabular-nums',
      cell: (item) => money(item.lineTotal),
    },
  ]
  return (
    <DataTable
      rows={order.items ?? []}
      columns={columns}
      footer={
        <>
          <AmountRows order={order} />
          <TableRow className="hover:bg-transparent">
            <LabelCells wide={2} className="font-semibold">
              {t.total}
            </LabelCells>
            <TableCell className="text-right tabular-nums">{order.itemCount}</TableCell>
            <TableCell className="text-right text-base font-semibold tabular-nums">
              {money(order.total)}
            </TableCell>
          </TableRow>
        </>
      }
    />
  )
}
