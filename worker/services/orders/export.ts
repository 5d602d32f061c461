import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { type OrderRow, orderItems, orders, payments } from '../../db/schema/index'
import type { StoreCtx } from '../../env'
import { textCell, toCsv } from '../../lib/csv'
import { DELIVERY_METHOD_LABEL } from '../../schemas/delivery'
import { toDecimalString } from '../../schemas/money'
import { ORDER_STATUS_LABEL } from '../../schemas/order-status'
import { ORDER_CSV_HEADERS, type OrderListQuery } from '../../schemas/orders'
import {
  ORDER_PAYMENT_METHOD_LABEL,
  PAYMENT_ROW_METHOD_LABEL,
  PAYMENT_STATUS_LABEL,
  type PaymentRowMethod,
} from '../../schemas/payments'
import { formatSortableDateTime } from '../../schemas/shop-clock'
import { isSale } from '../../schemas/stats'
import { timeZoneColumn } from '../../schemas/time-zones'
import { orderListWhere } from './orders'

const MAX_ROWS = 10_000

type ItemRow = Pick<typeof orderItems.$inferSelect, 'quantity' | 'productName' | 'size' | 'color'>

/** "2 × Robe wax (M, Bleu) ; 1 × Savon": what was ordered, readable in one cell. */
function itemsSummary(items: ItemRow[] = []): string {
  return items
    .map((i) => {
      const variant = [i.size, i.color].filter(Boolean).join(', ')
      return `${i.quantity} × ${i.productName}${variant ? ` (${variant})` : ''}`
    })
    .join(' ; ')
}

/** "Ouaga 2000 (24 h)", "Retrait en boutique", "Autre zone": the order's delivery in one cell. */
function deliveryCell(o: OrderRow): string {
  if (!o.deliveryMethod) return ''
  if (o.deliveryMethod === 'pickup') return DELIVERY_METHOD_LABEL.pickup
  if (o.deliveryMethod === 'other') return DELIVERY_METHOD_LABEL.other
  return o.deliveryDelay ? `${o.deliveryZoneName} (${o.deliveryDelay})` : (o.deliveryZoneName ?? '')
}

/** "Transfert direct", "Espèces + Mobile money": how it was paid, else how the shopper chose to. */
function paymentMethodCell(o: OrderRow, paidWith: PaymentRowMethod[] = []): string {
  if (paidWith.length === 0) return ORDER_PAYMENT_METHOD_LABEL[o.paymentMethod]
  return [...new Set(paidWith)].map((m) => PAYMENT_ROW_METHOD_LABEL[m]).join(' + ')
}

/**
 * The shop's orders as the list shows them (same filters and search, up to 10 000 rows) as a
 * spreadsheet, one line per order so that the Total column adds up; its items in one cell.
 * Dates are on the shop's clock (ADR 048), as the merchant lived them.
 */
export async function exportOrdersCsv(ctx: StoreCtx, query: OrderListQuery): Promise<string> {
  const where = orderListWhere(ctx, query)
  const newestFirst = [desc(orders.createdAt), desc(orders.id)]
  const ids = ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
  const [rows, items, paid] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(MAX_ROWS),
    ctx.db
      .select({
        orderId: orderItems.orderId,
        quantity: orderItems.quantity,
        productName: orderItems.productName,
        size: orderItems.size,
        color: orderItems.color,
      })
      .from(orderItems)
      .where(
        and(eq(orderItems.storeId, ctx.store.id), inArray(orderItems.orderId, ids.limit(MAX_ROWS))),
      )
      .orderBy(sql`rowid`),
    // How each was actually paid (issue 27): the confirmed payments' methods.
    ctx.db
      .selectDistinct({ orderId: payments.orderId, method: payments.method })
      .from(payments)
      .where(
        and(
          eq(payments.storeId, ctx.store.id),
          eq(payments.status, 'paid'),
          inArray(payments.orderId, ids.limit(MAX_ROWS)),
        ),
      ),
  ])
  const paidWith = new Map<string, PaymentRowMethod[]>()
  for (const p of paid)
    if (p.orderId) paidWith.set(p.orderId, [...(paidWith.get(p.orderId) ?? []), p.method])
  const itemsOf = new Map<string, ItemRow[]>()
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item])
  return toCsv(
    // The times are the shop's (ADR 048): the column says which clock, as a spreadsheet can't.
    ORDER_CSV_HEADERS.map((h) =>
      h === 'Date' ? `Date (${timeZoneColumn(ctx.store.timeZone)})` : h,
    ),
    rows.map((o) => [
      o.number,
      formatSortableDateTime(o.createdAt, ctx.store.timeZone),
      ORDER_STATUS_LABEL[o.status],
      PAYMENT_STATUS_LABEL[o.paymentStatus],
      paymentMethodCell(o, paidWith.get(o.id)),
      o.firstName,
      o.lastName,
      // A sale recorded without a phone has none: an empty cell, not a lone "+".
      o.phone ? textCell(`+${o.phone}`) : '',
      o.city,
      o.itemCount,
      itemsSummary(itemsOf.get(o.id)),
      o.promoCode ?? '',
      toDecimalString(o.discount, o.currency),
      deliveryCell(o),
      // Empty while an "other zone" fee is still to set, or when the shop offered no choice.
      o.deliveryFee === null ? '' : toDecimalString(o.deliveryFee, o.currency),
      o.landmark ?? '',
      toDecimalString(o.total, o.currency),
      o.currency,
      isSale(o) ? 'Oui' : 'Non',
    ]),
  )
}
