import { and, desc, eq, sql } from 'drizzle-orm'
import {
  atelierFabricMovements,
  atelierFabrics,
  notifications,
  tailoringOrders,
  users,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, isConstraintError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { atelierMsg } from '../../schemas/atelier/access'
import { cmToMeters, type FabricMovement } from '../../schemas/atelier/fabrics'
import { atelierEntry, atelierNotice } from '../../schemas/notices'
import { todayOf } from './days'
import { automaticEntryInsert } from './ledger'

/*
 * A fabric's stock: the statements that move it (each with its movement row, and the cash
 * book's line for a purchase) and the history they leave. The modules of fabrics, suppliers,
 * orders and hand-recorded movements build on this one; it imports none of them.
 */

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
      ${atelierNotice.lowFabricTitle},
      replace(replace(${atelierNotice.lowFabricBody}, '{meters}', printf('%.2f', ${f.stockCm} / 100.0)), '{name}', ${f.name}),
      null, unixepoch()
    from ${f}
    where ${f.id} = ${fabricId} and ${f.storeId} = ${ctx.store.id}
      and ${f.stockCm} < ${f.lowStockCm} and ${f.stockCm} - ${deltaCm} >= ${f.lowStockCm}`)
}

/** The history a fabric page shows: newest first, with the order number and who recorded it. */
export async function listMovements(ctx: AtelierCtx, fabricId: string): Promise<FabricMovement[]> {
  const m = atelierFabricMovements
  const rows = await ctx.db
    .select({
      movement: m,
      orderNumber: tailoringOrders.number,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(m)
    .leftJoin(
      tailoringOrders,
      and(eq(tailoringOrders.id, m.orderId), eq(tailoringOrders.storeId, ctx.store.id)),
    )
    .leftJoin(users, eq(users.id, m.createdBy))
    .where(and(eq(m.storeId, ctx.store.id), eq(m.fabricId, fabricId)))
    // Movements of the same second keep the order they were written in.
    .orderBy(desc(m.createdAt), desc(sql`${m}.rowid`))
    .limit(200)
  return rows.map(({ movement: r, orderNumber, firstName, lastName }) => ({
    id: r.id,
    kind: r.kind,
    deltaCm: r.deltaCm,
    amount: r.amount,
    orderId: r.orderId,
    orderNumber,
    note: r.note,
    createdByName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
    createdAt: iso(r.createdAt)!,
  }))
}

type Purchase = {
  fabricId: string
  fabricName: string
  cm: number
  /** What it cost, minor unit; none (or 0) writes nothing to the cash book. */
  amount: number | null
  supplierName?: string | null
  note?: string | null
}

/**
 * The statements of a purchase, for the caller's batch: the stock goes up and, when it cost
 * something, the cash book gets its expense in the same batch (never one without the other).
 */
export function purchaseStatements(ctx: AtelierCtx, p: Purchase) {
  const movementId = newId('fmv')
  const supplier = p.supplierName ? atelierEntry.supplier(p.supplierName) : null
  const note = [p.note, supplier].filter(Boolean).join(' — ') || null
  const amount = p.amount || null
  return [
    ...fabricMovementStatements(ctx, {
      id: movementId,
      fabricId: p.fabricId,
      kind: 'purchase',
      deltaCm: p.cm,
      amount,
      note,
    }),
    ...(amount
      ? [
          automaticEntryInsert(ctx, {
            kind: 'expense',
            category: 'fabrics',
            source: 'fabric_purchase',
            amount,
            label: atelierEntry.fabricPurchase(p.fabricName, cmToMeters(p.cm).replace('.', ',')),
            occurredOn: todayOf(ctx),
            fabricMovementId: movementId,
            note,
          }),
        ]
      : []),
  ]
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
