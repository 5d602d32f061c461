import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { batch, readBatch } from '../../db/client'
import { insertWhere } from '../../db/conditional'
import {
  courierRuns,
  type DeliveryRow,
  deliveries,
  type OrderRow,
  orderEvents,
  orders,
  paymentEvents,
  payments,
} from '../../db/schema/index'
import { copyDeliveredCountToDirectory } from '../../db/shop-copies'
import type { ShopCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { courierMsg, DOOR_OUTCOME_LABEL, type DoorOutcome } from '../../schemas/couriers'
import type { OrderStatus } from '../../schemas/order-status'
import { orderMsg } from '../../schemas/orders'
import { queueShopMessage, settleCrossShop, shopOwnerOf, takeCrossShop } from '../message-gate'
import { deliveryAbsentForShopper } from '../message-templates'
import { merchantActor } from '../orders/actor'
import { restockWrites } from '../orders/status'
import { settlePayment } from '../payments/ledger'
import { reviewInvite } from '../review-invite'
import { bumpStoreVersion } from '../stores'

/** Who pressed the button: the courier through their link, or the merchant from the order. */
export type DoorBy = { kind: 'courier'; name: string } | { kind: 'merchant'; userId: string }

export type DoorResult = {
  number: string
  outcome: DoorOutcome
  /** What "Livré – encaissé" collected (0 otherwise). */
  cashCollected: number
  currency: string
  /** False when this call was a repeat of the outcome already recorded (a double tap). */
  recorded: boolean
}

/** An order the door can no longer change: delivered, refused or canceled. */
export const isClosedOrder = (status: OrderStatus) =>
  status === 'delivered' || status === 'refused' || status === 'canceled'

/** The order's status after the door: absent leaves it as it was (still to deliver). */
const statusAfter = (outcome: DoorOutcome, current: OrderStatus): OrderStatus =>
  outcome === 'refused' ? 'refused' : outcome === 'absent' ? current : 'delivered'

/** The cash payment of a delivery: one id per delivery, so a race can only ever insert it once. */
export const doorPaymentId = (deliveryId: string) => `pay_${deliveryId}`

/**
 * Confirmed payments of the `orders` row a query selects, in its own currency (what the shopper
 * has already paid): a column of a select from `orders`.
 */
export const paidOf = (storeId: string) =>
  // Aliased and qualified by hand: drizzle writes a one-table select's columns unqualified,
  // and an unqualified "id" here would be the payment's own.
  sql<number>`(select coalesce(sum(p.amount), 0) from ${payments} p
    where p.store_id = ${storeId} and p.order_id = "orders"."id"
      and p.purpose = 'order' and p.status = 'paid' and p.currency = "orders"."currency")`

/** What is left to collect at the door: the total minus what is already paid, never below 0. */
export const amountDue = (order: Pick<OrderRow, 'total'>, paid: number) =>
  Math.max(0, order.total - paid)

/**
 * Records what happened at the door (ADR 052), once. One atomic batch whose guard is the
 * history row: it is written only while the delivery has no outcome, its day is not closed and
 * the order still has the status we read; every other write is conditioned on that row. A
 * double tap of the same outcome answers as a success and changes nothing; another outcome
 * after one was recorded is a 409. "Livré – encaissé" then settles its cash payment through the
 * ledger, like an online payment (receipt to the shopper, bell to the merchant, roll-up).
 */
export async function recordDoorOutcome(
  ctx: ShopCtx,
  { delivery, outcome, by }: { delivery: DeliveryRow; outcome: DoorOutcome; by: DoorBy },
): Promise<DoorResult> {
  const storeId = ctx.store.id
  const [[run], [order]] = await readBatch(ctx.db, [
    ctx.db
      .select({ closedAt: courierRuns.closedAt })
      .from(courierRuns)
      .where(and(eq(courierRuns.id, delivery.runId), eq(courierRuns.storeId, storeId))),
    ctx.db
      .select({ row: orders, paid: paidOf(storeId) })
      .from(orders)
      .where(and(eq(orders.id, delivery.orderId), eq(orders.storeId, storeId))),
  ])
  if (!run || !order) throw new ApiError('NOT_FOUND', orderMsg.notFound)
  const row = order.row
  const result = (cash: number, recorded: boolean): DoorResult => ({
    number: row.number,
    outcome,
    cashCollected: cash,
    currency: row.currency,
    recorded,
  })
  if (run.closedAt) throw new ApiError('CONFLICT', courierMsg.dayClosed)
  if (delivery.outcome) {
    if (delivery.outcome !== outcome) throw new ApiError('CONFLICT', courierMsg.outcomeRecorded)
    await settleDoorCash(ctx, delivery, by)
    return result(delivery.cashCollected, false)
  }
  if (isClosedOrder(row.status)) throw new ApiError('CONFLICT', courierMsg.orderClosed(row.number))

  const due = outcome === 'delivered_cash' ? amountDue(row, Number(order.paid)) : 0
  const eventId = newId('oev')
  const applied = sql`exists (select 1 from ${orderEvents} where ${orderEvents.id} = ${eventId})`
  // Aliased by hand: inside the insert's select, unqualified names would be ambiguous.
  const guard = sql`exists (select 1 from ${deliveries} d
      inner join ${courierRuns} r on r.id = d.run_id and r.store_id = d.store_id
      where d.id = ${delivery.id} and d.store_id = ${storeId}
        and d.outcome is null and r.closed_at is null)
    and exists (select 1 from ${orders} o where o.id = ${row.id} and o.store_id = ${storeId}
      and o.status = ${row.status} and o.stock_restored_at is null)`
  const shopper = outcome === 'absent' && row.phone ? await absentNotice(ctx, row) : null
  // Delivered at the door: the buyer is invited to review, once an order (issue 26).
  const invite =
    statusAfter(outcome, row.status) === 'delivered' ? await reviewInvite(ctx, row) : null
  try {
    await batch(ctx.db, [
      insertWhere(
        ctx.db,
        orderEvents,
        {
          id: eventId,
          storeId,
          orderId: row.id,
          status: statusAfter(outcome, row.status),
          message: DOOR_OUTCOME_LABEL[outcome],
          ...(by.kind === 'courier'
            ? { actor: 'courier' as const, actorName: by.name }
            : merchantActor(ctx)),
          createdAt: ctx.now,
        },
        guard,
      ),
      ctx.db
        .update(deliveries)
        .set({
          outcome,
          outcomeAt: ctx.now,
          recordedBy: by.kind,
          recordedByName: by.kind === 'courier' ? by.name : merchantActor(ctx).actorName,
          cashCollected: due,
        })
        .where(
          and(
            eq(deliveries.id, delivery.id),
            eq(deliveries.storeId, storeId),
            isNull(deliveries.outcome),
            applied,
          ),
        ),
      ...(await orderWrites(ctx, row, outcome, applied)),
      ...(due > 0 ? cashPaymentWrites(ctx, delivery, row, due, applied) : []),
      ...(shopper
        ? [
            queueShopMessage(
              ctx,
              storeId,
              shopper.owner,
              shopper.message,
              { kind: 'shopper', orderId: row.id, crossShop: shopper.crossShop },
              { onlyIf: applied },
            ),
          ]
        : []),
      ...(invite ? invite.writes(applied) : []),
    ])
  } finally {
    // The shopper's place across shops, taken before the batch, is given back unless it leaves.
    if (shopper) await settleCrossShop(ctx, shopper.crossShop)
    if (invite) await invite.settle()
  }
  const written = await ctx.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.id, eventId))
    .get()
  if (!written) return lostRace(ctx, delivery, outcome, by, result)
  if (statusAfter(outcome, row.status) === 'delivered')
    await copyDeliveredCountToDirectory(ctx, storeId, ctx.store.database)
  if (due > 0) await settleDoorCash(ctx, delivery, by)
  return result(due, true)
}

/** Another call wrote first: the same outcome is a success, anything else says why. */
async function lostRace(
  ctx: ShopCtx,
  delivery: DeliveryRow,
  outcome: DoorOutcome,
  by: DoorBy,
  result: (cash: number, recorded: boolean) => DoorResult,
) {
  const [[now], [run]] = await readBatch(ctx.db, [
    ctx.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.id, delivery.id), eq(deliveries.storeId, ctx.store.id))),
    ctx.db
      .select({ closedAt: courierRuns.closedAt })
      .from(courierRuns)
      .where(and(eq(courierRuns.id, delivery.runId), eq(courierRuns.storeId, ctx.store.id))),
  ])
  if (now?.outcome === outcome) {
    await settleDoorCash(ctx, now, by)
    return result(now.cashCollected, false)
  }
  if (now?.outcome) throw new ApiError('CONFLICT', courierMsg.outcomeRecorded)
  if (run?.closedAt) throw new ApiError('CONFLICT', courierMsg.dayClosed)
  throw new ApiError('CONFLICT', orderMsg.changedMeanwhile)
}

/** The order's side of the outcome: delivered, refused (stock back once), or to reschedule. */
async function orderWrites(ctx: ShopCtx, row: OrderRow, outcome: DoorOutcome, applied: SQL) {
  const storeId = ctx.store.id
  const mine = and(eq(orders.id, row.id), eq(orders.storeId, storeId), applied)
  if (outcome === 'absent')
    return [ctx.db.update(orders).set({ rescheduleAt: ctx.now, updatedAt: ctx.now }).where(mine)]
  if (outcome !== 'refused')
    return [
      ctx.db
        .update(orders)
        .set({ status: 'delivered', rescheduleAt: null, updatedAt: ctx.now })
        .where(mine),
      // The shop's count of delivered orders moved (migration 0040's trigger): pages renew.
      bumpStoreVersion(ctx, storeId),
    ]
  // As a cancellation (status.ts): the stock comes back once, the storefront's pages renew.
  return [
    ctx.db
      .update(orders)
      .set({ status: 'refused', stockRestoredAt: ctx.now, rescheduleAt: null, updatedAt: ctx.now })
      .where(and(mine, isNull(orders.stockRestoredAt))),
    ...(await restockWrites(ctx, storeId, row.id, applied)),
    bumpStoreVersion(ctx, storeId),
  ]
}

/** The cash collected, as a pending payment of the delivery's own id: settled right after. */
function cashPaymentWrites(
  ctx: ShopCtx,
  delivery: DeliveryRow,
  row: OrderRow,
  due: number,
  applied: SQL,
) {
  const paymentId = doorPaymentId(delivery.id)
  return [
    insertWhere(
      ctx.db,
      payments,
      {
        id: paymentId,
        storeId: ctx.store.id,
        orderId: row.id,
        purpose: 'order',
        method: 'cash',
        account: 'shop',
        amount: due,
        currency: row.currency,
        status: 'pending',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
      applied,
    ),
    insertWhere(
      ctx.db,
      paymentEvents,
      { id: newId('pev'), storeId: ctx.store.id, paymentId, status: 'pending', createdAt: ctx.now },
      applied,
    ),
  ]
}

/**
 * Moves the delivery's cash payment to paid through the ledger, if it is still pending: right
 * after the outcome, or on a repeat when the first call stopped in between (the ledger moves
 * a payment once, whoever asks).
 */
async function settleDoorCash(ctx: ShopCtx, delivery: DeliveryRow, by: DoorBy) {
  const payment = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, doorPaymentId(delivery.id)), eq(payments.storeId, ctx.store.id)))
    .get()
  if (payment?.status !== 'pending') return
  await settlePayment(ctx, payment, {
    state: 'paid',
    confirmedBy: 'courier',
    ...(by.kind === 'merchant' ? { userId: by.userId } : {}),
  })
}

/** The shopper's "Absent" message, with what the gate needs read first (owner, cross-shop count). */
async function absentNotice(ctx: ShopCtx, row: OrderRow) {
  const message = deliveryAbsentForShopper(
    { channel: 'whatsapp', to: row.phone },
    {
      storeName: ctx.store.name,
      number: row.number,
      link: appUrl(ctx.env, `/${ctx.store.slug}/orders/${row.trackingToken}`),
    },
  )
  return {
    message,
    owner: await shopOwnerOf(ctx, ctx.store.id),
    crossShop: await takeCrossShop(ctx, message),
  }
}
