import { and, eq } from 'drizzle-orm'
import { type PaymentRow, payments } from '../../db/schema/index'
import type { StoreCtx } from '../../env'
import { ApiError, isConstraintError } from '../../lib/errors'
import { type Order, orderMsg } from '../../schemas/orders'
import { paymentMsg, type TransferDecisionInput } from '../../schemas/payments'
import { settlePayment } from '../payments/ledger'
import { findOrderRow, getOrder } from './orders'

/** One of the order's payments, in the caller's shop; NOT_FOUND for anyone else's. */
async function findOrderPayment(
  ctx: StoreCtx,
  orderId: string,
  paymentId: string,
): Promise<PaymentRow> {
  const order = await findOrderRow(ctx, orderId)
  const row = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.storeId, ctx.store.id),
        eq(payments.orderId, order.id),
        eq(payments.purpose, 'order'),
      ),
    )
    .get()
  if (!row) throw new ApiError('NOT_FOUND', orderMsg.paymentNotFound)
  return row
}

/**
 * The merchant's word on a direct transfer's reference: "Paiement reçu" settles it paid,
 * "Référence introuvable" rejects it. The ledger moves a pending payment once, so a second
 * decision (a double tap, two devices) answers CONFLICT and changes nothing.
 */
export async function decideTransfer(
  ctx: StoreCtx,
  orderId: string,
  paymentId: string,
  input: TransferDecisionInput,
): Promise<Order> {
  const payment = await findOrderPayment(ctx, orderId, paymentId)
  if (payment.method !== 'transfer' || payment.status !== 'pending')
    throw new ApiError('CONFLICT', paymentMsg.notAwaitingDecision)
  const changed = await settlePayment(ctx, payment, {
    state: input.decision === 'confirm' ? 'paid' : 'rejected',
    confirmedBy: 'merchant',
    userId: ctx.user.id,
  }).catch((err) => {
    // The reference is already confirmed on another order or sale (the unique index of
    // confirmed references): that money is counted once; this payment is left to reject.
    if (isConstraintError(err, 'UNIQUE'))
      throw new ApiError('CONFLICT', paymentMsg.referenceAlreadyConfirmed)
    throw err
  })
  if (!changed) throw new ApiError('CONFLICT', paymentMsg.notAwaitingDecision)
  return getOrder(ctx, orderId)
}

/**
 * Records that the merchant gave a paid order's money back (outside Boutiko: the money never
 * passes through it). Every confirmed payment of the order moves to refunded.
 */
export async function refundOrder(ctx: StoreCtx, orderId: string): Promise<Order> {
  const order = await findOrderRow(ctx, orderId)
  if (order.paymentStatus !== 'paid') throw new ApiError('CONFLICT', paymentMsg.refundOnlyPaid)
  const paid = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.storeId, ctx.store.id),
        eq(payments.orderId, order.id),
        eq(payments.purpose, 'order'),
        eq(payments.status, 'paid'),
      ),
    )
  let changed = false
  for (const payment of paid) {
    const moved = await settlePayment(ctx, payment, {
      state: 'refunded',
      confirmedBy: 'merchant',
      userId: ctx.user.id,
    })
    changed ||= moved
  }
  if (!changed) throw new ApiError('CONFLICT', paymentMsg.refundOnlyPaid)
  return getOrder(ctx, orderId)
}
