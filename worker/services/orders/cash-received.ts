import { sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { insertWhere } from '../../db/conditional'
import { type OrderRow, type PaymentRow, paymentEvents, payments } from '../../db/schema/index'
import type { StoreCtx } from '../../env'
import { ApiError, fieldError, isConstraintError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { typedAmount } from '../../lib/money-field'
import type { CashReceivedInput } from '../../schemas/couriers'
import { cashMsg } from '../../schemas/day-cash'
import { formatMoney } from '../../schemas/money'
import type { Order } from '../../schemas/orders'
import { settlePayment } from '../payments/ledger'
import { getOrder, readOrder } from './orders'

/** An order that can no longer be paid: canceled, refused at the door, or past its delay. */
const closedToPayment = (row: OrderRow) =>
  row.status === 'canceled' ||
  row.status === 'refused' ||
  row.expiredAt !== null ||
  row.paymentStatus === 'expired'

/**
 * "Encaisser" / "Acompte": money the merchant received for an order, in cash, by mobile money or
 * otherwise. It is a payment like any other: a row written pending, then moved to paid by the
 * ledger's one settlement (ADR 021), so the order's roll-up ("Acompte reçu", then "Payée"), the
 * shopper's receipt and the merchant's bell follow as they do online.
 */
export async function recordCashReceived(
  ctx: StoreCtx,
  orderId: string,
  input: CashReceivedInput,
): Promise<Order> {
  const { row, order } = await readOrder(ctx, orderId)
  if (closedToPayment(row)) throw new ApiError('CONFLICT', cashMsg.orderClosed)
  if (row.paymentStatus === 'paid') throw new ApiError('CONFLICT', cashMsg.alreadyPaid)
  const amount = typedAmount('amount', input.amount, row.currency)
  if (amount <= 0) throw fieldError('UNPROCESSABLE', 'amount', cashMsg.aboveZero)
  const due = order.amountDue ?? row.total
  if (amount > due)
    throw fieldError('UNPROCESSABLE', 'amount', cashMsg.moreThanDue(formatMoney(due, row.currency)))
  const payment = await insertReceived(ctx, row, input, amount)
  await settlePayment(ctx, payment, {
    state: 'paid',
    confirmedBy: 'merchant',
    userId: ctx.user.id,
  })
  return getOrder(ctx, orderId)
}

/**
 * Writes the payment, pending, only if it still fits in what is left to pay when the statement
 * runs: two taps (or two phones) recording the same cash cannot both get in. Money already
 * received and the merchant's own payments still being written count as received.
 */
async function insertReceived(
  ctx: StoreCtx,
  order: OrderRow,
  input: CashReceivedInput,
  amount: number,
): Promise<PaymentRow> {
  const id = newId('pay')
  const values = {
    id,
    storeId: ctx.store.id,
    orderId: order.id,
    purpose: 'order' as const,
    method: input.method,
    account: 'shop' as const,
    amount,
    currency: order.currency,
    status: 'pending' as const,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }
  const received = sql`(select coalesce(sum(p.amount), 0) from ${payments} p
    where p.order_id = ${order.id} and p.store_id = ${ctx.store.id} and p.currency = ${order.currency}
      and (p.status = 'paid' or (p.status = 'pending' and p.method in ('cash', 'mobile_money', 'other'))))`
  try {
    await batch(ctx.db, [
      insertWhere(ctx.db, payments, values, sql`${received} + ${amount} <= ${order.total}`),
      // Null (so the batch fails) unless the row above went in.
      ctx.db.insert(paymentEvents).values({
        id: newId('pev'),
        storeId: ctx.store.id,
        paymentId: sql`(select ${payments.id} from ${payments} where ${payments.id} = ${id})`,
        status: 'pending',
      }),
    ])
  } catch (err) {
    if (isConstraintError(err, 'NOT NULL'))
      throw fieldError('CONFLICT', 'amount', cashMsg.changedMeanwhile)
    throw err
  }
  // As stored: the ledger reads these columns (its guard compares the status it moves from).
  return {
    ...values,
    planId: null,
    mode: null,
    providerRef: null,
    checkoutUrl: null,
    walletId: null,
    rawStatus: null,
    confirmedBy: null,
    confirmedByUserId: null,
    confirmedByName: null,
    confirmedAt: null,
    settlementId: null,
  }
}
