import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { insertWhere } from '../../db/conditional'
import {
  type OrderRow,
  orderEvents,
  orderItems,
  orders,
  products,
  productVariants,
} from '../../db/schema/index'
import { copyDeliveredCountToDirectory } from '../../db/shop-copies'
import type { ShopDatabaseCtx, StoreCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { typedAmount } from '../../lib/money-field'
import { deliveryMsg } from '../../schemas/delivery'
import { formatMoney } from '../../schemas/money'
import { ORDER_STATUS_LABEL } from '../../schemas/order-status'
import { type Order, type OrderStatus, type OrderStatusInput, orderMsg } from '../../schemas/orders'
import { queueShopMessage, settleCrossShop, shopOwnerOf, takeCrossShop } from '../message-gate'
import { orderStatusForShopper } from '../message-templates'
import { promoReleaseWrites } from '../promo-codes'
import { reviewInvite } from '../review-invite'
import { bumpStoreVersion } from '../stores'
import { merchantActor } from './actor'
import { findOrderRow, getOrder } from './orders'

/**
 * The rules a merchant expects: any status may follow any other, except
 * that a canceled order is final and a delivered one (the goods are gone) cannot be canceled.
 * A refusal at the door is final too (its stock is back); only the door sets it (ADR 052).
 */
function assertTransition(from: OrderStatus, to: OrderStatus) {
  if (from === 'canceled') throw new ApiError('CONFLICT', orderMsg.canceledFinal)
  if (from === 'refused') throw new ApiError('CONFLICT', orderMsg.refusedFinal)
  if (from === to) throw fieldError('UNPROCESSABLE', 'status', orderMsg.sameStatus)
  if (from === 'delivered' && to === 'canceled')
    throw fieldError('CONFLICT', 'status', orderMsg.deliveredNotCancelable)
}

/**
 * Changes an order's status and records it in the history, in one atomic batch. The history
 * row is the guard: it is only written if the order still has the status we read (and, for a
 * cancellation, its stock was never given back), and every other write of the batch runs only
 * if that very row (a fresh id) exists. Two concurrent cancellations therefore give the stock
 * back once: the second batch finds the order already canceled and writes nothing.
 */
export async function updateOrderStatus(
  ctx: StoreCtx,
  id: string,
  input: OrderStatusInput,
): Promise<Order> {
  const row = await findOrderRow(ctx, id)
  assertTransition(row.status, input.status)
  const fee = pendingFeeSet(row, input)
  if (fee) input = { ...input, message: [input.message, fee.note].filter(Boolean).join(' ') }
  const storeId = ctx.store.id
  const eventId = newId('oev')
  const cancel = input.status === 'canceled'
  const applied = sql`exists (select 1 from ${orderEvents} where ${orderEvents.id} = ${eventId})`
  const restocks = cancel ? await restockWrites(ctx, storeId, id, applied) : []
  const countsDelivered = row.status === 'delivered' || input.status === 'delivered'
  // A sale recorded without the customer's phone ("Nouvelle vente") has no one to tell.
  const shopper = row.phone ? await shopperNotice(ctx, row, input) : null
  // Delivered: the buyer is also invited to review what they bought, once an order (issue 26).
  const invite = input.status === 'delivered' ? await reviewInvite(ctx, row) : null
  try {
    await batch(ctx.db, [
      insertWhere(
        ctx.db,
        orderEvents,
        {
          id: eventId,
          storeId,
          orderId: id,
          status: input.status,
          message: input.message || null,
          ...merchantActor(ctx),
          createdAt: ctx.now,
        },
        sql`exists (select 1 from ${orders} where ${orders.id} = ${id} and ${orders.storeId} = ${storeId}
          and ${orders.status} = ${row.status} and ${orders.stockRestoredAt} is null)`,
      ),
      ctx.db
        .update(orders)
        .set({
          status: input.status,
          updatedAt: ctx.now,
          ...(cancel ? { stockRestoredAt: ctx.now } : {}),
          ...(fee ? { deliveryFee: fee.amount, total: sql`${orders.total} + ${fee.amount}` } : {}),
        })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.storeId, storeId),
            applied,
            // The fee is added once: never over one set meanwhile.
            fee ? isNull(orders.deliveryFee) : undefined,
          ),
        ),
      ...restocks,
      // Stock shown on the storefront changed, or its count of delivered orders (migration
      // 0040's trigger): the next page render must not come from cache.
      ...(cancel || countsDelivered ? [bumpStoreVersion(ctx, storeId)] : []),
      // To a number anyone may type into an order: capped per order, number and shop (ADR 014).
      ...(shopper
        ? [
            queueShopMessage(
              ctx,
              storeId,
              shopper.owner,
              shopper.message,
              { kind: 'shopper', orderId: id, crossShop: shopper.crossShop },
              { onlyIf: applied },
            ),
          ]
        : []),
      ...(invite ? invite.writes(applied) : []),
    ])
    const written = await ctx.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.id, eventId))
      .get()
    if (!written) {
      // Someone changed the order between our read and our batch: explain with the fresh state.
      assertTransition((await findOrderRow(ctx, id)).status, input.status)
      throw new ApiError('CONFLICT', orderMsg.changedMeanwhile)
    }
    if (countsDelivered) await copyDeliveredCountToDirectory(ctx, storeId, ctx.store.database)
  } finally {
    // The shopper's place across shops, taken before the batch, is given back unless it leaves.
    if (shopper) await settleCrossShop(ctx, shopper.crossShop)
    if (invite) await invite.settle()
  }
  return getOrder(ctx, id)
}

/**
 * An "other zone" order's fee (ADR 050): the merchant sets it when confirming the order (422
 * without it), it joins the total, and the shopper is told the new total in the status message
 * and the order's history. A fee sent for any other order is refused.
 */
function pendingFeeSet(row: OrderRow, input: OrderStatusInput) {
  const pending = row.deliveryMethod === 'other' && row.deliveryFee === null
  if (!pending) {
    if (input.deliveryFee)
      throw fieldError('UNPROCESSABLE', 'deliveryFee', deliveryMsg.feeOnlyPending)
    return null
  }
  if (!input.deliveryFee) {
    if (input.status === 'confirmed')
      throw fieldError('UNPROCESSABLE', 'deliveryFee', deliveryMsg.feeRequired)
    return null
  }
  const amount = typedAmount('deliveryFee', input.deliveryFee, row.currency)
  const note = deliveryMsg.feeSet(
    formatMoney(amount, row.currency),
    formatMoney(row.total + amount, row.currency),
  )
  return { amount, note }
}

/** The shopper's status message, with what the gate needs read first (owner, cross-shop count). */
async function shopperNotice(
  ctx: StoreCtx,
  row: Awaited<ReturnType<typeof findOrderRow>> & { phone: string },
  input: OrderStatusInput,
) {
  const message = orderStatusForShopper(
    { channel: 'whatsapp', to: row.phone },
    {
      storeName: ctx.store.name,
      number: row.number,
      statusLabel: ORDER_STATUS_LABEL[input.status],
      message: input.message || null,
      link: appUrl(ctx.env, `/${ctx.store.slug}/orders/${row.trackingToken}`),
    },
  )
  return {
    message,
    owner: await shopOwnerOf(ctx, ctx.store.id),
    crossShop: await takeCrossShop(ctx, message),
  }
}

/**
 * Stock writes giving a canceled order's quantities back to its products and variants. A
 * variant is found again by its size and colour rather than by the id kept on the line, so
 * the stock still comes back after the merchant re-saved the product's variants.
 */
export async function restockWrites(
  ctx: ShopDatabaseCtx,
  storeId: string,
  orderId: string,
  applied: SQL,
) {
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.storeId, storeId)))
  const perProduct = new Map<string, number>()
  const perVariant = new Map<
    string,
    { productId: string; size: string; color: string; qty: number }
  >()
  for (const i of items) {
    if (!i.productId) continue
    perProduct.set(i.productId, (perProduct.get(i.productId) ?? 0) + i.quantity)
    if (!i.variantId) continue
    const v = { productId: i.productId, size: i.size ?? '', color: i.color ?? '' }
    const key = `${v.productId}|${v.size}|${v.color}`
    perVariant.set(key, { ...v, qty: (perVariant.get(key)?.qty ?? 0) + i.quantity })
  }
  return [
    // The promo code's use comes back with the stock, once (issue 26).
    ...promoReleaseWrites(ctx, storeId, orderId, applied),
    ...[...perProduct].map(([productId, qty]) =>
      ctx.db
        .update(products)
        .set({ stock: sql`${products.stock} + ${qty}` })
        .where(and(eq(products.id, productId), eq(products.storeId, storeId), applied)),
    ),
    ...[...perVariant.values()].map((v) =>
      ctx.db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${v.qty}` })
        .where(
          and(
            eq(productVariants.storeId, storeId),
            eq(productVariants.productId, v.productId),
            eq(productVariants.size, v.size),
            eq(productVariants.color, v.color),
            applied,
          ),
        ),
    ),
  ]
}
