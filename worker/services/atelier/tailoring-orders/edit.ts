import { and, eq, sql } from 'drizzle-orm'
import { cashbookEntries, tailoringOrderEvents, tailoringOrders } from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import { ApiError, fieldError } from '../../../lib/errors'
import {
  FINAL_STAGES,
  type TailoringOrder,
  type TailoringOrderUpdateInput,
  tailoringMsg,
} from '../../../schemas/atelier/orders'
import { atelierEntry } from '../../../schemas/notices'
import { fabricMovementStatements } from '../fabric-stock'
import { getTailoringOrder } from './detail'
import { type OrderValues, orderValuesOf } from './fields'
import { assertOrder, paidSql, runOrderBatch } from './guard'
import { findOrder, type OrderWithPaid } from './queries'

type Fabric = { fabricId: string | null; fabricCm: number | null }

/**
 * The stock movements that take the order from the fabric it held to the one it holds now:
 * the same fabric adjusts by the difference, another fabric returns the old and takes the new.
 */
function fabricChange(ctx: AtelierCtx, order: OrderWithPaid, next: Fabric, note: string) {
  const move = (fabricId: string, deltaCm: number) =>
    deltaCm === 0
      ? []
      : fabricMovementStatements(ctx, {
          fabricId,
          kind: deltaCm < 0 ? 'use' : 'return',
          deltaCm,
          orderId: order.id,
          note,
        })
  const before = order.fabricId ? (order.fabricCm ?? 0) : 0
  const after = next.fabricId ? (next.fabricCm ?? 0) : 0
  if (order.fabricId && order.fabricId === next.fabricId)
    return move(order.fabricId, before - after)
  return [
    ...(order.fabricId ? move(order.fabricId, before) : []),
    ...(next.fabricId ? move(next.fabricId, -after) : []),
  ]
}

function assertEditable(order: OrderWithPaid, values?: OrderValues) {
  if (FINAL_STAGES.includes(order.stage)) throw new ApiError('CONFLICT', tailoringMsg.finalNoEdit)
  if (values && values.price < order.paid)
    throw fieldError('UNPROCESSABLE', 'price', tailoringMsg.priceBelowPaid)
}

/**
 * Edits an open order (409 once delivered or canceled); the customer stays. The price cannot
 * go below what was already paid; a new length or another stock fabric moves the stock by
 * the difference in the same batch, which applies only to the order as it was read.
 */
export async function updateTailoringOrder(
  ctx: AtelierCtx,
  id: string,
  input: TailoringOrderUpdateInput,
): Promise<TailoringOrder> {
  const order = await findOrder(ctx, id)
  assertEditable(order)
  const values = await orderValuesOf(ctx, order.customerId, input, order)
  assertEditable(order, values)
  const o = tailoringOrders
  await runOrderBatch(
    ctx,
    [
      assertOrder(
        ctx,
        id,
        sql`${o.stage} = ${order.stage} and ${o.fabricId} is ${order.fabricId} and ${o.fabricCm} is ${order.fabricCm} and ${paidSql} <= ${values.price}`,
      ),
      ctx.db
        .update(o)
        .set({ ...values, updatedAt: ctx.now })
        .where(and(eq(o.id, id), eq(o.storeId, ctx.store.id))),
      ...fabricChange(ctx, order, values, atelierEntry.orderEdited(order.number)),
    ],
    async () => assertEditable(await findOrder(ctx, id), values),
  )
  return getTailoringOrder(ctx, id)
}

const deletable = (order: OrderWithPaid) => order.stage === 'received' && order.paid === 0

/**
 * Deletes an order taken by mistake: only while 'received' and without any payment (else
 * 409: cancel it instead), and only by the owner or a manager. Its stock fabric comes back.
 */
export async function deleteTailoringOrder(ctx: AtelierCtx, id: string): Promise<void> {
  if (ctx.atelier.role !== 'owner' && ctx.atelier.role !== 'manager')
    throw new ApiError('FORBIDDEN', tailoringMsg.deleteNotAllowed)
  const order = await findOrder(ctx, id)
  const refuse = () => new ApiError('CONFLICT', tailoringMsg.deleteOnlyReceived)
  if (!deletable(order)) throw refuse()
  const storeId = ctx.store.id
  const none = { fabricId: null, fabricCm: null }
  const c = cashbookEntries
  await runOrderBatch(
    ctx,
    [
      assertOrder(
        ctx,
        id,
        sql`${tailoringOrders.stage} = 'received' and not exists (select 1 from ${c} where ${c.orderId} = ${id} and ${c.storeId} = ${storeId})`,
      ),
      ...fabricChange(ctx, order, none, atelierEntry.orderDeleted(order.number)),
      ctx.db
        .delete(tailoringOrderEvents)
        .where(
          and(eq(tailoringOrderEvents.orderId, id), eq(tailoringOrderEvents.storeId, storeId)),
        ),
      ctx.db
        .delete(tailoringOrders)
        .where(and(eq(tailoringOrders.id, id), eq(tailoringOrders.storeId, storeId))),
    ],
    async () => {
      if (!deletable(await findOrder(ctx, id))) throw refuse()
    },
  )
}
