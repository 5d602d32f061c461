import { and, asc, eq, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import {
  type AtelierLookupRow,
  atelierFabrics,
  atelierLookups,
  atelierSuppliers,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  type Lookup,
  type LookupInput,
  type LookupKind,
  lookupMsg,
} from '../../schemas/atelier/lookups'
import { nameTakenAs } from './name-taken'

const l = atelierLookups

/**
 * Fabrics named or typed by it, and suppliers typed by it (ids are unique across kinds). The
 * outer table is named in full: drizzle leaves column names bare in a query without joins.
 */
const usageCount = sql<number>`(
  (select count(*) from ${atelierFabrics} f where f.store_id = ${l}.store_id and (f.name_id = ${l}.id or f.type_id = ${l}.id))
  + (select count(*) from ${atelierSuppliers} s where s.store_id = ${l}.store_id and s.type_id = ${l}.id))`

const toLookup = (row: AtelierLookupRow, count: number): Lookup => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  usageCount: count,
})

const nameTaken = nameTakenAs(lookupMsg.nameTaken)

export async function listLookups(ctx: AtelierCtx, kind: LookupKind): Promise<Lookup[]> {
  const rows = await ctx.db
    .select({ row: l, usageCount })
    .from(l)
    .where(and(eq(l.storeId, ctx.store.id), eq(l.kind, kind)))
    .orderBy(asc(l.name))
  return rows.map((r) => toLookup(r.row, r.usageCount))
}

/**
 * One entry of `kind` in the caller's shop. Another shop's id, or an id of another list, is
 * NOT_FOUND; `path` names the form field that referenced it (a fabric's `typeId`…).
 */
export async function getLookup(
  ctx: AtelierCtx,
  kind: LookupKind,
  id: string,
  path?: string,
  message: string = lookupMsg.notFound,
): Promise<Lookup> {
  const row = await ctx.db
    .select({ row: l, usageCount })
    .from(l)
    .where(and(eq(l.id, id), eq(l.storeId, ctx.store.id), eq(l.kind, kind)))
    .get()
  if (!row) throw path ? fieldError('NOT_FOUND', path, message) : new ApiError('NOT_FOUND', message)
  return toLookup(row.row, row.usageCount)
}

export async function createLookup(
  ctx: AtelierCtx,
  kind: LookupKind,
  input: LookupInput,
): Promise<Lookup> {
  const id = newId('lkp')
  await ctx.db
    .insert(l)
    .values({
      id,
      storeId: ctx.store.id,
      kind,
      name: input.name,
      description: input.description || null,
    })
    .catch((err: unknown) => {
      throw nameTaken(err)
    })
  return getLookup(ctx, kind, id)
}

export async function updateLookup(
  ctx: AtelierCtx,
  kind: LookupKind,
  id: string,
  input: LookupInput,
): Promise<Lookup> {
  await getLookup(ctx, kind, id)
  await ctx.db
    .update(l)
    .set({ name: input.name, description: input.description || null, updatedAt: ctx.now })
    .where(and(eq(l.id, id), eq(l.storeId, ctx.store.id)))
    .catch((err: unknown) => {
      throw nameTaken(err)
    })
  return getLookup(ctx, kind, id)
}

/**
 * Fabrics and suppliers filed under it stay, unlinked (a fabric keeps its name as text).
 * Spelled out rather than left to ON DELETE SET NULL: it holds whatever the foreign_keys pragma.
 */
export async function deleteLookup(ctx: AtelierCtx, kind: LookupKind, id: string): Promise<void> {
  await getLookup(ctx, kind, id)
  const store = ctx.store.id
  await batch(ctx.db, [
    ctx.db
      .update(atelierFabrics)
      .set({ nameId: null })
      .where(and(eq(atelierFabrics.storeId, store), eq(atelierFabrics.nameId, id))),
    ctx.db
      .update(atelierFabrics)
      .set({ typeId: null })
      .where(and(eq(atelierFabrics.storeId, store), eq(atelierFabrics.typeId, id))),
    ctx.db
      .update(atelierSuppliers)
      .set({ typeId: null })
      .where(and(eq(atelierSuppliers.storeId, store), eq(atelierSuppliers.typeId, id))),
    ctx.db.delete(l).where(and(eq(l.id, id), eq(l.storeId, store))),
  ])
}
