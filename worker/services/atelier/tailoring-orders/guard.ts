import { and, eq, type SQL, sql } from 'drizzle-orm'
import { batch } from '../../../db/client'
import { cashbookEntries, tailoringOrderEvents, tailoringOrders } from '../../../db/schema'
import type { AtelierCtx } from '../../../env'
import { ApiError } from '../../../lib/errors'
import { newId } from '../../../lib/ids'
import { tailoringMsg } from '../../../schemas/atelier/orders'
import { withFabricStock } from '../fabric-stock'

/** What the order has been paid: its income lines in the cash book (a correlated subquery). */
export const paidSql = sql<number>`coalesce((select sum(${cashbookEntries.amount}) from ${cashbookEntries}
  where ${cashbookEntries.orderId} = ${tailoringOrders.id} and ${cashbookEntries.storeId} = ${tailoringOrders.storeId}
  and ${cashbookEntries.kind} = 'income'), 0)`

const GUARD_FAILURE = 'tailoring_order_events.order_id'

/**
 * A statement that writes nothing while the order is still as the caller read it (`condition`
 * over its row), and otherwise fails, taking the whole batch down with it: it inserts a history
 * row whose order_id is NULL, which NOT NULL refuses. D1 has no interactive transaction, and
 * the stock and cash-book statements of a batch cannot be made conditional one by one, so this
 * is how a second cancellation never returns the fabric twice, and how two payments never pay
 * more than the price. It also fails when the order is gone (deleted meanwhile).
 */
export function assertOrder(ctx: AtelierCtx, orderId: string, condition: SQL) {
  const o = tailoringOrders
  // Through the builder (drizzle's D1 batch cannot bind a raw `db.run`); the select lists
  // every column of the events table, in its order: id, store_id, order_id, stage, note,
  // created_by, created_at.
  return ctx.db.insert(tailoringOrderEvents).select(sql`
    select ${newId('tev')}, ${ctx.store.id}, null, 'received', null, null, unixepoch()
    where not exists (select 1 from ${o} where ${and(eq(o.id, orderId), eq(o.storeId, ctx.store.id), condition)})`)
}

function isGuardFailure(err: unknown): boolean {
  let cur: unknown = err
  for (let depth = 0; cur && depth < 4; depth++) {
    if (String((cur as { message?: unknown }).message ?? cur).includes(GUARD_FAILURE)) return true
    cur = (cur as { cause?: unknown }).cause
  }
  return false
}

/**
 * Runs an order's batch: a fabric shortage becomes the French 409 of the stock, a failed
 * `assertOrder` runs `explain` (the caller's checks on a fresh read, which throw the precise
 * reason) and otherwise answers "modifiée entre-temps".
 */
export async function runOrderBatch(
  ctx: AtelierCtx,
  statements: readonly unknown[],
  explain?: () => Promise<unknown>,
): Promise<void> {
  try {
    await withFabricStock(() => batch(ctx.db, statements))
  } catch (err) {
    if (!isGuardFailure(err)) throw err
    await explain?.()
    throw new ApiError('CONFLICT', tailoringMsg.changedMeanwhile)
  }
}
