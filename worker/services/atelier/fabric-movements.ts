import { and, desc, eq, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { atelierFabricMovements, tailoringOrders, users } from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { iso } from '../../lib/dates'
import { newId } from '../../lib/ids'
import {
  cmToMeters,
  type FabricDetail,
  type FabricMovement,
  type FabricMovementInput,
  metersToCm,
} from '../../schemas/atelier/fabrics'
import { todayOf } from './days'
import { fabricMovementStatements, withFabricStock } from './fabric-stock'
import { findFabric, getFabric } from './fabrics'
import { automaticEntryInsert } from './ledger'
import { shopAmount } from './money'
import { findSupplier } from './suppliers'

const m = atelierFabricMovements

/** The history a fabric page shows: newest first, with the order number and who recorded it. */
export async function listMovements(ctx: AtelierCtx, fabricId: string): Promise<FabricMovement[]> {
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
  const supplier = p.supplierName ? `Fournisseur : ${p.supplierName}` : null
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
            label: `Achat de tissu : ${p.fabricName} (${cmToMeters(p.cm).replace('.', ',')} m)`,
            occurredOn: todayOf(ctx),
            fabricMovementId: movementId,
            note,
          }),
        ]
      : []),
  ]
}

/**
 * A purchase or an adjustment recorded by hand ('use' and 'return' belong to orders). Going
 * below zero is refused (409) by the stock's CHECK, and the whole batch with it.
 */
export async function addFabricMovement(
  ctx: AtelierCtx,
  fabricId: string,
  input: FabricMovementInput,
): Promise<FabricDetail> {
  const fabric = await findFabric(ctx, fabricId)
  const cm = metersToCm(input.meters)
  if (input.kind === 'purchase') {
    const amount = input.amount ? shopAmount(ctx, 'amount', input.amount) : null
    const supplier = input.supplierId
      ? await findSupplier(ctx, input.supplierId, 'supplierId')
      : null
    const statements = purchaseStatements(ctx, {
      fabricId,
      fabricName: fabric.name,
      cm,
      amount,
      supplierName: supplier?.name ?? null,
      note: input.note || null,
    })
    await withFabricStock(() => batch(ctx.db, statements))
  } else {
    const statements = fabricMovementStatements(ctx, {
      fabricId,
      kind: 'adjustment',
      deltaCm: cm,
      note: input.note,
    })
    await withFabricStock(() => batch(ctx.db, statements))
  }
  return getFabric(ctx, fabricId)
}
