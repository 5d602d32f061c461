import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { insertWhere } from '../../db/conditional'
import { notLeftBehind } from '../../db/databases'
import { type OrderRow, orderEvents, orders, payments } from '../../db/schema'
import type { ShopDatabaseCtx } from '../../env'
import { newId } from '../../lib/ids'
import { PAYMENT_STATUSES, paymentMsg } from '../../schemas/payments'
import { unixNow } from '../context'
import { restockWrites } from '../orders/status'
import { bumpStoreVersion } from '../stores'
import { rollUpOrderPayment } from './ledger'

/** Orders that hold stock while they wait for a payment: online, or a transfer's reference. */
const AWAITING_METHODS = ['online', 'transfer'] as const
const SETTLED = ['paid', 'refunded'] as const
const OPEN = PAYMENT_STATUSES.filter((s) => !(SETTLED as readonly string[]).includes(s))

/**
 * The order has waited past its shop's delay without being paid. A transfer whose reference the
 * shopper gave is the merchant's to decide, so it never expires on its own.
 */
function overdue(storeId: string, orderId: string, now: number) {
  return sql`exists (select 1 from ${orders} o where o.id = ${orderId} and o.store_id = ${storeId}
    and o.status = 'pending' and o.expired_at is null and o.stock_restored_at is null
    and o.payment_method in ('online', 'transfer') and o.payment_status not in ('paid', 'refunded')
    and o.payment_due_at is not null and o.payment_due_at <= ${now}
    and not exists (select 1 from ${payments} p where p.order_id = o.id and p.method = 'transfer' and p.status = 'pending'))`
}

/**
 * Expires one order: canceled, its stock given back, its payment status `expired`. Guarded like
 * a cancellation (services/orders/status): the history row is written only if the order is still
 * overdue, and every other write only if that very row exists, so the job and a page read
 * racing on it give the stock back once. Returns whether this call expired it.
 */
export async function expireOrder(ctx: ShopDatabaseCtx, storeId: string, orderId: string) {
  const eventId = newId('oev')
  const now = unixNow(ctx)
  const applied = sql`exists (select 1 from ${orderEvents} where ${orderEvents.id} = ${eventId})`
  const restocks = await restockWrites(ctx, storeId, orderId, applied)
  await batch(ctx.db, [
    insertWhere(
      ctx.db,
      orderEvents,
      {
        id: eventId,
        storeId,
        orderId,
        status: 'canceled',
        message: paymentMsg.orderExpired,
        actor: 'system',
        createdAt: ctx.now,
      },
      overdue(storeId, orderId, now),
    ),
    ctx.db
      .update(orders)
      .set({ status: 'canceled', expiredAt: ctx.now, stockRestoredAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), applied)),
    ...restocks,
    rollUpOrderPayment(ctx, storeId, orderId),
    bumpStoreVersion(ctx, storeId),
  ])
  const written = await ctx.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.id, eventId))
    .get()
  return Boolean(written)
}

/** A read that finds an overdue order expires it first, so nobody sees stock held past its delay. */
export async function expireIfOverdue(ctx: ShopDatabaseCtx, order: OrderRow): Promise<boolean> {
  return isOverdue(order, ctx.now) ? expireOrder(ctx, order.storeId, order.id) : false
}

/** Whether `order` still holds stock for a payment whose delay has passed at `now`. */
export function isOverdue(order: OrderRow, now: Date): boolean {
  return (
    order.status === 'pending' &&
    !order.expiredAt &&
    (AWAITING_METHODS as readonly string[]).includes(order.paymentMethod) &&
    !(SETTLED as readonly string[]).includes(order.paymentStatus) &&
    order.paymentDueAt !== null &&
    order.paymentDueAt.getTime() <= now.getTime() &&
    !referencedTransfer(order)
  )
}

/**
 * A transfer whose reference was sent (its only pending payment is that reference) waits for
 * the merchant, not for a delay (issue 27): neither a read nor the job tries to expire it.
 */
const referencedTransfer = (order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>) =>
  order.paymentMethod === 'transfer' && order.paymentStatus === 'pending'

/** The scheduled job: every overdue order, oldest first, a bounded batch per run. */
export async function expireOverdueOrders(
  ctx: ShopDatabaseCtx,
  limit = 100,
  leftovers: readonly string[] = [],
) {
  const due = await ctx.db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(
      and(
        // The statuses still open, named: an IN reads the due part of orders_payment_due_idx
        // where a NOT IN would read every order (ADR 034).
        inArray(orders.paymentStatus, OPEN),
        lte(orders.paymentDueAt, ctx.now),
        inArray(orders.paymentMethod, [...AWAITING_METHODS]),
        eq(orders.status, 'pending'),
        isNull(orders.expiredAt),
        // Referenced transfers never expire: left out, they cannot fill the run's batch and
        // hold back orders that should expire (they used to be picked, then refused, each run).
        or(ne(orders.paymentMethod, 'transfer'), ne(orders.paymentStatus, 'pending')),
        // A copy a switched move left here is not the shop's: its orders expire where it lives.
        notLeftBehind(orders.storeId, leftovers),
      ),
    )
    .orderBy(orders.paymentDueAt)
    .limit(limit)
  let expired = 0
  for (const o of due) if (await expireOrder(ctx, o.storeId, o.id)) expired++
  return { expired }
}
