import { and, eq, sql } from 'drizzle-orm'
import { atelierFabricMovements, atelierFabrics, notifications } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { ApiError, isConstraintError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { atelierMsg } from '../../schemas/atelier/access'

type Movement = {
  id?: string
  fabricId: string
  kind: 'purchase' | 'use' | 'return' | 'adjustment'
  /** Signed centimetres: + into stock, − out of it. */
  deltaCm: number
  amount?: number | null
  orderId?: string | null
  note?: string | null
}

/**
 * The statements of one stock movement, to run in the caller's batch: the stock update
 * (refused by the CHECK when it would go below zero), the movement row, and a "stock bas"
 * notification when this movement takes the fabric under its threshold.
 */
export function fabricMovementStatements(ctx: AtelierCtx, m: Movement) {
  const storeId = ctx.store.id
  const id = m.id ?? newId('fmv')
  const scope = and(eq(atelierFabrics.id, m.fabricId), eq(atelierFabrics.storeId, storeId))
  return [
    ctx.db
      .update(atelierFabrics)
      .set({ stockCm: sql`${atelierFabrics.stockCm} + ${m.deltaCm}`, updatedAt: ctx.now })
      .where(scope),
    ctx.db.insert(atelierFabricMovements).values({
      id,
      storeId,
      fabricId: m.fabricId,
      kind: m.kind,
      deltaCm: m.deltaCm,
      amount: m.amount ?? null,
      orderId: m.orderId ?? null,
      note: m.note ?? null,
      createdBy: ctx.user.id,
    }),
    ...(m.deltaCm < 0 ? [lowStockNotification(ctx, m.fabricId, m.deltaCm)] : []),
  ]
}

/** Inserts a notification only if the stock just crossed the threshold (not on every use). */
function lowStockNotification(ctx: AtelierCtx, fabricId: string, deltaCm: number) {
  const f = atelierFabrics
  // insert…select through the builder: drizzle's D1 batch cannot bind a raw `db.run(sql)`.
  // The select lists every column of notifications, in the table's order.
  return ctx.db.insert(notifications).select(sql`
    select ${newId('ntf')}, 'store', ${ctx.store.id}, 'atelier_fabric', ${f.id},
      'Stock de tissu bas',
      ${f.name} || ' : il reste ' || printf('%.2f', ${f.stockCm} / 100.0) || ' m',
      null, unixepoch()
    from ${f}
    where ${f.id} = ${fabricId} and ${f.storeId} = ${ctx.store.id}
      and ${f.stockCm} < ${f.lowStockCm} and ${f.stockCm} - ${deltaCm} >= ${f.lowStockCm}`)
}

/** Turns the CHECK refusal of a batch into the French 409 a merchant can act on. */
export async function withFabricStock<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (isConstraintError(err, 'CHECK')) throw new ApiError('CONFLICT', atelierMsg.fabricStockShort)
    throw err
  }
}
