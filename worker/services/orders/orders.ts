import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  like,
  ne,
  notInArray,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import { type Db, readBatch } from '../../db/client'
import {
  couriers,
  deliveries,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  type OutboxRow,
  orderEvents,
  orderItems,
  orders,
  type PaymentRow,
  payments,
} from '../../db/schema/index'
import type { ShopDatabaseCtx, StoreCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { iso } from '../../lib/dates'
import { ApiError } from '../../lib/errors'
import { containsPattern } from '../../lib/search'
import type { OrderCourier } from '../../schemas/couriers'
import type { OrderDelivery } from '../../schemas/delivery'
import type { Paged } from '../../schemas/fields'
import {
  type Order,
  type OrderEvent,
  type OrderItem,
  type OrderListQuery,
  type OrderPayment,
  type OrderReceipt,
  orderMsg,
} from '../../schemas/orders'
import { loadOrderMessages, toOrderMessage } from './order-messages'

function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    size: row.size,
    color: row.color,
    lineTotal: row.lineTotal,
  }
}

function toOrderEvent(row: OrderEventRow): OrderEvent {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    actor: row.actor,
    actorName: row.actorName,
    createdAt: iso(row.createdAt)!,
  }
}

/**
 * One order's id, or a subquery naming it: a batch that finds the order by its tracking token
 * or its key reads its lines and history in the same trip, not after its id (ADR 044).
 */
export type OrderIdOf = string | SQLWrapper
const ofOrder = (column: typeof orderItems.orderId | typeof orderEvents.orderId, id: OrderIdOf) =>
  typeof id === 'string' ? eq(column, id) : inArray(column, id)

/** An order's lines, in the order they were written. */
export function loadOrderItems(db: Db, storeId: string, orderId: OrderIdOf) {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.storeId, storeId), ofOrder(orderItems.orderId, orderId)))
}

/** Oldest first; rowid breaks ties between events written in the same second. */
export function loadOrderEvents(db: Db, storeId: string, orderId: OrderIdOf) {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.storeId, storeId), ofOrder(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(sql`rowid`))
}

/** Only what the merchant needs to follow a payment: no key, no checkout link. */
function toOrderPayment(row: PaymentRow): OrderPayment {
  return {
    id: row.id,
    method: row.method,
    providerRef: row.providerRef,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    rawStatus: row.rawStatus,
    confirmedBy: row.confirmedBy,
    confirmedByName: row.confirmedByName,
    confirmedAt: iso(row.confirmedAt),
    createdAt: iso(row.createdAt)!,
  }
}

/** An order's payment attempts, oldest first; rowid breaks ties within a second. */
export function loadOrderPayments(db: Db, storeId: string, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.orderId, orderId),
        eq(payments.purpose, 'order'),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(sql`rowid`))
}

/** What the order copied of its delivery when placed (ADR 050): never read from the zone. */
export function deliveryOfOrder(row: OrderRow): OrderDelivery | null {
  if (!row.deliveryMethod) return null
  return {
    method: row.deliveryMethod,
    zoneName: row.deliveryZoneName,
    delay: row.deliveryDelay,
    fee: row.deliveryFee,
    landmark: row.landmark,
    locationUrl: row.locationUrl,
  }
}

/** What the order's confirmed payments cover, as the ledger's roll-up counts them. */
function amountsOf(row: OrderRow, paymentRows: PaymentRow[]) {
  const amountPaid = paymentRows
    .filter((p) => p.status === 'paid' && p.currency === row.currency)
    .reduce((sum, p) => sum + p.amount, 0)
  return { amountPaid, amountDue: Math.max(0, row.total - amountPaid) }
}

export function toOrder(
  row: OrderRow,
  items?: OrderItemRow[],
  events?: OrderEventRow[],
  paymentRows?: PaymentRow[],
  messageRows?: OutboxRow[],
): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    source: row.source,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    city: row.city,
    note: row.note,
    customerId: row.customerId,
    currency: row.currency,
    itemCount: row.itemCount,
    total: row.total,
    subtotal: row.total - (row.deliveryFee ?? 0) + row.discount,
    discount: row.discount,
    promoCode: row.promoCode,
    delivery: deliveryOfOrder(row),
    createdAt: iso(row.createdAt)!,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    paymentDueAt: iso(row.paymentDueAt),
    paidAt: iso(row.paidAt),
    paidAfterExpiryAt: iso(row.paidAfterExpiryAt),
    rescheduleAt: iso(row.rescheduleAt),
    ...(items ? { items: items.map(toOrderItem) } : {}),
    ...(events ? { events: events.map(toOrderEvent) } : {}),
    ...(paymentRows ? { payments: paymentRows.map(toOrderPayment) } : {}),
    ...(paymentRows ? amountsOf(row, paymentRows) : {}),
    ...(messageRows ? { messages: messageRows.map(toOrderMessage) } : {}),
  }
}

/** The shopper's private view of their order, reached only through the unguessable token. */
export async function getReceipt(
  ctx: ShopDatabaseCtx,
  trackingToken: string,
  storeId: string,
): Promise<OrderReceipt> {
  const row = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.trackingToken, trackingToken), eq(orders.storeId, storeId)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', orderMsg.notFound)
  const [items, events] = await Promise.all([
    loadOrderItems(ctx.db, row.storeId, row.id),
    loadOrderEvents(ctx.db, row.storeId, row.id),
  ])
  return toReceipt(row, items, events)
}

/** The receipt of rows already read (or just written: the intake answers from its RETURNING). */
export function toReceipt(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
): OrderReceipt {
  return {
    ...toOrder(row, items),
    items: items.map(toOrderItem),
    events: events.map(toOrderEvent),
    trackingToken: row.trackingToken,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
  }
}

/** The orders the list shows for these filters: the CSV export uses the same. */
export function orderListWhere(ctx: StoreCtx, query: OrderListQuery) {
  const q = query.q?.replace(/[%_]/g, '')
  return and(
    eq(orders.storeId, ctx.store.id),
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.reschedule
      ? and(
          isNotNull(orders.rescheduleAt),
          notInArray(orders.status, ['delivered', 'canceled', 'refused']),
        )
      : undefined,
    q
      ? or(
          like(orders.number, containsPattern(q)),
          like(orders.lastName, containsPattern(q)),
          like(orders.firstName, containsPattern(q)),
          like(orders.phone, containsPattern(q)),
        )
      : undefined,
  )
}

export async function listOrders(ctx: StoreCtx, query: OrderListQuery): Promise<Paged<Order>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = orderListWhere(ctx, query)
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ])
  return { items: rows.map((r) => toOrder(r)), page, pageSize, total: totals[0]?.n ?? 0 }
}

export async function findOrderRow(ctx: StoreCtx, id: string): Promise<OrderRow> {
  const row = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.storeId, ctx.store.id)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', orderMsg.notFound)
  return row
}

/** The order's latest delivery (ADR 052) with its courier's name: at most one row. */
function loadOrderCourier(db: Db, storeId: string, orderId: string) {
  return db
    .select({ delivery: deliveries, courierName: couriers.name })
    .from(deliveries)
    .innerJoin(couriers, and(eq(couriers.id, deliveries.courierId), eq(couriers.storeId, storeId)))
    .where(and(eq(deliveries.storeId, storeId), eq(deliveries.orderId, orderId)))
    .orderBy(desc(deliveries.createdAt), desc(sql`${deliveries}.rowid`))
    .limit(1)
}

/**
 * "N refus précédents": the shop's OTHER orders from this order's phone refused at the door.
 * The phone is read by a subquery, so the count joins the order's own read batch (ADR 044);
 * counted in this shop only (orders_store_phone_idx), never across shops.
 */
function countRefusals(db: Db, storeId: string, orderId: string) {
  const phone = db
    .select({ phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
  return db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        sql`${orders.phone} = (${phone})`,
        eq(orders.status, 'refused'),
        ne(orders.id, orderId),
      ),
    )
}

function toOrderCourier(
  rows: { delivery: typeof deliveries.$inferSelect; courierName: string }[],
): OrderCourier | null {
  const found = rows[0]
  if (!found) return null
  const d = found.delivery
  return {
    deliveryId: d.id,
    courierId: d.courierId,
    courierName: found.courierName,
    runId: d.runId,
    day: d.day,
    outcome: d.outcome,
    outcomeAt: iso(d.outcomeAt),
    cashCollected: d.cashCollected,
  }
}

/**
 * An order with its lines, history, payments, courier and the phone's refusals, in one round
 * trip (ADR 044): the reads are scoped to the shop, so another shop's order finds nothing and is
 * a NOT_FOUND. `row` is the order as stored, for a caller that decides on it (expiry).
 */
export async function readOrder(
  ctx: StoreCtx,
  id: string,
): Promise<{ row: OrderRow; order: Order }> {
  const [rows, items, events, paymentRows, messageRows, courierRows, refusals] = await readBatch(
    ctx.db,
    [
      ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.storeId, ctx.store.id)))
        .limit(1),
      loadOrderItems(ctx.db, ctx.store.id, id),
      loadOrderEvents(ctx.db, ctx.store.id, id),
      loadOrderPayments(ctx.db, ctx.store.id, id),
      loadOrderMessages(ctx.db, ctx.store.id, id),
      loadOrderCourier(ctx.db, ctx.store.id, id),
      countRefusals(ctx.db, ctx.store.id, id),
    ],
  )
  const row = rows[0]
  if (!row) throw new ApiError('NOT_FOUND', orderMsg.notFound)
  return {
    row,
    order: {
      ...toOrder(row, items, events, paymentRows, messageRows),
      courier: toOrderCourier(courierRows),
      refusals: refusals[0]?.n ?? 0,
      trackingUrl: appUrl(ctx.env, `/${ctx.store.slug}/orders/${row.trackingToken}`),
    },
  }
}

/** Returns NOT_FOUND for another shop's order. The detail carries items, history and payments. */
export async function getOrder(ctx: StoreCtx, id: string): Promise<Order> {
  return (await readOrder(ctx, id)).order
}
