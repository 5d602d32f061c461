import { and, eq, sql } from 'drizzle-orm'
import { tailoringOrderEvents, tailoringOrders } from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import { ApiError, fieldError } from '../../../lib/errors'
import { newId } from '../../../lib/ids'
import {
  type TailoringOrder,
  type TailoringStage,
  type TailoringStageInput,
  tailoringMsg,
} from '../../../schemas/atelier/orders'
import { formatMoney } from '../../../schemas/money'
import { atelierEntry } from '../../../schemas/notices'
import { todayOf } from '../days'
import { fabricMovementStatements } from '../fabric-stock'
import { automaticEntryInsert } from '../ledger'
import { getTailoringOrder } from './detail'
import { assertOrder, paidSql, runOrderBatch } from './guard'
import { findOrder, type OrderWithPaid } from './queries'

/**
 * The stages are a workshop's, not a conveyor's: any stage may follow any other (back to
 * 'couture' after a fitting, straight to 'prête'…), except that delivered and canceled are
 * final, and an order leaves the workshop only once it is paid.
 */
function assertMove(order: OrderWithPaid, input: TailoringStageInput) {
  if (order.stage === 'canceled') throw new ApiError('CONFLICT', tailoringMsg.canceledFinal)
  if (order.stage === 'delivered') throw new ApiError('CONFLICT', tailoringMsg.deliveredFinal)
  if (order.stage === input.stage)
    throw fieldError('UNPROCESSABLE', 'stage', tailoringMsg.sameStage)
  const balance = order.price - order.paid
  if (input.stage !== 'delivered' || balance <= 0) return 0
  if (!input.payBalance)
    throw fieldError(
      'CONFLICT',
      'payBalance',
      tailoringMsg.balanceDue(formatMoney(balance, order.currency)),
    )
  if (!input.paymentMethod)
    throw fieldError('UNPROCESSABLE', 'paymentMethod', tailoringMsg.paymentMethod)
  return balance
}

function movedStatements(
  ctx: AtelierCtx,
  order: OrderWithPaid,
  stage: TailoringStage,
  note?: string,
) {
  const scope = and(eq(tailoringOrders.id, order.id), eq(tailoringOrders.storeId, ctx.store.id))
  return [
    ctx.db
      .update(tailoringOrders)
      .set({
        stage,
        updatedAt: ctx.now,
        ...(stage === 'delivered' ? { deliveredAt: ctx.now } : {}),
      })
      .where(scope),
    ctx.db.insert(tailoringOrderEvents).values({
      id: newId('tev'),
      storeId: ctx.store.id,
      orderId: order.id,
      stage,
      note: note || null,
      createdBy: ctx.user.id,
    }),
  ]
}

/**
 * Moves an order to another stage and records it in the history, in one batch: delivering
 * with `payBalance` writes the balance to the cash book, canceling returns the stock fabric.
 * The batch only applies to the order as it was read (same stage, same payments), so two
 * cancellations return the fabric once. Answers the order, with the new stage's WhatsApp link.
 */
export async function moveTailoringStage(
  ctx: AtelierCtx,
  id: string,
  input: TailoringStageInput,
): Promise<TailoringOrder> {
  const order = await findOrder(ctx, id)
  const balance = assertMove(order, input)
  const returnFabric = input.stage === 'canceled' && order.fabricId && order.fabricCm
  await runOrderBatch(
    ctx,
    [
      assertOrder(
        ctx,
        id,
        sql`${tailoringOrders.stage} = ${order.stage} and ${paidSql} = ${order.paid} and ${tailoringOrders.price} = ${order.price}`,
      ),
      ...movedStatements(ctx, order, input.stage, input.note),
      ...(balance > 0
        ? [
            automaticEntryInsert(ctx, {
              kind: 'income',
              category: 'orders',
              source: 'order_payment',
              amount: balance,
              label: atelierEntry.balance(order.number),
              occurredOn: todayOf(ctx),
              paymentMethod: input.paymentMethod,
              orderId: id,
            }),
          ]
        : []),
      ...(returnFabric
        ? fabricMovementStatements(ctx, {
            fabricId: order.fabricId!,
            kind: 'return',
            deltaCm: order.fabricCm!,
            orderId: id,
            note: atelierEntry.orderCancelled(order.number),
          })
        : []),
    ],
    async () => assertMove(await findOrder(ctx, id), input),
  )
  return getTailoringOrder(ctx, id)
}
