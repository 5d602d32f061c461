import { eq, sql } from 'drizzle-orm'
import { batch } from '../../../db/client'
import { ateliers, tailoringOrderEvents, tailoringOrders } from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import { ApiError, isConstraintError } from '../../../lib/errors'
import { newId, newSecretToken } from '../../../lib/ids'
import {
  type TailoringOrder,
  type TailoringOrderCreateInput,
  tailoringMsg,
} from '../../../schemas/atelier/orders'
import { msg } from '../../../schemas/messages'
import { atelierEntry } from '../../../schemas/notices'
import { todayOf } from '../days'
import { fabricMovementStatements, withFabricStock } from '../fabric-stock'
import { automaticEntryInsert } from '../ledger'
import { collectShopAmount } from '../money'
import { getTailoringOrder } from './detail'
import { assertCustomer, type OrderValues, orderValuesOf } from './fields'

/** "A-0001": the shop's own sequence, easy to say over the phone. */
const orderNumber = (n: number) => `A-${String(n).padStart(4, '0')}`

async function nextNumber(ctx: AtelierCtx): Promise<number> {
  const row = await ctx.db
    .select({ next: ateliers.nextOrderNumber })
    .from(ateliers)
    .where(eq(ateliers.storeId, ctx.store.id))
    .get()
  return row?.next ?? 1
}

type Draft = {
  id: string
  values: OrderValues
  advance: number
  paymentMethod: TailoringOrderCreateInput['paymentMethod']
  customerId: string
}

/** Order row, first history step, fabric taken from stock and the advance in the cash book. */
function createStatements(ctx: AtelierCtx, draft: Draft, n: number) {
  const { id, values } = draft
  const number = orderNumber(n)
  return [
    // Claims number n; a concurrent order that claimed it too fails on the unique number.
    ctx.db
      .update(ateliers)
      .set({ nextOrderNumber: sql`max(${ateliers.nextOrderNumber}, ${n + 1})` })
      .where(eq(ateliers.storeId, ctx.store.id)),
    ctx.db.insert(tailoringOrders).values({
      id,
      storeId: ctx.store.id,
      number,
      customerId: draft.customerId,
      stage: 'received',
      currency: ctx.store.currency,
      trackingToken: newSecretToken(),
      createdBy: ctx.user.id,
      ...values,
    }),
    ctx.db.insert(tailoringOrderEvents).values({
      id: newId('tev'),
      storeId: ctx.store.id,
      orderId: id,
      stage: 'received',
      createdBy: ctx.user.id,
    }),
    ...(values.fabricId && values.fabricCm
      ? fabricMovementStatements(ctx, {
          fabricId: values.fabricId,
          kind: 'use',
          deltaCm: -values.fabricCm,
          orderId: id,
          note: atelierEntry.orderTook(number),
        })
      : []),
    ...(draft.advance > 0
      ? [
          automaticEntryInsert(ctx, {
            kind: 'income',
            category: 'orders',
            source: 'order_payment',
            amount: draft.advance,
            label: atelierEntry.advance(number),
            occurredOn: todayOf(ctx),
            paymentMethod: draft.paymentMethod ?? 'cash',
            orderId: id,
          }),
        ]
      : []),
  ]
}

/**
 * Takes a tailoring order in one batch: the row numbered from the shop's sequence, its first
 * step 'received', the fabric taken from stock (409 when short) and the advance written to
 * the cash book. The measurements and service prices are copied in (see orderValuesOf).
 */
export async function createTailoringOrder(
  ctx: AtelierCtx,
  input: TailoringOrderCreateInput,
): Promise<TailoringOrder> {
  await assertCustomer(ctx, input.customerId)
  const values = await orderValuesOf(ctx, input.customerId, input)
  const issues: { path: string; message: string }[] = []
  const advance = input.advance ? collectShopAmount(ctx, 'advance', input.advance, issues) : 0
  if (issues.length === 0 && advance > values.price)
    issues.push({ path: 'advance', message: tailoringMsg.advanceAbovePrice })
  if (issues.length > 0) throw new ApiError('UNPROCESSABLE', msg.checkFields, issues)
  const draft: Draft = {
    id: newId('tor'),
    values,
    advance,
    paymentMethod: input.paymentMethod,
    customerId: input.customerId,
  }
  for (let attempt = 1; ; attempt++) {
    const n = await nextNumber(ctx)
    try {
      await withFabricStock(() => batch(ctx.db, createStatements(ctx, draft, n)))
      break
    } catch (err) {
      if (attempt >= 5 || !isConstraintError(err, 'UNIQUE')) throw err
    }
  }
  return getTailoringOrder(ctx, draft.id)
}
