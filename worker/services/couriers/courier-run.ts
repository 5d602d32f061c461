import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { readBatch } from '../../db/client'
import {
  type CourierRunRow,
  courierRuns,
  couriers,
  type DeliveryRow,
  deliveries,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
} from '../../db/schema/index'
import type { ShopCtx } from '../../env'
import { amountDue, paidOf } from './door'

/** A run's link is a 43-character base64url secret (`newSecretToken`): anything else is no link. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

export type CourierRun = {
  run: CourierRunRow
  courierName: string
  parcels: Parcel[]
}

export type Parcel = {
  delivery: DeliveryRow
  order: OrderRow
  items: OrderItemRow[]
  /** The exact amount to collect at the door: the total minus confirmed payments (≥ 0). */
  due: number
}

/** The run of a link, in the shop: null for an unknown, revoked or malformed token. */
export async function runOfToken(ctx: ShopCtx, token: string) {
  if (!TOKEN.test(token)) return null
  const row = await ctx.db
    .select({ run: courierRuns, courierName: couriers.name })
    .from(courierRuns)
    .innerJoin(
      couriers,
      and(eq(couriers.id, courierRuns.courierId), eq(couriers.storeId, ctx.store.id)),
    )
    .where(
      and(
        eq(courierRuns.token, token),
        eq(courierRuns.storeId, ctx.store.id),
        isNull(courierRuns.revokedAt),
      ),
    )
    .get()
  return row ?? null
}

/** A delivery of this run only: the link opens its own parcels and nothing else. */
export async function deliveryOnRun(ctx: ShopCtx, run: CourierRunRow, deliveryId: string) {
  const row = await ctx.db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.id, deliveryId),
        eq(deliveries.runId, run.id),
        eq(deliveries.storeId, ctx.store.id),
      ),
    )
    .get()
  return row ?? null
}

/**
 * The courier's page: the run, then each parcel with its order, lines and what is left to
 * collect. Two round trips: the run by its token, then its parcels, lines and payments together.
 */
export async function readCourierRun(ctx: ShopCtx, token: string): Promise<CourierRun | null> {
  const found = await runOfToken(ctx, token)
  if (!found) return null
  const storeId = ctx.store.id
  const ofRun = and(eq(deliveries.runId, found.run.id), eq(deliveries.storeId, storeId))
  const orderIds = ctx.db.select({ id: deliveries.orderId }).from(deliveries).where(ofRun)
  // Each read on one table: a join's clashing column names (id, store_id…) do not survive D1's
  // batch, so the rows are matched here by order id.
  const [rows, orderRows, lines] = await readBatch(ctx.db, [
    ctx.db
      .select()
      .from(deliveries)
      .where(ofRun)
      .orderBy(asc(deliveries.createdAt), asc(sql`${deliveries}.rowid`)),
    ctx.db
      .select({ order: orders, paid: paidOf(storeId) })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), inArray(orders.id, orderIds))),
    ctx.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.storeId, storeId), inArray(orderItems.orderId, orderIds)))
      .orderBy(asc(sql`${orderItems}.rowid`)),
  ])
  const byId = new Map(orderRows.map((r) => [r.order.id, r]))
  const parcels = rows.flatMap((delivery) => {
    const found = byId.get(delivery.orderId)
    if (!found) return []
    const { order, paid } = found
    return [
      {
        delivery,
        order,
        items: lines.filter((l) => l.orderId === order.id),
        due: amountDue(order, Number(paid)),
      },
    ]
  })
  return { run: found.run, courierName: found.courierName, parcels }
}
