import { and, asc, eq, inArray } from 'drizzle-orm'
import { batch } from '../../db/client'
import {
  type AtelierGarmentTypeRow,
  atelierGarmentTypeParts,
  atelierGarmentTypes,
  atelierMeasurementParts,
  atelierMeasurements,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { ApiError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  type GarmentType,
  type GarmentTypeInput,
  type MeasurementPart,
  measurementMsg,
} from '../../schemas/atelier/measurements'
import { msg } from '../../schemas/messages'
import { nameTaken, partsOfShop, toMeasurementPart } from './measurement-parts'

/** The parts measured for each of `typeIds`, in the tailor's order. */
async function partsByType(ctx: AtelierCtx, typeIds: string[]) {
  const byType = new Map<string, MeasurementPart[]>(typeIds.map((id) => [id, []]))
  if (typeIds.length === 0) return byType
  const rows = await ctx.db
    .select({ garmentTypeId: atelierGarmentTypeParts.garmentTypeId, part: atelierMeasurementParts })
    .from(atelierGarmentTypeParts)
    .innerJoin(
      atelierMeasurementParts,
      and(
        eq(atelierMeasurementParts.id, atelierGarmentTypeParts.partId),
        eq(atelierMeasurementParts.storeId, ctx.store.id),
      ),
    )
    .where(inArray(atelierGarmentTypeParts.garmentTypeId, typeIds))
    .orderBy(asc(atelierGarmentTypeParts.position))
  for (const r of rows) byType.get(r.garmentTypeId)?.push(toMeasurementPart(r.part))
  return byType
}

const toGarmentType = (row: AtelierGarmentTypeRow, parts: MeasurementPart[]): GarmentType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  parts,
})

export async function listGarmentTypes(ctx: AtelierCtx): Promise<GarmentType[]> {
  const rows = await ctx.db
    .select()
    .from(atelierGarmentTypes)
    .where(eq(atelierGarmentTypes.storeId, ctx.store.id))
    .orderBy(asc(atelierGarmentTypes.name))
  const parts = await partsByType(
    ctx,
    rows.map((r) => r.id),
  )
  return rows.map((r) => toGarmentType(r, parts.get(r.id) ?? []))
}

/** The shop's type with its parts, or null (another shop's id included). */
export async function findGarmentType(ctx: AtelierCtx, id: string): Promise<GarmentType | null> {
  const row = await ctx.db
    .select()
    .from(atelierGarmentTypes)
    .where(and(eq(atelierGarmentTypes.id, id), eq(atelierGarmentTypes.storeId, ctx.store.id)))
    .get()
  return row ? toGarmentType(row, (await partsByType(ctx, [id])).get(id) ?? []) : null
}

/** Returns NOT_FOUND for another shop's type. */
async function getGarmentType(ctx: AtelierCtx, id: string): Promise<GarmentType> {
  const found = await findGarmentType(ctx, id)
  if (!found) throw new ApiError('NOT_FOUND', measurementMsg.garmentTypeNotFound)
  return found
}

/** The chosen parts once each, in the order given; 422 on `partIds` if one is not the shop's. */
async function checkedPartIds(ctx: AtelierCtx, partIds: string[]): Promise<string[]> {
  const ids = [...new Set(partIds)]
  const found = await partsOfShop(ctx, ids)
  if (ids.some((id) => !found.has(id)))
    throw new ApiError('UNPROCESSABLE', msg.checkFields, [
      { path: 'partIds', message: measurementMsg.partNotFound },
    ])
  return ids
}

const linkParts = (ctx: AtelierCtx, garmentTypeId: string, partIds: string[]) =>
  partIds.length === 0
    ? []
    : [
        ctx.db
          .insert(atelierGarmentTypeParts)
          .values(partIds.map((partId, position) => ({ garmentTypeId, partId, position }))),
      ]

export async function createGarmentType(
  ctx: AtelierCtx,
  input: GarmentTypeInput,
): Promise<GarmentType> {
  const partIds = await checkedPartIds(ctx, input.partIds)
  const id = newId('gty')
  await batch(ctx.db, [
    ctx.db.insert(atelierGarmentTypes).values({
      id,
      storeId: ctx.store.id,
      name: input.name,
      description: input.description || null,
    }),
    ...linkParts(ctx, id, partIds),
  ]).catch((err: unknown) => {
    throw nameTaken(err)
  })
  return getGarmentType(ctx, id)
}

/** Replaces the list of parts; measurements already taken keep their own values. */
export async function updateGarmentType(
  ctx: AtelierCtx,
  id: string,
  input: GarmentTypeInput,
): Promise<GarmentType> {
  await getGarmentType(ctx, id)
  const partIds = await checkedPartIds(ctx, input.partIds)
  await batch(ctx.db, [
    ctx.db
      .update(atelierGarmentTypes)
      .set({ name: input.name, description: input.description || null, updatedAt: ctx.now })
      .where(and(eq(atelierGarmentTypes.id, id), eq(atelierGarmentTypes.storeId, ctx.store.id))),
    ctx.db.delete(atelierGarmentTypeParts).where(eq(atelierGarmentTypeParts.garmentTypeId, id)),
    ...linkParts(ctx, id, partIds),
  ]).catch((err: unknown) => {
    throw nameTaken(err)
  })
  return getGarmentType(ctx, id)
}

/** Measurements of this type stay, under the name they were taken with (their snapshot). */
export async function deleteGarmentType(ctx: AtelierCtx, id: string): Promise<void> {
  await getGarmentType(ctx, id)
  // Spelled out rather than left to ON DELETE rules: they hold whatever the foreign_keys pragma.
  await batch(ctx.db, [
    ctx.db
      .update(atelierMeasurements)
      .set({ garmentTypeId: null })
      .where(
        and(
          eq(atelierMeasurements.garmentTypeId, id),
          eq(atelierMeasurements.storeId, ctx.store.id),
        ),
      ),
    ctx.db.delete(atelierGarmentTypeParts).where(eq(atelierGarmentTypeParts.garmentTypeId, id)),
    ctx.db
      .delete(atelierGarmentTypes)
      .where(and(eq(atelierGarmentTypes.id, id), eq(atelierGarmentTypes.storeId, ctx.store.id))),
  ])
}
