import { and, asc, eq, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { changesOf, insertWhere } from '../../db/conditional'
import { type CourierRow, courierRuns, couriers } from '../../db/schema/index'
import type { StoreCtx } from '../../env'
import { ApiError, fieldError, isConstraintError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { typedAmount } from '../../lib/money-field'
import { type Courier, type CourierInput, courierMsg, MAX_COURIERS } from '../../schemas/couriers'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../../schemas/phone'
import { countedLimit } from '../plan-limits'

/**
 * Paramètres › Livreurs (issue 25, ADR 052): the people who carry the shop's parcels. A courier
 * has no account; their days (runs) keep them, so one who worked is turned off, never deleted.
 */

export const toCourier = (row: CourierRow): Courier => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  feePerDrop: row.feePerDrop,
  active: row.active,
})

/** GET /api/couriers: active ones first, then by name (the assign picker reads the same). */
export async function listCouriers(ctx: StoreCtx): Promise<Courier[]> {
  const rows = await ctx.db
    .select()
    .from(couriers)
    .where(eq(couriers.storeId, ctx.store.id))
    .orderBy(sql`${couriers.active} desc`, asc(couriers.name))
  return rows.map(toCourier)
}

/** One of the shop's couriers, or a 404 (another shop's included). */
export async function findCourier(ctx: StoreCtx, id: string): Promise<CourierRow> {
  const row = await ctx.db
    .select()
    .from(couriers)
    .where(and(eq(couriers.id, id), eq(couriers.storeId, ctx.store.id)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', courierMsg.notFound)
  return row
}

const valuesOf = (ctx: StoreCtx, input: CourierInput) => ({
  name: input.name,
  // International digits, as every phone is stored: the WhatsApp link goes to this number.
  phone: internationalPhone(input.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, input.phone),
  feePerDrop: input.feePerDrop
    ? typedAmount('feePerDrop', input.feePerDrop, ctx.store.currency)
    : null,
})

/** The unique index on (shop, phone) answers for a number already listed, beside the field. */
const phoneTaken = (err: unknown) =>
  isConstraintError(err, 'UNIQUE') ? fieldError('CONFLICT', 'phone', courierMsg.phoneTaken) : err

/**
 * POST /api/couriers: 409 past the plan's couriers (with the way up), 422 past MAX_COURIERS
 * whatever the plan, 409 for a number already listed. A shop that went down a plan keeps its
 * couriers: only adding one is refused.
 */
export async function createCourier(ctx: StoreCtx, input: CourierInput): Promise<Courier> {
  const storeId = ctx.store.id
  const row: CourierRow = {
    id: newId('cou'),
    storeId,
    ...valuesOf(ctx, input),
    active: input.active ?? true,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }
  const limit = await countedLimit(
    ctx,
    'maxCouriers',
    sql`select count(*) from ${couriers} where ${couriers.storeId} = ${storeId}`,
    MAX_COURIERS,
  )
  // Counting and inserting in one statement: parallel additions cannot all pass the cap.
  const inserted = await insertWhere(ctx.db, couriers, row, limit.condition ?? sql`1`).catch(
    (err: unknown) => {
      throw phoneTaken(err)
    },
  )
  if (changesOf(inserted) === 0) {
    if (limit.max !== null && limit.max < MAX_COURIERS) throw limit.refusal()
    throw new ApiError('UNPROCESSABLE', courierMsg.limit)
  }
  return toCourier(row)
}

/** PATCH /api/couriers/<id>: their past days keep the fee they were paid (copied per parcel). */
export async function updateCourier(
  ctx: StoreCtx,
  id: string,
  input: CourierInput,
): Promise<Courier> {
  const [row] = await ctx.db
    .update(couriers)
    .set({
      ...valuesOf(ctx, input),
      ...(input.active === undefined ? {} : { active: input.active }),
      updatedAt: ctx.now,
    })
    .where(and(eq(couriers.id, id), eq(couriers.storeId, ctx.store.id)))
    .returning()
    .catch((err: unknown) => {
      throw phoneTaken(err)
    })
  if (!row) throw new ApiError('NOT_FOUND', courierMsg.notFound)
  return toCourier(row)
}

/**
 * DELETE /api/couriers/<id>: only a courier who never had a run. One who did keeps their days
 * (deleting would cascade away their parcels and cash): 409, turn them off instead.
 */
export async function deleteCourier(ctx: StoreCtx, id: string): Promise<void> {
  const storeId = ctx.store.id
  const hasRuns = sql`exists (select 1 from ${courierRuns} where ${courierRuns.storeId} = ${storeId}
    and ${courierRuns.courierId} = ${id})`
  const [deleted, runs] = (await batch(ctx.db, [
    ctx.db
      .delete(couriers)
      .where(and(eq(couriers.id, id), eq(couriers.storeId, storeId), sql`not ${hasRuns}`))
      .returning({ id: couriers.id }),
    ctx.db
      .select({ id: courierRuns.id })
      .from(courierRuns)
      .where(and(eq(courierRuns.storeId, storeId), eq(courierRuns.courierId, id)))
      .limit(1),
  ])) as [{ id: string }[], { id: string }[]]
  if (deleted.length > 0) return
  await findCourier(ctx, id)
  if (runs.length > 0) throw new ApiError('CONFLICT', courierMsg.hasDays)
}
