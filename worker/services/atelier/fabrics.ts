import { and, asc, count, eq, like, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { batch } from '../../db/client'
import {
  type AtelierFabricRow,
  atelierFabricMovements,
  atelierFabrics,
  atelierLookups,
  atelierSuppliers,
  tailoringOrders,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { containsPattern } from '../../lib/search'
import {
  type Fabric,
  type FabricCreateInput,
  type FabricDetail,
  type FabricListQuery,
  type FabricUpdateInput,
  fabricMsg,
  metersToCm,
} from '../../schemas/atelier/fabrics'
import type { Paged } from '../../schemas/fields'
import { assertShopMedia, mediaUrl, shopMedia } from '../media'
import { shopHasRow } from '../shops/rows'
import { listMovements, purchaseStatements } from './fabric-stock'
import { getLookup } from './lookups'
import { shopAmount } from './money'

const f = atelierFabrics
const fabricType = alias(atelierLookups, 'fabric_type')

type Joined = { fabric: AtelierFabricRow; typeName: string | null; supplierName: string | null }

const joined = (ctx: AtelierCtx, where: SQL | undefined) =>
  ctx.db
    .select({ fabric: f, typeName: fabricType.name, supplierName: atelierSuppliers.name })
    .from(f)
    .leftJoin(fabricType, and(eq(fabricType.id, f.typeId), eq(fabricType.storeId, f.storeId)))
    .leftJoin(
      atelierSuppliers,
      and(eq(atelierSuppliers.id, f.supplierId), eq(atelierSuppliers.storeId, f.storeId)),
    )
    .where(and(eq(f.storeId, ctx.store.id), where))

/** Fabrics with their pictures' urls (one query for every picture of the page). */
async function toFabrics(ctx: AtelierCtx, rows: Joined[]): Promise<Fabric[]> {
  const found = await shopMedia(
    ctx,
    rows.flatMap((r) => r.fabric.imageIds),
  )
  const urls = new Map([...found].map(([id, m]) => [id, mediaUrl(m.key)]))
  return rows.map(({ fabric: r, typeName, supplierName }) => {
    const images = r.imageIds.flatMap((id) => (urls.has(id) ? [{ id, url: urls.get(id)! }] : []))
    return {
      id: r.id,
      name: r.name,
      nameId: r.nameId,
      typeId: r.typeId,
      typeName,
      supplierId: r.supplierId,
      supplierName,
      color: r.color,
      pricePerMeter: r.pricePerMeter,
      stockCm: r.stockCm,
      lowStockCm: r.lowStockCm,
      low: r.stockCm < r.lowStockCm,
      images,
      imageUrls: images.map((i) => i.url),
      description: r.description,
      createdAt: iso(r.createdAt)!,
      updatedAt: iso(r.updatedAt)!,
    }
  })
}

const filters = (query: Pick<FabricListQuery, 'q' | 'typeId' | 'supplierId' | 'low'>) =>
  and(
    query.q
      ? or(like(f.name, containsPattern(query.q)), like(f.color, containsPattern(query.q)))
      : undefined,
    query.typeId ? eq(f.typeId, query.typeId) : undefined,
    query.supplierId ? eq(f.supplierId, query.supplierId) : undefined,
    query.low === 'true' ? sql`${f.stockCm} < ${f.lowStockCm}` : undefined,
  )

export async function listFabrics(ctx: AtelierCtx, query: FabricListQuery): Promise<Paged<Fabric>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where = filters(query)
  const [rows, counted] = await Promise.all([
    joined(ctx, where)
      .orderBy(asc(f.name), asc(f.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: count() })
      .from(f)
      .where(and(eq(f.storeId, ctx.store.id), where)),
  ])
  return { items: await toFabrics(ctx, rows), page, pageSize, total: counted[0]?.n ?? 0 }
}

/** Every fabric matching (no pages): a supplier's fabrics. */
export async function listFabricsOf(ctx: AtelierCtx, query: { supplierId: string }) {
  return toFabrics(ctx, await joined(ctx, filters(query)).orderBy(asc(f.name), asc(f.id)))
}

/** Returns NOT_FOUND for another shop's fabric. */
export async function findFabric(ctx: AtelierCtx, id: string): Promise<Fabric> {
  const row = await joined(ctx, eq(f.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', fabricMsg.notFound)
  return (await toFabrics(ctx, [row]))[0]!
}

/** The fabric and its stock movements, newest first. */
export async function getFabric(ctx: AtelierCtx, id: string): Promise<FabricDetail> {
  const fabric = await findFabric(ctx, id)
  return { ...fabric, movements: await listMovements(ctx, id) }
}

/** Checks every id the form sent against this shop (another shop's id is NOT_FOUND). */
async function toValues(ctx: AtelierCtx, input: FabricUpdateInput) {
  const picked = input.nameId
    ? await getLookup(ctx, 'fabric-name', input.nameId, 'nameId', fabricMsg.nameNotFound)
    : null
  if (input.typeId)
    await getLookup(ctx, 'fabric-type', input.typeId, 'typeId', fabricMsg.typeNotFound)
  // Checked here, not through suppliers.ts: a supplier's page lists its fabrics (it imports
  // this module), so this one stays below it.
  if (input.supplierId && !(await shopHasRow(ctx, atelierSuppliers, input.supplierId)))
    throw fieldError('NOT_FOUND', 'supplierId', fabricMsg.supplierNotFound)
  const imageIds = input.imageIds
    ? await assertShopMedia(ctx, input.imageIds, 'imageIds', fabricMsg.imageNotFound)
    : undefined
  return {
    name: input.name || picked?.name || '',
    nameId: picked?.id ?? null,
    typeId: input.typeId || null,
    supplierId: input.supplierId || null,
    color: input.color || null,
    pricePerMeter: shopAmount(ctx, 'pricePerMeter', input.pricePerMeter),
    ...(input.lowStockMeters ? { lowStockCm: metersToCm(input.lowStockMeters) } : {}),
    ...(imageIds ? { imageIds } : {}),
    description: input.description || null,
  }
}

/** The metres in the shop today arrive as a first purchase, with its cost in the cash book. */
export async function createFabric(
  ctx: AtelierCtx,
  input: FabricCreateInput,
): Promise<FabricDetail> {
  const values = await toValues(ctx, input)
  const amount = input.purchaseAmount
    ? shopAmount(ctx, 'purchaseAmount', input.purchaseAmount)
    : null
  const cm = input.initialMeters ? metersToCm(input.initialMeters) : 0
  const id = newId('fab')
  await batch(ctx.db, [
    ctx.db.insert(f).values({ id, storeId: ctx.store.id, ...values }),
    ...(cm > 0
      ? purchaseStatements(ctx, { fabricId: id, fabricName: values.name, cm, amount })
      : []),
  ])
  return getFabric(ctx, id)
}

/** Everything but the stock: that changes only through movements, which keep the why. */
export async function updateFabric(
  ctx: AtelierCtx,
  id: string,
  input: FabricUpdateInput,
): Promise<FabricDetail> {
  if (!(await shopHasRow(ctx, f, id))) throw new ApiError('NOT_FOUND', fabricMsg.notFound)
  const values = await toValues(ctx, input)
  await ctx.db
    .update(f)
    .set({ ...values, updatedAt: ctx.now })
    .where(and(eq(f.id, id), eq(f.storeId, ctx.store.id)))
  return getFabric(ctx, id)
}

/**
 * A fabric an order took from stands in that order's history: it cannot be deleted. The
 * condition sits in the statements themselves, so an order taken meanwhile still wins.
 */
export async function deleteFabric(ctx: AtelierCtx, id: string): Promise<void> {
  const store = ctx.store.id
  const usedByOrders = sql`(exists (select 1 from ${tailoringOrders} o where o.store_id = ${store} and o.fabric_id = ${id})
    or exists (select 1 from ${atelierFabricMovements} m where m.store_id = ${store} and m.fabric_id = ${id} and m.order_id is not null))`
  const row = await ctx.db
    .select({ used: sql<number>`${usedByOrders}` })
    .from(f)
    .where(and(eq(f.id, id), eq(f.storeId, store)))
    .get()
  if (!row) throw new ApiError('NOT_FOUND', fabricMsg.notFound)
  if (row.used) throw new ApiError('CONFLICT', fabricMsg.usedByOrders)
  const unused = sql`not ${usedByOrders}`
  await batch(ctx.db, [
    ctx.db
      .delete(atelierFabricMovements)
      .where(
        and(
          eq(atelierFabricMovements.storeId, store),
          eq(atelierFabricMovements.fabricId, id),
          unused,
        ),
      ),
    ctx.db.delete(f).where(and(eq(f.id, id), eq(f.storeId, store), unused)),
  ])
}
