import { and, asc, count, eq, like, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { batch } from '../../db/client'
import {
  type AtelierSupplierRow,
  atelierFabrics,
  atelierLookups,
  atelierSuppliers,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { containsPattern } from '../../lib/search'
import {
  type Supplier,
  type SupplierDetail,
  type SupplierInput,
  type SupplierListQuery,
  supplierMsg,
} from '../../schemas/atelier/suppliers'
import type { Paged } from '../../schemas/fields'
import { internationalPhone } from '../../schemas/phone'
import { callingCodeOfZone } from '../../schemas/time-zones'
import { shopHasRow } from '../shops/rows'
import { listFabricsOf } from './fabrics'
import { getLookup } from './lookups'

const s = atelierSuppliers
const supplierType = alias(atelierLookups, 'supplier_type')

const fabricCount = sql<number>`(select count(*) from ${atelierFabrics} f where f.store_id = ${s}.store_id and f.supplier_id = ${s}.id)`

type Joined = { supplier: AtelierSupplierRow; typeName: string | null; fabricCount: number }

const toSupplier = ({ supplier: r, typeName, fabricCount }: Joined): Supplier => ({
  id: r.id,
  name: r.name,
  typeId: r.typeId,
  typeName,
  phone: r.phone,
  email: r.email,
  address: r.address,
  fabricCount,
  createdAt: iso(r.createdAt)!,
})

const joined = (ctx: AtelierCtx, where: SQL | undefined) =>
  ctx.db
    .select({ supplier: s, typeName: supplierType.name, fabricCount })
    .from(s)
    .leftJoin(supplierType, and(eq(supplierType.id, s.typeId), eq(supplierType.storeId, s.storeId)))
    .where(and(eq(s.storeId, ctx.store.id), where))

export async function listSuppliers(
  ctx: AtelierCtx,
  query: SupplierListQuery,
): Promise<Paged<Supplier>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const q = query.q
  const where = and(
    query.typeId ? eq(s.typeId, query.typeId) : undefined,
    q
      ? or(
          like(s.name, containsPattern(q)),
          like(s.phone, containsPattern(q.replace(/\D/g, '') || q)),
          like(s.email, containsPattern(q)),
          like(s.address, containsPattern(q)),
        )
      : undefined,
  )
  const [rows, counted] = await Promise.all([
    joined(ctx, where)
      .orderBy(asc(s.name), asc(s.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: count() })
      .from(s)
      .where(and(eq(s.storeId, ctx.store.id), where)),
  ])
  return { items: rows.map(toSupplier), page, pageSize, total: counted[0]?.n ?? 0 }
}

/** Returns NOT_FOUND for another shop's supplier; `path` names the field that referenced it. */
export async function findSupplier(ctx: AtelierCtx, id: string, path?: string): Promise<Supplier> {
  const row = await joined(ctx, eq(s.id, id)).get()
  const message = supplierMsg.notFound
  if (!row) throw path ? fieldError('NOT_FOUND', path, message) : new ApiError('NOT_FOUND', message)
  return toSupplier(row)
}

/** The supplier and the fabrics bought from them. */
export async function getSupplier(ctx: AtelierCtx, id: string): Promise<SupplierDetail> {
  const supplier = await findSupplier(ctx, id)
  return { ...supplier, fabrics: await listFabricsOf(ctx, { supplierId: id }) }
}

/** NOT_FOUND unless the shop has this supplier: a cheap check before a write. */
async function assertSupplier(ctx: AtelierCtx, id: string): Promise<void> {
  if (!(await shopHasRow(ctx, s, id))) throw new ApiError('NOT_FOUND', supplierMsg.notFound)
}

async function toValues(ctx: AtelierCtx, input: SupplierInput) {
  if (input.typeId)
    await getLookup(ctx, 'supplier-type', input.typeId, 'typeId', supplierMsg.typeNotFound)
  return {
    name: input.name,
    typeId: input.typeId || null,
    phone: internationalPhone(
      input.phoneCountryCode ?? callingCodeOfZone(ctx.store.timeZone),
      input.phone,
    ),
    email: input.email || null,
    address: input.address,
  }
}

export async function createSupplier(ctx: AtelierCtx, input: SupplierInput): Promise<Supplier> {
  const id = newId('sup')
  await ctx.db.insert(s).values({ id, storeId: ctx.store.id, ...(await toValues(ctx, input)) })
  return findSupplier(ctx, id)
}

export async function updateSupplier(
  ctx: AtelierCtx,
  id: string,
  input: SupplierInput,
): Promise<SupplierDetail> {
  await assertSupplier(ctx, id)
  await ctx.db
    .update(s)
    .set({ ...(await toValues(ctx, input)), updatedAt: ctx.now })
    .where(and(eq(s.id, id), eq(s.storeId, ctx.store.id)))
  return getSupplier(ctx, id)
}

/** Its fabrics stay, without a supplier (spelled out: whatever the foreign_keys pragma). */
export async function deleteSupplier(ctx: AtelierCtx, id: string): Promise<void> {
  await assertSupplier(ctx, id)
  await batch(ctx.db, [
    ctx.db
      .update(atelierFabrics)
      .set({ supplierId: null })
      .where(and(eq(atelierFabrics.storeId, ctx.store.id), eq(atelierFabrics.supplierId, id))),
    ctx.db.delete(s).where(and(eq(s.id, id), eq(s.storeId, ctx.store.id))),
  ])
}
