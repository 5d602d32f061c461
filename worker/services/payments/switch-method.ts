import { and, eq, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { insertWhere } from '../../db/conditional'
import { notifications, type OrderRow, orders, payments, type StoreRow } from '../../db/schema'
import type { ShopDatabaseCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  CHECKOUT_METHOD_LABEL,
  type PaymentSwitchInput,
  paymentMsg,
  type SwitchMethod,
} from '../../schemas/payments'
import { queueMerchantAlert } from '../merchant-alerts'
import { paymentSwitchedForMerchant, paymentSwitchedNotice } from './message-templates'
import { offeredMethods, type ShopPaymentOptions, shopPaymentOptions } from './options'

/**
 * Whether a shopper may still leave online payment for another way (issue 27): the order waits
 * for its first payment (never paid, nothing under way at the provider), is not expired and the
 * merchant has not moved it on. A payment "pending" at the provider could still succeed: the
 * shopper waits for it rather than risk paying twice.
 */
export const canSwitchFrom = (order: OrderRow) =>
  order.paymentMethod === 'online' &&
  order.status === 'pending' &&
  !order.expiredAt &&
  (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed')

/** The ways this order may switch to: the shop's offer, online aside (that is the retry button). */
export const switchableMethods = (order: OrderRow, options: ShopPaymentOptions): SwitchMethod[] =>
  canSwitchFrom(order)
    ? offeredMethods(options).filter((m): m is SwitchMethod => m !== 'online')
    : []

/** The same rules as `canSwitchFrom`, checked again by the batch itself: its guard. */
const stillSwitchable = (storeId: string, orderId: string) =>
  sql`exists (select 1 from ${orders} o where o.id = ${orderId} and o.store_id = ${storeId}
    and o.status = 'pending' and o.payment_method = 'online' and o.expired_at is null
    and o.payment_status in ('unpaid', 'failed')
    and not exists (select 1 from ${payments} p where p.order_id = o.id and p.status in ('pending', 'paid')))`

/**
 * The shopper of a failed online payment pays another way: cash on delivery (no delay: the
 * order no longer expires) or a direct transfer (a fresh delay from now, as if ordered now).
 * One batch: the merchant's bell row is the guard, written only while the order is still
 * switchable; the order's change and the merchant's alert only follow it, so a double tap or a
 * late "approved" from the provider racing it changes the order once or not at all.
 */
export async function switchPaymentMethod(
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  order: OrderRow,
  input: PaymentSwitchInput,
) {
  if (!canSwitchFrom(order)) throw new ApiError('CONFLICT', paymentMsg.switchClosed)
  const options = await shopPaymentOptions(ctx, store)
  const method = input.paymentMethod
  if (!switchableMethods(order, options).includes(method))
    throw fieldError('UNPROCESSABLE', 'paymentMethod', paymentMsg.methodUnavailable)
  const guardId = newId('ntf')
  const switched = sql`exists (select 1 from ${notifications} where ${notifications.id} = ${guardId})`
  const label = CHECKOUT_METHOD_LABEL[method].toLowerCase()
  await batch(ctx.db, [
    insertWhere(
      ctx.db,
      notifications,
      {
        id: guardId,
        audience: 'store',
        storeId: store.id,
        type: 'order',
        relatedId: order.id,
        ...paymentSwitchedNotice({ number: order.number, method: label }),
      },
      stillSwitchable(store.id, order.id),
    ),
    ctx.db
      .update(orders)
      .set({
        paymentMethod: method,
        // The failed attempt stays in the history; the new way starts unpaid.
        paymentStatus: 'unpaid',
        paymentDueAt:
          method === 'transfer'
            ? new Date(ctx.now.getTime() + store.paymentDelayMinutes * 60_000)
            : null,
        // A new delay, a new reminder (ADR 053).
        paymentRemindedAt: null,
        updatedAt: ctx.now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.storeId, store.id), switched)),
    ...(await queueMerchantAlert(
      ctx,
      store,
      'orders',
      (to) =>
        paymentSwitchedForMerchant(to, {
          number: order.number,
          method: label,
          total: order.total,
          currency: order.currency,
          link: appUrl(ctx.env, `/user/orders/${order.id}`),
        }),
      { onlyIf: switched },
    )),
  ])
  const guard = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.id, guardId))
    .get()
  if (!guard) throw new ApiError('CONFLICT', paymentMsg.switchClosed)
}
