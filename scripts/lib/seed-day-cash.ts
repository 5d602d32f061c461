import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { batch } from '../../worker/db/client.ts'
import {
  courierRuns,
  couriers,
  deliveries,
  type OrderRow,
  orderEvents,
  orders,
  payments,
} from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { newId, newSecretToken } from '../../worker/lib/ids.ts'
import { dayStart, localDay, shiftDay } from '../../worker/schemas/shop-clock.ts'
import { closeCourierDay } from '../../worker/services/couriers/day-cash.ts'
import { restockWrites } from '../../worker/services/orders/status.ts'
import { recordPayment, settlePayment } from '../../worker/services/payments/ledger.ts'
import { bumpStoreVersion } from '../../worker/services/stores.ts'

/** Two couriers of Ouagadougou, Burkina numbers, paid per drop. */
const DEMO_COURIERS = [
  { name: 'Moussa Ouédraogo', phone: '22670556677', feePerDrop: 1000 },
  { name: 'Awa Yaméogo', phone: '22676889900', feePerDrop: 1500 },
] as const

const HOUR = 3_600_000
/** Ids shaped like the worker's (`cou_…`), for rows the couriers' own slice creates elsewhere. */
const demoId = (prefix: string) => `${prefix}_${newSecretToken().replace(/[-_]/g, '').slice(0, 16)}`

type Courier = { id: string; name: string; feePerDrop: number; runId: string }
type Parcel = { courier: Courier; order: OrderRow; at: Date }

/**
 * "Livré – encaissé": the cash for what was left to pay, a `cash` payment settled by the ledger as
 * the courier's (receipt, bell and roll-up as for any payment), the order delivered in its
 * history under the courier's name, and the parcel's outcome.
 */
async function deliveredWithCash(ctx: StoreCtx, { courier, order, at }: Parcel) {
  const when = { ...ctx, now: at }
  const paid = await ctx.db
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
    .get()
  const cash = Math.max(0, order.total - Number(paid?.sum ?? 0))
  if (cash > 0) {
    const payment = {
      id: newId('pay'),
      storeId: ctx.store.id,
      orderId: order.id,
      purpose: 'order' as const,
      method: 'cash' as const,
      amount: cash,
      currency: order.currency,
      status: 'pending' as const,
      createdAt: at,
      updatedAt: at,
    }
    await batch(ctx.db, recordPayment(when, payment))
    const row = (await ctx.db.select().from(payments).where(eq(payments.id, payment.id)).get())!
    await settlePayment(when, row, { state: 'paid', confirmedBy: 'courier' })
  }
  await batch(ctx.db, [
    ...doorOutcome(ctx, courier, order, at, 'delivered'),
    ctx.db.insert(deliveries).values(parcelRow(ctx, courier, order, at, 'delivered_cash', cash)),
  ])
}

/** "Refusé par le client": the stock comes back once, the order closes as refused. */
async function refused(ctx: StoreCtx, { courier, order, at }: Parcel) {
  await batch(ctx.db, [
    ...(await restockWrites(ctx, ctx.store.id, order.id, sql`1 = 1`)),
    ...doorOutcome(ctx, courier, order, at, 'refused'),
    ctx.db.insert(deliveries).values(parcelRow(ctx, courier, order, at, 'refused', 0)),
    bumpStoreVersion(ctx, ctx.store.id),
  ])
}

function doorOutcome(
  ctx: StoreCtx,
  courier: Courier,
  order: OrderRow,
  at: Date,
  status: 'delivered' | 'refused',
) {
  return [
    ctx.db
      .update(orders)
      .set({
        status,
        updatedAt: at,
        ...(status === 'refused' ? { stockRestoredAt: at } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.storeId, ctx.store.id))),
    ctx.db.insert(orderEvents).values({
      id: newId('oev'),
      storeId: ctx.store.id,
      orderId: order.id,
      status,
      message: null,
      actor: 'courier',
      actorName: courier.name,
      createdAt: at,
    }),
  ]
}

const parcelRow = (
  ctx: StoreCtx,
  courier: Courier,
  order: OrderRow,
  at: Date,
  outcome: 'delivered_cash' | 'refused',
  cash: number,
) => ({
  id: demoId('dlv'),
  storeId: ctx.store.id,
  orderId: order.id,
  runId: courier.runId,
  courierId: courier.id,
  day: localDay(at, ctx.store.timeZone),
  fee: courier.feePerDrop,
  outcome,
  outcomeAt: at,
  recordedBy: 'courier' as const,
  recordedByName: courier.name,
  cashCollected: cash,
  currency: order.currency,
  createdAt: at,
})

/**
 * The demo shop's couriers and yesterday's closed day of cash (issue 25, ADR 052): a few of the
 * demo's orders out for delivery delivered against cash, one refused at the door, and the
 * closings, Moussa's 500 F short. Idempotent: nothing when the shop already has couriers.
 */
export async function seedDayCash(ctx: StoreCtx): Promise<boolean> {
  const has = await ctx.db
    .select({ id: couriers.id })
    .from(couriers)
    .where(eq(couriers.storeId, ctx.store.id))
    .get()
  if (has) return false
  const zone = ctx.store.timeZone
  const yesterday = shiftDay(localDay(ctx.now, zone), -1)
  const morning = dayStart(yesterday, zone).getTime() + 9 * HOUR
  const team: Courier[] = DEMO_COURIERS.map((c) => ({
    id: demoId('cou'),
    name: c.name,
    feePerDrop: c.feePerDrop,
    runId: demoId('run'),
  }))
  await batch(ctx.db, [
    ...DEMO_COURIERS.map((c, i) =>
      ctx.db.insert(couriers).values({ ...c, id: team[i]!.id, storeId: ctx.store.id }),
    ),
    ...team.map((c) =>
      ctx.db.insert(courierRuns).values({
        id: c.runId,
        storeId: ctx.store.id,
        courierId: c.id,
        day: yesterday,
        token: newSecretToken(),
        createdAt: new Date(morning),
      }),
    ),
  ])
  // Orders already out (shipped, then confirmed), never paid nor closed: they leave with a courier.
  const out = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, ctx.store.id),
        inArray(orders.status, ['shipped', 'confirmed']),
        ne(orders.paymentStatus, 'paid'),
      ),
    )
    .orderBy(sql`case ${orders.status} when 'shipped' then 0 else 1 end`, asc(orders.createdAt))
    .limit(4)
  const [moussa, awa] = team as [Courier, Courier]
  const plan: Courier[] = [moussa, moussa, awa, awa]
  for (const [i, order] of out.entries()) {
    const parcel = { courier: plan[i]!, order, at: new Date(morning + (2 + i * 2) * HOUR) }
    // The last parcel is the one refused at the door; the others come back with the cash.
    if (i === 3) await refused(ctx, parcel)
    else await deliveredWithCash(ctx, parcel)
  }
  const evening = { ...ctx, now: new Date(morning + 10 * HOUR) }
  for (const c of team) {
    const expected = await ctx.db
      .select({
        cash: sql<number>`coalesce(sum(${deliveries.cashCollected}), 0)`,
        n: sql<number>`count(*)`,
      })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.storeId, ctx.store.id),
          eq(deliveries.courierId, c.id),
          eq(deliveries.day, yesterday),
        ),
      )
      .get()
    if (!expected || Number(expected.n) === 0) continue
    // Moussa hands in 500 F less than he collected: the day shows "Manque 500 F CFA".
    const short = c === moussa ? 500 : 0
    const amount = Math.max(0, Number(expected.cash) - short)
    await closeCourierDay(evening, { courierId: c.id, day: yesterday, amount: String(amount) })
  }
  return true
}
