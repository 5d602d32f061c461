import { and, desc, eq, sql } from 'drizzle-orm'
import { couriers, deliveries } from '../../db/schema/index'
import type { StoreCtx } from '../../env'
import { ApiError } from '../../lib/errors'
import { courierMsg, type DoorOutcomeInput, type OrderDoor } from '../../schemas/couriers'
import type { Order } from '../../schemas/orders'
import { findOrderRow, getOrder } from '../orders/orders'
import { recordDoorOutcome } from './door'

/**
 * The order's delivery the door speaks of: the open one (at most one, the partial unique index),
 * else the last one recorded, so a merchant's repeat of the outcome finds what it recorded.
 */
async function deliveryOfOrder(ctx: StoreCtx, orderId: string) {
  const rows = await ctx.db
    .select({ delivery: deliveries, courierName: couriers.name })
    .from(deliveries)
    .innerJoin(
      couriers,
      and(eq(couriers.id, deliveries.courierId), eq(couriers.storeId, ctx.store.id)),
    )
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.storeId, ctx.store.id)))
    .orderBy(
      sql`${deliveries.outcome} is not null`,
      desc(deliveries.createdAt),
      desc(sql`${deliveries}.rowid`),
    )
    .limit(1)
  return rows[0] ?? null
}

/** GET /api/orders/:id/door: who holds the order's parcel, and what the door said (or null). */
export async function getOrderDoor(ctx: StoreCtx, orderId: string): Promise<OrderDoor | null> {
  const row = await findOrderRow(ctx, orderId)
  const found = await deliveryOfOrder(ctx, row.id)
  if (!found) return null
  const { delivery, courierName } = found
  return {
    deliveryId: delivery.id,
    courierName,
    day: delivery.day,
    outcome: delivery.outcome,
    cashCollected: delivery.cashCollected,
  }
}

/**
 * POST /api/orders/:id/door-outcome: the merchant records the door's outcome from the order
 * (the courier called instead of pressing the button), through the courier's own rule.
 */
export async function recordOrderDoorOutcome(
  ctx: StoreCtx,
  orderId: string,
  input: DoorOutcomeInput,
): Promise<Order> {
  const row = await findOrderRow(ctx, orderId)
  const found = await deliveryOfOrder(ctx, row.id)
  if (!found) throw new ApiError('NOT_FOUND', courierMsg.noDelivery)
  await recordDoorOutcome(ctx, {
    delivery: found.delivery,
    outcome: input.outcome,
    by: { kind: 'merchant', userId: ctx.user.id },
  })
  return getOrder(ctx, row.id)
}
