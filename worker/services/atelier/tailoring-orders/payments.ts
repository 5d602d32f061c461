import { sql } from 'drizzle-orm'
import { tailoringOrders } from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import { ApiError, fieldError } from '../../../lib/errors'
import {
  type TailoringOrder,
  type TailoringPaymentInput,
  tailoringMsg,
} from '../../../schemas/atelier/orders'
import { formatMoney } from '../../../schemas/money'
import { atelierEntry } from '../../../schemas/notices'
import { todayOf } from '../days'
import { automaticEntryInsert } from '../ledger'
import { shopAmount } from '../money'
import { getTailoringOrder } from './detail'
import { assertOrder, paidSql, runOrderBatch } from './guard'
import { findOrder, type OrderWithPaid } from './queries'

const amountIssue = (message: string) => fieldError('UNPROCESSABLE', 'amount', message)

/** What may be paid now: a canceled order takes no money, and nobody pays above the price. */
function assertPayable(ctx: AtelierCtx, order: OrderWithPaid, amount: number, paidOn: string) {
  if (order.stage === 'canceled') throw new ApiError('CONFLICT', tailoringMsg.canceledFinal)
  const balance = order.price - order.paid
  if (amount <= 0) throw amountIssue(tailoringMsg.amountPositive)
  if (balance <= 0) throw amountIssue(tailoringMsg.nothingDue)
  if (amount > balance)
    throw amountIssue(tailoringMsg.amountAboveBalance(formatMoney(balance, order.currency)))
  if (paidOn > todayOf(ctx)) throw fieldError('UNPROCESSABLE', 'paidOn', tailoringMsg.paidInFuture)
}

/**
 * Records a payment of the order (an advance topped up, the balance) as an income line of the
 * cash book. The check "not above the balance" is repeated inside the batch, after the insert,
 * so two payments made at the same moment cannot together pay more than the price.
 */
export async function recordTailoringPayment(
  ctx: AtelierCtx,
  id: string,
  input: TailoringPaymentInput,
): Promise<TailoringOrder> {
  const order = await findOrder(ctx, id)
  const amount = shopAmount(ctx, 'amount', input.amount)
  const paidOn = input.paidOn ?? todayOf(ctx)
  assertPayable(ctx, order, amount, paidOn)
  await runOrderBatch(
    ctx,
    [
      automaticEntryInsert(ctx, {
        kind: 'income',
        category: 'orders',
        source: 'order_payment',
        amount,
        label: atelierEntry.payment(order.number),
        occurredOn: paidOn,
        paymentMethod: input.paymentMethod,
        orderId: id,
        note: input.note || null,
      }),
      assertOrder(
        ctx,
        id,
        sql`${tailoringOrders.stage} <> 'canceled' and ${paidSql} <= ${tailoringOrders.price}`,
      ),
    ],
    async () => assertPayable(ctx, await findOrder(ctx, id), amount, paidOn),
  )
  return getTailoringOrder(ctx, id)
}
