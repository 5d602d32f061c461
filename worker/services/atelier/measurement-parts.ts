import { and, eq, inArray, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import {
  type AtelierMeasurementPartRow,
  atelierGarmentTypeParts,
  atelierMeasurementParts,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  type MeasurementPart,
  type MeasurementPartInput,
  measurementMsg,
} from '../../schemas/atelier/measurements'
import { nameTakenAs } from './name-taken'

export const toMeasurementPart = (row: AtelierMeasurementPartRow): MeasurementPart => ({
  id: row.id,
  name: row.name,
  description: row.description,
})

export const nameTaken = nameTakenAs(measurementMsg.nameTaken)

/** In the order they were created: the starter kit goes from the neck down. */
export async function listMeasurementParts(ctx: AtelierCtx): Promise<MeasurementPart[]> {
  const rows = await ctx.db
    .select()
    .from(atelierMeasurementParts)
    .where(eq(atelierMeasurementParts.storeId, ctx.store.id))
    .orderBy(sql`${atelierMeasurementParts}.rowid`)
  return rows.map(toMeasurementPart)
}

/** Returns NOT_FOUND for another shop's part. */
async function getMeasurementPart(ctx: AtelierCtx, id: string): Promise<MeasurementPart> {
  const row = await ctx.db
    .select()
    .from(atelierMeasurementParts)
    .where(
      and(eq(atelierMeasurementParts.id, id), eq(atelierMeasurementParts.storeId, ctx.store.id)),
    )
    .get()
  if (!row) throw new ApiError('NOT_FOUND', measurementMsg.partNotFound)
  return toMeasurementPart(row)
}

/** The shop's parts among `ids`, by id (another shop's ids are simply absent). */
export async function partsOfShop(ctx: AtelierCtx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, AtelierMeasurementPartRow>()
  const rows = await ctx.db
    .select()
    .from(atelierMeasurementParts)
    .where(
      and(
        eq(atelierMeasurementParts.storeId, ctx.store.id),
        inArray(atelierMeasurementParts.id, [...ids]),
      ),
    )
  return new Map(rows.map((r) => [r.id, r]))
}

export async function createMeasurementPart(
  ctx: AtelierCtx,
  input: MeasurementPartInput,
): Promise<MeasurementPart> {
  const id = newId('mpt')
  await ctx.db
    .insert(atelierMeasurementParts)
    .values({
      id,
      storeId: ctx.store.id,
      name: input.name,
      description: input.description || null,
    })
    .catch((err: unknown) => {
      throw nameTaken(err)
    })
  return getMeasurementPart(ctx, id)
}

/** Measurements already taken keep the name the part had then (their snapshot). */
export async function updateMeasurementPart(
  ctx: AtelierCtx,
  id: string,
  input: MeasurementPartInput,
): Promise<MeasurementPart> {
  await getMeasurementPart(ctx, id)
  await ctx.db
    .update(atelierMeasurementParts)
    .set({ name: input.name, description: input.description || null, updatedAt: ctx.now })
    .where(
      and(eq(atelierMeasurementParts.id, id), eq(atelierMeasurementParts.storeId, ctx.store.id)),
    )
    .catch((err: unknown) => {
      throw nameTaken(err)
    })
  return getMeasurementPart(ctx, id)
}

/** The part leaves every clothing type; measurements taken with it keep their values. */
export async function deleteMeasurementPart(ctx: AtelierCtx, id: string): Promise<void> {
  await getMeasurementPart(ctx, id)
  // Spelled out rather than left to ON DELETE CASCADE: it holds whatever the foreign_keys pragma.
  await batch(ctx.db, [
    ctx.db.delete(atelierGarmentTypeParts).where(eq(atelierGarmentTypeParts.partId, id)),
    ctx.db
      .delete(atelierMeasurementParts)
      .where(
        and(eq(atelierMeasurementParts.id, id), eq(atelierMeasurementParts.storeId, ctx.store.id)),
      ),
  ])
}
