import { and, asc, eq, sql } from 'drizzle-orm'
import { ateliers, tailoringOrderEvents, tailoringOrders } from '../../../db/schema'
import type { ShopDatabaseCtx } from '../../../env'
import { ApiError } from '../../../lib/errors'
import { type TailoringTracking, tailoringMsg } from '../../../schemas/atelier/orders'
import { paidSql } from './guard'

/**
 * The customer's view of their order, reached only through its unguessable token (and only
 * while the shop's atelier is switched on). Unknown token → NOT_FOUND, the theme's 404.
 */
export async function getTailoringTracking(
  ctx: ShopDatabaseCtx,
  storeId: string,
  token: string,
): Promise<TailoringTracking> {
  const o = tailoringOrders
  const row = await ctx.db
    .select({ order: o, paid: paidSql })
    .from(o)
    .innerJoin(ateliers, and(eq(ateliers.storeId, o.storeId), eq(ateliers.enabled, true)))
    .where(and(eq(o.trackingToken, token), eq(o.storeId, storeId)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', tailoringMsg.notFound)
  const e = tailoringOrderEvents
  const events = await ctx.db
    .select({ stage: e.stage, note: e.note, createdAt: e.createdAt })
    .from(e)
    .where(and(eq(e.orderId, row.order.id), eq(e.storeId, storeId)))
    .orderBy(asc(e.createdAt), asc(sql`${e}.rowid`))
  const { order } = row
  return {
    number: order.number,
    stage: order.stage,
    promisedOn: order.promisedOn,
    garments: order.garments.map((g) => ({ name: g.garmentTypeName, quantity: g.quantity })),
    currency: order.currency,
    balance: order.stage === 'canceled' ? 0 : Math.max(0, order.price - Number(row.paid)),
    events: events.map((ev) => ({ ...ev, createdAt: ev.createdAt.toISOString() })),
  }
}
