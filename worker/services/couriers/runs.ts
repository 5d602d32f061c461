import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { batch, readBatch } from '../../db/client'
import { insertWhere } from '../../db/conditional'
import {
  type CourierRow,
  type CourierRunRow,
  courierRuns,
  couriers,
  deliveries,
  type OrderRow,
  orderEvents,
  orders,
} from '../../db/schema/index'
import type { StoreCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { ApiError } from '../../lib/errors'
import { newId, newSecretToken } from '../../lib/ids'
import {
  type AssignInput,
  type CourierRun,
  courierMsg,
  type RunLinkState,
  type RunsQuery,
} from '../../schemas/couriers'
import type { OrderStatus } from '../../schemas/order-status'
import { orderMsg } from '../../schemas/orders'
import { dayLabel, localDay } from '../../schemas/shop-clock'
import { queueShopMessage, shopOwnerOf } from '../message-gate'
import { courierRunLink } from '../message-templates'
import { merchantActor } from '../orders/actor'
import { findCourier } from './couriers'

/**
 * "Tournée du jour" (issue 25, ADR 052): the merchant hands orders to a courier; today's run of
 * that courier (one per shop-local day) holds them, behind one secret link the courier receives
 * on WhatsApp. The door's outcomes and the day's cash are recorded elsewhere.
 */

/** An order that left the shop for good: nothing more to carry. */
const CLOSED: readonly OrderStatus[] = ['delivered', 'canceled', 'refused']

const today = (ctx: StoreCtx) => localDay(ctx.now, ctx.store.timeZone)
/** "2026-11-28" → "28/11/2026", as the history and the merchant read a day. */
const runLink = (ctx: StoreCtx, token: string) =>
  appUrl(ctx.env, `/${ctx.store.slug}/livraison/${token}`)

const linkState = (run: Pick<CourierRunRow, 'revokedAt' | 'closedAt'>): RunLinkState =>
  run.closedAt ? 'closed' : run.revokedAt ? 'revoked' : 'active'

/** Why an order cannot go out with a courier, in French with its number; null when it can. */
function refusalOf(order: OrderRow): string | null {
  if (CLOSED.includes(order.status)) return courierMsg.orderClosed(order.number)
  if (order.deliveryMethod === 'pickup') return courierMsg.pickupOrder(order.number)
  // An "other zone" order's fee is set with its confirmation: the courier must know what to collect.
  if (order.deliveryMethod === 'other' && order.deliveryFee === null)
    return courierMsg.feeMissing(order.number)
  return null
}

/** The courier's link message, queued through the shop's gate (its cap, its owner verified). */
async function runMessage(
  ctx: StoreCtx,
  courier: CourierRow,
  run: { token: string; day: string },
  parcels: number,
) {
  const message = courierRunLink(
    { channel: 'whatsapp', to: courier.phone },
    { storeName: ctx.store.name, parcels, day: dayLabel(run.day), link: runLink(ctx, run.token) },
  )
  return { message, owner: await shopOwnerOf(ctx, ctx.store.id) }
}

/**
 * POST /api/couriers/<id>/assign: one order or a batch ("Tournée du jour"). Every order is
 * checked first (404 for another shop's, French 422s naming the order), so a batch goes out
 * whole or not at all. Then, in one batch: today's run is created if needed (or its revoked
 * link renewed), each order's open delivery elsewhere is moved here, a pending or confirmed
 * order becomes shipped, the history says who took it, and the courier gets one message.
 */
export async function assignOrders(
  ctx: StoreCtx,
  courierId: string,
  input: AssignInput,
): Promise<CourierRun> {
  const storeId = ctx.store.id
  const day = today(ctx)
  const orderIds = [...new Set(input.orderIds)]
  const [courierRows, orderRows, runRows] = await readBatch(ctx.db, [
    ctx.db
      .select()
      .from(couriers)
      .where(and(eq(couriers.id, courierId), eq(couriers.storeId, storeId)))
      .limit(1),
    ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), inArray(orders.id, orderIds))),
    ctx.db
      .select()
      .from(courierRuns)
      .where(
        and(
          eq(courierRuns.storeId, storeId),
          eq(courierRuns.courierId, courierId),
          eq(courierRuns.day, day),
        ),
      )
      .limit(1),
  ])
  const courier = courierRows[0]
  if (!courier) throw new ApiError('NOT_FOUND', courierMsg.notFound)
  if (!courier.active) throw new ApiError('UNPROCESSABLE', courierMsg.inactive)
  const byId = new Map(orderRows.map((o) => [o.id, o]))
  const wanted = orderIds.map((id) => {
    const order = byId.get(id)
    if (!order) throw new ApiError('NOT_FOUND', orderMsg.notFound)
    const refusal = refusalOf(order)
    if (refusal) throw new ApiError('UNPROCESSABLE', refusal)
    return order
  })
  const existing = runRows[0]
  if (existing?.closedAt) throw new ApiError('UNPROCESSABLE', courierMsg.runClosed)

  // Parcels already open in this very run stay as they are: handing them again changes nothing.
  const openHere = existing
    ? await ctx.db
        .select({ orderId: deliveries.orderId })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.storeId, storeId),
            eq(deliveries.runId, existing.id),
            isNull(deliveries.outcome),
          ),
        )
    : []
  const already = new Set(openHere.map((d) => d.orderId))
  const handed = wanted.filter((o) => !already.has(o.id))
  if (handed.length === 0 && existing) return getRun(ctx, existing.id)

  // A revoked link is renewed: the courier is being sent today's parcels, the old link stays dead.
  const token = !existing || existing.revokedAt ? newSecretToken() : existing.token
  const runOf = sql`(select ${courierRuns.id} from ${courierRuns} where ${courierRuns.storeId} = ${storeId}
    and ${courierRuns.courierId} = ${courierId} and ${courierRuns.day} = ${day})`
  const runWrites = existing
    ? existing.revokedAt
      ? [
          ctx.db
            .update(courierRuns)
            .set({ token, revokedAt: null })
            .where(and(eq(courierRuns.id, existing.id), eq(courierRuns.storeId, storeId))),
        ]
      : []
    : [
        ctx.db
          .insert(courierRuns)
          .values({ id: newId('run'), storeId, courierId, day, token, createdAt: ctx.now })
          .onConflictDoNothing(),
      ]
  const note = courierMsg.assigned(courier.name, dayLabel(day))
  const eventIds = handed.map(() => newId('oev'))
  const orderWrites = handed.flatMap((order, i) =>
    handOver(ctx, { order, eventId: eventIds[i]!, courier, day, runOf, note }),
  )
  // The message carries the link only if it is the run's (a run created meanwhile keeps its own).
  const { message, owner } = await runMessage(
    ctx,
    courier,
    { token, day },
    already.size + handed.length,
  )
  const linkHolds = sql`exists (select 1 from ${courierRuns} where ${courierRuns.token} = ${token})
    and exists (select 1 from ${orderEvents} where ${inArray(orderEvents.id, eventIds)})`
  await batch(ctx.db, [
    ...runWrites,
    ...orderWrites,
    queueShopMessage(ctx, storeId, owner, message, { kind: 'courier' }, { onlyIf: linkHolds }),
  ])
  const written = await ctx.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(inArray(orderEvents.id, eventIds))
  // An order changed between our read and our batch (closed meanwhile): say so with fresh state.
  if (written.length < eventIds.length) throw new ApiError('CONFLICT', orderMsg.changedMeanwhile)
  return getRunOf(ctx, courierId, day)
}

/**
 * The writes handing one order to the run, each behind its history row (the guard): written
 * only if the order still has the status read and is open, so a concurrent change wins whole.
 */
function handOver(
  ctx: StoreCtx,
  h: {
    order: OrderRow
    eventId: string
    courier: CourierRow
    day: string
    runOf: SQL
    note: string
  },
) {
  const storeId = ctx.store.id
  const { order, eventId, courier } = h
  const status: OrderStatus =
    order.status === 'pending' || order.status === 'confirmed' ? 'shipped' : order.status
  const applied = sql`exists (select 1 from ${orderEvents} where ${orderEvents.id} = ${eventId})`
  return [
    insertWhere(
      ctx.db,
      orderEvents,
      {
        id: eventId,
        storeId,
        orderId: order.id,
        status,
        message: h.note,
        ...merchantActor(ctx),
        createdAt: ctx.now,
      },
      sql`exists (select 1 from ${orders} where ${orders.id} = ${order.id} and ${orders.storeId} = ${storeId}
        and ${orders.status} = ${order.status})`,
    ),
    // Moving: the order's open parcel in another run (another courier, an earlier day) goes.
    ctx.db
      .delete(deliveries)
      .where(
        and(
          eq(deliveries.storeId, storeId),
          eq(deliveries.orderId, order.id),
          isNull(deliveries.outcome),
          applied,
        ),
      ),
    insertWhere(
      ctx.db,
      deliveries,
      {
        id: newId('dlv'),
        storeId,
        orderId: order.id,
        runId: h.runOf,
        courierId: courier.id,
        day: h.day,
        fee: courier.feePerDrop,
        outcome: null,
        outcomeAt: null,
        recordedBy: null,
        recordedByName: null,
        cashCollected: 0,
        currency: order.currency,
        handedByUserId: ctx.user.id,
        createdAt: ctx.now,
      },
      applied,
    ),
    ctx.db
      .update(orders)
      .set({ status, rescheduleAt: null, updatedAt: ctx.now })
      .where(and(eq(orders.id, order.id), eq(orders.storeId, storeId), applied)),
  ]
}

/** GET /api/couriers/runs?day=: the shop's runs of that day (today, shop-local, without one). */
export async function listRuns(ctx: StoreCtx, query: RunsQuery): Promise<CourierRun[]> {
  return runsWhere(
    ctx,
    and(eq(courierRuns.storeId, ctx.store.id), eq(courierRuns.day, query.day ?? today(ctx))),
  )
}

const getRunOf = async (ctx: StoreCtx, courierId: string, day: string) => {
  const [run] = await runsWhere(
    ctx,
    and(
      eq(courierRuns.storeId, ctx.store.id),
      eq(courierRuns.courierId, courierId),
      eq(courierRuns.day, day),
    ),
  )
  if (!run) throw new ApiError('NOT_FOUND', courierMsg.runNotFound)
  return run
}

async function getRun(ctx: StoreCtx, runId: string): Promise<CourierRun> {
  const [run] = await runsWhere(
    ctx,
    and(eq(courierRuns.storeId, ctx.store.id), eq(courierRuns.id, runId)),
  )
  if (!run) throw new ApiError('NOT_FOUND', courierMsg.runNotFound)
  return run
}

/** Runs with their courier and parcels, in one round trip (the parcels' read names the runs). */
async function runsWhere(ctx: StoreCtx, where: SQL | undefined): Promise<CourierRun[]> {
  const storeId = ctx.store.id
  const runIds = ctx.db.select({ id: courierRuns.id }).from(courierRuns).where(where)
  const [runs, parcels] = await readBatch(ctx.db, [
    ctx.db
      .select({ run: courierRuns, courierName: couriers.name })
      .from(courierRuns)
      .innerJoin(couriers, eq(couriers.id, courierRuns.courierId))
      .where(where)
      .orderBy(asc(couriers.name)),
    ctx.db
      .select({
        // No two columns of one name: a batch's rows come back by name (D1), not by position.
        deliveryId: deliveries.id,
        runId: deliveries.runId,
        orderId: deliveries.orderId,
        number: orders.number,
        firstName: orders.firstName,
        lastName: orders.lastName,
        zoneName: orders.deliveryZoneName,
        outcome: deliveries.outcome,
      })
      .from(deliveries)
      .innerJoin(orders, and(eq(orders.id, deliveries.orderId), eq(orders.storeId, storeId)))
      .where(and(eq(deliveries.storeId, storeId), inArray(deliveries.runId, runIds)))
      .orderBy(asc(deliveries.createdAt), asc(sql`${deliveries}.rowid`)),
  ])
  return runs.map(({ run, courierName }) => {
    const state = linkState(run)
    return {
      id: run.id,
      day: run.day,
      courierId: run.courierId,
      courierName,
      linkState: state,
      link: state === 'active' ? runLink(ctx, run.token) : null,
      parcels: parcels
        .filter((p) => p.runId === run.id)
        .map((p) => ({
          deliveryId: p.deliveryId,
          orderId: p.orderId,
          number: p.number,
          customerName: `${p.firstName} ${p.lastName}`.trim(),
          zoneName: p.zoneName,
          outcome: p.outcome,
        })),
    }
  })
}

/** POST /api/couriers/runs/<id>/revoke: the link stops opening; the parcels stay on the run. */
export async function revokeRun(ctx: StoreCtx, runId: string): Promise<CourierRun> {
  const [row] = await ctx.db
    .update(courierRuns)
    .set({
      revokedAt: sql`coalesce(${courierRuns.revokedAt}, ${Math.floor(ctx.now.getTime() / 1000)})`,
    })
    .where(and(eq(courierRuns.id, runId), eq(courierRuns.storeId, ctx.store.id)))
    .returning({ id: courierRuns.id })
  if (!row) throw new ApiError('NOT_FOUND', courierMsg.runNotFound)
  return getRun(ctx, runId)
}

/**
 * POST /api/couriers/runs/<id>/link: a new token (the old link dies), the revocation lifted,
 * and the courier sent the new link, in one batch. A run whose cash is closed records nothing
 * more: its link is not renewed.
 */
export async function renewRunLink(ctx: StoreCtx, runId: string): Promise<CourierRun> {
  const storeId = ctx.store.id
  // The message counts the parcels still to deliver, as the assignment's does.
  const [runRows, openParcels] = await readBatch(ctx.db, [
    ctx.db
      .select()
      .from(courierRuns)
      .where(and(eq(courierRuns.id, runId), eq(courierRuns.storeId, storeId)))
      .limit(1),
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.storeId, storeId),
          eq(deliveries.runId, runId),
          isNull(deliveries.outcome),
        ),
      ),
  ])
  const run = runRows[0]
  if (!run) throw new ApiError('NOT_FOUND', courierMsg.runNotFound)
  if (run.closedAt) throw new ApiError('UNPROCESSABLE', courierMsg.dayClosed)
  const courier = await findCourier(ctx, run.courierId)
  const token = newSecretToken()
  const { message, owner } = await runMessage(
    ctx,
    courier,
    { token, day: run.day },
    openParcels[0]?.n ?? 0,
  )
  await batch(ctx.db, [
    ctx.db
      .update(courierRuns)
      .set({ token, revokedAt: null })
      .where(
        and(
          eq(courierRuns.id, runId),
          eq(courierRuns.storeId, storeId),
          isNull(courierRuns.closedAt),
        ),
      ),
    queueShopMessage(
      ctx,
      storeId,
      owner,
      message,
      { kind: 'courier' },
      {
        onlyIf: sql`exists (select 1 from ${courierRuns} where ${courierRuns.token} = ${token})`,
      },
    ),
  ])
  return getRun(ctx, runId)
}
