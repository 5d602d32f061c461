import { and, desc, eq, sql } from 'drizzle-orm'
import { deliveries } from '../../db/schema/index'
import type { StoreCtx } from '../../env'
import { ApiError } from '../../lib/errors'
import { courierMsg, type DoorOutcomeInput } from '../../schemas/couriers'
import type { Order } from '../../schemas/orders'
import { findOrderRow, getOrder } from '../orders/orders'
import { recordDoorOutcome } from './door'

/**
 * The order's delivery the door speaks of: the open one (at most one, the partial unique index),
 * else the last one recorded, so a merchant's repeat of the outcome finds what it recorded.
 */
async function deliveryOfOrder(ctx: StoreCtx, orderId: string) {
  const rows = await ctx.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.storeId, ctx.store.id)))
    .orderBy(
      sql`${deliveries.outcome} is not null`,
      desc(deliveries.createdAt),
      desc(sql`${deliveries}.rowid`),
    )
    .limit(1)
  return rows[0] ?? null
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
  const delivery = await deliveryOfOrder(ctx, row.id)
  if (!delivery) throw new ApiError('NOT_FOUND', courierMsg.noDelivery)
  await recordDoorOutcome(ctx, {
    delivery,
    outcome: input.outcome,
    by: { kind: 'merchant', userId: ctx.user.id },
  })
  return getOrder(ctx, row.id)
}
