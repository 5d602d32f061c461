import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import {
  notifications,
  orders,
  type PaymentRow,
  paymentEvents,
  payments,
  stores,
} from '../../db/schema'
import type { OnDatabaseCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { isConstraintError } from '../../lib/errors'
import { newId, newSecretToken } from '../../lib/ids'
import {
  type ConfirmedBy,
  PAYMENT_ROW_METHOD_LABEL,
  type PaymentRowStatus,
} from '../../schemas/payments'
import { onDirectory, unixNow } from '../context'
import { queueMerchantAlert } from '../merchant-alerts'
import { queueShopMessage, settleCrossShop, shopOwnerOf, takeCrossShop } from '../message-gate'
import {
  paymentForMerchant,
  paymentNotice,
  paymentReceiptForShopper,
  transferRejectedForShopper,
} from './message-templates'
import { activatePaidSubscription, tellPlanPaid } from './subscription-fees'

/**
 * The one place a payment's status changes (ADR 021). Each target status may only be reached
 * from these: a pending payment moves once; a paid one only to refunded; a late provider
 * "approved" still lands on a payment the job had marked failed or expired (it is recorded,
 * never lost, and the order is flagged rather than silently oversold).
 */
const MOVES_FROM: Record<Exclude<PaymentRowStatus, 'pending'>, PaymentRowStatus[]> = {
  paid: ['pending', 'failed', 'expired'],
  failed: ['pending'],
  expired: ['pending'],
  rejected: ['pending'],
  refunded: ['paid'],
}

export type Settlement = {
  state: Exclude<PaymentRowStatus, 'pending'>
  rawStatus?: string
  confirmedBy: ConfirmedBy
  userId?: string
}

/**
 * Where a payment lives (ADR 036): a plan's fee is the platform's, in the directory beside the
 * subscription it pays; an order's payment is the shop's, in the shop's database (`ctx.db`).
 */
export const paymentHome = (
  ctx: OnDatabaseCtx,
  payment: Pick<PaymentRow, 'planId'>,
): OnDatabaseCtx => (payment.planId ? onDirectory(ctx) : ctx)

/**
 * Moves one payment, with everything that follows from it, in one atomic batch: the order's
 * payment status rolled up, the merchant's bell and e-mail and the shopper's receipt, or the
 * plan it pays activated. A duplicate, late or racing call changes nothing: the batch's guard
 * event fails unless this call's UPDATE moved the payment. Returns whether it did.
 */
export async function settlePayment(
  requestCtx: OnDatabaseCtx,
  payment: PaymentRow,
  outcome: Settlement,
): Promise<boolean> {
  const ctx = paymentHome(requestCtx, payment)
  const settlementId = newSecretToken()
  const statements: unknown[] = [
    ctx.db
      .update(payments)
      .set({
        status: outcome.state,
        rawStatus: outcome.rawStatus ?? payment.rawStatus,
        confirmedBy: outcome.confirmedBy,
        confirmedByUserId: outcome.userId ?? null,
        // A staff member's name, kept as written (ADR 055): the owner's own steps keep none.
        confirmedByName: outcome.userId ? (requestCtx.member?.staffName ?? null) : null,
        confirmedAt: ctx.now,
        settlementId,
        updatedAt: ctx.now,
      })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.storeId, payment.storeId),
          inArray(payments.status, MOVES_FROM[outcome.state]),
        ),
      ),
    ctx.db.insert(paymentEvents).values({
      id: newId('pev'),
      storeId: payment.storeId,
      // Null (so the batch fails) unless the UPDATE above was this settlement's.
      paymentId: sql`(select ${payments.id} from ${payments} where ${payments.id} = ${payment.id} and ${payments.settlementId} = ${settlementId})`,
      status: outcome.state,
      rawStatus: outcome.rawStatus ?? null,
      confirmedBy: outcome.confirmedBy,
    }),
  ]
  const consequences = payment.orderId ? await orderConsequences(ctx, payment, outcome) : null
  if (consequences) statements.push(...consequences.statements)
  const activation =
    payment.purpose === 'subscription' && outcome.state === 'paid'
      ? await activatePaidSubscription(ctx, payment)
      : null
  if (activation) statements.push(...activation.statements)
  try {
    await batch(ctx.db, statements)
  } catch (err) {
    if (isConstraintError(err, 'NOT NULL')) return false
    throw err
  } finally {
    // The shopper's place across shops, taken before the batch, is given back unless it leaves.
    if (consequences?.crossShop) await settleCrossShop(ctx, consequences.crossShop)
  }
  // The plan is paid and active in the directory; the merchant's bell and receipt belong to the
  // shop's database, so they follow (a failure here loses a notice, never the payment or plan).
  if (activation) await tellPlanPaid(ctx, activation.notice)
  return true
}

/** A new payment row (started checkout, submitted reference, recorded sale) and its order rolled up. */
export function recordPayment(ctx: OnDatabaseCtx, values: typeof payments.$inferInsert) {
  return [
    ctx.db.insert(payments).values(values),
    ctx.db.insert(paymentEvents).values({
      id: newId('pev'),
      storeId: values.storeId,
      paymentId: values.id,
      status: values.status ?? 'pending',
      rawStatus: values.rawStatus ?? null,
      confirmedBy: values.confirmedBy ?? null,
    }),
    ...(values.orderId ? [rollUpOrderPayment(ctx, values.storeId, values.orderId)] : []),
  ]
}

/**
 * The order's payment status from its payments: paid once confirmed payments in the order's
 * currency cover its total; otherwise expired (once the delay passed), pending, partial (some of
 * it received), failed, refunded or unpaid. A payment confirmed after expiry flags the order for the merchant.
 */
export function rollUpOrderPayment(ctx: OnDatabaseCtx, storeId: string, orderId: string) {
  const of = (status: string) =>
    sql`(select count(*) from ${payments} p where p.order_id = ${orders.id} and p.status = ${status})`
  const covered = sql`(select coalesce(sum(p.amount), 0) from ${payments} p
    where p.order_id = ${orders.id} and p.status = 'paid' and p.currency = ${orders.currency}) >= ${orders.total}`
  // An "Acompte": some of the total received, in the order's currency (issue 25).
  const received = sql`(select coalesce(sum(p.amount), 0) from ${payments} p
    where p.order_id = ${orders.id} and p.status = 'paid' and p.currency = ${orders.currency})`
  const now = Math.floor(ctx.now.getTime() / 1000)
  return ctx.db
    .update(orders)
    .set({
      paymentStatus: sql`case
        when ${covered} then 'paid'
        when ${orders.expiredAt} is not null then 'expired'
        when ${of('pending')} > 0 then 'pending'
        when ${received} > 0 then 'partial'
        when ${of('refunded')} > 0 then 'refunded'
        when ${of('failed')} + ${of('rejected')} + ${of('expired')} > 0 then 'failed'
        else 'unpaid' end`,
      paidAt: sql`case when ${covered} then coalesce(${orders.paidAt}, ${now}) else null end`,
      paidAfterExpiryAt: sql`case when ${covered} and ${orders.expiredAt} is not null
        then coalesce(${orders.paidAfterExpiryAt}, ${now}) else ${orders.paidAfterExpiryAt} end`,
      updatedAt: ctx.now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
}

/** What a settled order payment causes besides its own row: rollup, notices, messages. */
async function orderConsequences(ctx: OnDatabaseCtx, payment: PaymentRow, outcome: Settlement) {
  const row = await ctx.db
    .select({
      number: orders.number,
      phone: orders.phone,
      trackingToken: orders.trackingToken,
      expiredAt: orders.expiredAt,
      storeName: stores.name,
      storeEmail: stores.email,
      storePhone: stores.phone,
      slug: stores.slug,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.id, payment.orderId!), eq(orders.storeId, payment.storeId)))
    .get()
  const statements: unknown[] = [rollUpOrderPayment(ctx, payment.storeId, payment.orderId!)]
  if (outcome.state === 'rejected' && payment.method === 'transfer')
    statements.push(freshTransferDelay(ctx, payment.storeId, payment.orderId!))
  if (!row || (outcome.state !== 'paid' && outcome.state !== 'rejected'))
    return { statements, crossShop: null }
  const owner = await shopOwnerOf(ctx, payment.storeId)
  const shopper = { channel: 'whatsapp' as const, to: row.phone }
  const tracking = appUrl(ctx.env, `/${row.slug}/orders/${row.trackingToken}`)
  // The shopper's one message: the receipt, or the refused transfer.
  const toShopper =
    outcome.state === 'paid'
      ? paymentReceiptForShopper(shopper, {
          storeName: row.storeName,
          number: row.number,
          amount: payment.amount,
          currency: payment.currency,
          link: tracking,
        })
      : transferRejectedForShopper(shopper, {
          storeName: row.storeName,
          number: row.number,
          link: tracking,
        })
  const crossShop = await takeCrossShop(ctx, toShopper)
  const audience = { kind: 'shopper' as const, orderId: payment.orderId!, crossShop }
  if (outcome.state === 'paid') {
    const late = row.expiredAt !== null
    const money = { amount: payment.amount, currency: payment.currency }
    const merchantLink = appUrl(ctx.env, `/user/orders/${payment.orderId}`)
    const method = PAYMENT_ROW_METHOD_LABEL[payment.method]
    statements.push(
      ctx.db.insert(notifications).values({
        id: newId('ntf'),
        audience: 'store',
        storeId: payment.storeId,
        type: 'order',
        relatedId: payment.orderId,
        ...paymentNotice({ number: row.number, ...money, late }),
      }),
      ...(await queueMerchantAlert(
        ctx,
        { id: payment.storeId, email: row.storeEmail, phone: row.storePhone },
        'orders',
        (to) =>
          paymentForMerchant(to, {
            storeName: row.storeName,
            number: row.number,
            ...money,
            link: merchantLink,
            late,
            method,
          }),
      )),
    )
  }
  statements.push(queueShopMessage(ctx, payment.storeId, owner, toShopper, audience))
  return { statements, crossShop }
}

/**
 * A rejected reference puts the order back to awaiting a transfer: it gets the shop's whole
 * delay again from now, as a new transfer order does, not the deadline it had (which may have
 * passed while the merchant looked, and would expire it at once). It counts as reminded: the
 * rejection's message tells the shopper already, and the reminder's rule (measured from the
 * order's creation) would otherwise send one right after it to an order a few hours old.
 */
function freshTransferDelay(ctx: OnDatabaseCtx, storeId: string, orderId: string) {
  return ctx.db
    .update(orders)
    .set({
      paymentDueAt: sql`${unixNow(ctx)} + 60 * (select s.payment_delay_minutes from ${stores} s where s.id = ${storeId})`,
      paymentRemindedAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.storeId, storeId),
        eq(orders.status, 'pending'),
        eq(orders.paymentMethod, 'transfer'),
        isNull(orders.expiredAt),
      ),
    )
}
