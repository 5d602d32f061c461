import { and, asc, count, desc, eq, like, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { batch, readBatch } from '../db/client'
import { changesOf, insertWhere } from '../db/conditional'
import {
  categories,
  type MediaRow,
  media,
  type ProductRow,
  type ProductVariantRow,
  products,
} from '../db/schema'
import type { RequestCtx, ShopDatabaseCtx, StoreCtx } from '../env'
import { addDays, iso } from '../lib/dates'
import { ApiError, fieldError, isConstraintError } from '../lib/errors'
import { newId } from '../lib/ids'
import { typedAmount } from '../lib/money-field'
import { containsPattern, foldedWords, searchMatch } from '../lib/search'
import type { Paged } from '../schemas/fields'
import { msg } from '../schemas/messages'
import {
  type Product,
  type ProductInput,
  type ProductListQuery,
  type ProductSort,
  productMsg,
} from '../schemas/products'
import { categoryQuery, unknownCategory } from './categories'
import { mediaUrl, shopMedia } from './media'
import { assertImageLimitOf, imageCountQuery, limitsOf, productLimitOf } from './plan-limits'
import { productImageRows, replaceProductImages, toProductImages } from './product-images'
import { writeShop } from './shops/directory-copies'
import { bumpStoreVersion } from './stores'
import {
  assertRemovable,
  derivedFromVariants,
  type NormalizedVariant,
  normalizeVariants,
  replaceVariants,
  syncStockFromVariants,
  toVariants,
  variantRows,
  variantsInOpenOrders,
} from './variants'

type ProductJoin = { product: ProductRow; categoryName: string | null; imageKey: string | null }

/** The price a shopper pays at `now`: the discount while it runs, else the price. */
export function currentPrice(
  row: Pick<ProductRow, 'price' | 'discountPrice' | 'discountEndsAt'>,
  now: Date,
): number {
  const running =
    row.discountPrice !== null &&
    (!row.discountEndsAt || row.discountEndsAt.getTime() > now.getTime())
  return running ? row.discountPrice! : row.price
}

function toProduct({ product: p, categoryName, imageKey }: ProductJoin, now: Date): Product {
  const price = currentPrice(p, now)
  const discountRunning = price !== p.price
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    categoryId: p.categoryId,
    categoryName,
    price: p.price,
    discountPrice: discountRunning ? p.discountPrice : null,
    discountEndsAt: discountRunning ? iso(p.discountEndsAt) : null,
    currentPrice: price,
    stock: p.stock,
    sizes: p.sizes,
    colors: p.colors,
    imageId: p.imageId,
    imageUrl: imageKey ? mediaUrl(imageKey) : null,
    status: p.status,
    moderationReason: p.status === 'unpublished' ? p.moderationReason : null,
    createdAt: iso(p.createdAt)!,
    updatedAt: iso(p.updatedAt)!,
  }
}

const ORDER_BY: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
  stock: [asc(products.stock), asc(products.id)],
}

/**
 * Joined names get their own column alias: D1's `batch` answers rows as objects, where a second
 * `name` column would overwrite the first.
 */
const joined = (db: Db) =>
  db
    .select({
      product: products,
      categoryName: sql<string | null>`${categories.name}`.as('category_name'),
      imageKey: media.key,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(media, eq(media.id, products.imageId))

function listWhere(storeId: string, query: ProductListQuery, opts: { publishedOnly: boolean }) {
  return and(
    eq(products.storeId, storeId),
    opts.publishedOnly ? eq(products.status, 'active') : undefined,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    // The storefront searches its full-text index instead (`searchOn`).
    query.q && !opts.publishedOnly ? like(products.name, containsPattern(query.q)) : undefined,
  )
}

/**
 * The words of a shop's products on show, for a search that forgives typos (issue 27): read only
 * when a search found nothing, from the shop's own rows (its cost is the shop's, at any number
 * of shops), names only, the first 2 000 products.
 */
export async function shopVocabulary(ctx: ShopDatabaseCtx, storeId: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ name: products.name })
    .from(products)
    .where(listWhere(storeId, {}, { publishedOnly: true }))
    .limit(2000)
  return new Set(rows.flatMap((r) => foldedWords(r.name).filter((w) => w.length >= 3)))
}

/**
 * The storefront's search (migration 0018, ADR 025): the shop's products holding every word
 * typed, as a subquery the query reads first. FTS5 answers `store_id:"…" AND words` from the
 * shop's entries, so its cost follows the shop's matches; joined the other way round, SQLite
 * may ask the whole MATCH again for each of the shop's products. `limit -1` (no limit) keeps
 * SQLite from folding the subquery into the join, which would let it choose that order.
 * Nothing matches when no word is left of what was typed.
 */
function searchJoin(storeId: string, q: string): [SQL, SQL] {
  const match = searchMatch(storeId, q)
  // No word left: an empty list of matches, with the columns the ordering names.
  if (!match)
    return [sql`(select 0 as rid, 0 as past_name, 0 as past_category where 0) as hits`, sql`0`]
  return [
    sql`(select rowid as rid, ${matchedIn(1)} as past_name, ${matchedIn(2)} as past_category from product_search where product_search match ${match} limit -1) as hits`,
    sql`hits.rid = ${products}.rowid`,
  ]
}

/**
 * Best first: a word in the name, then in the category, then only in the description (each word
 * is searched in several forms, lib/search); within a tier the shorter name (the closer to
 * what was typed), then the newest. Not bm25: its weights count a word's entries over the
 * whole index, every shop's, so its cost grew with the platform (bench:scale, ADR 025).
 * `highlight` marks the matches of one column of the shop's matched rows only (an empty column
 * gives null, which must not sort first).
 */
const matchedIn = (column: number) =>
  sql`coalesce(instr(highlight(product_search, ${sql.raw(String(column))}, char(1), char(2)), char(1)), 0) = 0`
const BY_RELEVANCE = [
  sql`hits.past_name`,
  sql`hits.past_category`,
  sql`length(${products.name})`,
  ...ORDER_BY.newest,
]

const pageOf = (
  ctx: ShopDatabaseCtx,
  where: SQL | undefined,
  query: ProductListQuery,
  search?: [SQL, SQL],
) => {
  const pageSize = query.pageSize ?? 20
  const base = joined(ctx.db).$dynamic()
  return (search ? base.innerJoin(...search) : base)
    .where(where)
    .orderBy(...(search ? BY_RELEVANCE : ORDER_BY[query.sort ?? 'newest']))
    .limit(pageSize)
    .offset(((query.page ?? 1) - 1) * pageSize)
}

/**
 * A page of a shop's products and their total: the two queries, always scoped to one shop,
 * to send in a batch (alone, or with the other reads of a storefront page).
 */
export function productListQueries(
  ctx: ShopDatabaseCtx,
  storeId: string,
  query: ProductListQuery,
  opts: { publishedOnly: boolean },
) {
  const where = listWhere(storeId, query, opts)
  const search = opts.publishedOnly && query.q ? searchJoin(storeId, query.q) : undefined
  const total = ctx.db.select({ n: count() }).from(products).$dynamic()
  return [
    pageOf(ctx, where, query, search),
    (search ? total.innerJoin(...search) : total).where(where),
  ] as const
}

export function toProductPage(
  ctx: RequestCtx,
  query: ProductListQuery,
  [rows, totals]: readonly [ProductJoin[], { n: number }[]],
): Paged<Product> {
  return {
    items: toProducts(ctx, rows),
    page: query.page ?? 1,
    pageSize: query.pageSize ?? 20,
    total: totals[0]?.n ?? 0,
  }
}

/** Shared by the dashboard list and the storefront: always scoped to one shop. */
async function queryProducts(
  ctx: ShopDatabaseCtx,
  storeId: string,
  query: ProductListQuery,
  opts: { publishedOnly: boolean },
): Promise<Paged<Product>> {
  return toProductPage(
    ctx,
    query,
    await readBatch(ctx.db, productListQueries(ctx, storeId, query, opts)),
  )
}

export const listProducts = (ctx: StoreCtx, query: ProductListQuery) =>
  queryProducts(ctx, ctx.store.id, query, { publishedOnly: false })

/** The newest published products of a shop, without a total (the home page's selection). */
export function newestProductsQuery(ctx: ShopDatabaseCtx, storeId: string, limit: number) {
  const query = { pageSize: limit }
  return pageOf(ctx, listWhere(storeId, query, { publishedOnly: true }), query)
}

export const toProducts = (ctx: RequestCtx, rows: ProductJoin[]) =>
  rows.map((r) => toProduct(r, ctx.now))

/** A product, its variants and its extra pictures: three queries for one batch. */
export function productQueries(
  ctx: ShopDatabaseCtx,
  storeId: string,
  id: string,
  opts: { publishedOnly: boolean },
) {
  return [
    joined(ctx.db)
      .where(
        and(
          eq(products.id, id),
          eq(products.storeId, storeId),
          opts.publishedOnly ? eq(products.status, 'active') : undefined,
        ),
      )
      .limit(1),
    variantRows(ctx, storeId, id),
    productImageRows(ctx, storeId, id),
  ] as const
}

/** NOT_FOUND for another shop's product (and, for shoppers, an unpublished one). */
export function toProductDetail(
  ctx: RequestCtx,
  [rows, variants, images]: readonly [ProductJoin[], ProductVariantRow[], { media: MediaRow }[]],
) {
  const row = rows[0]
  if (!row) throw new ApiError('NOT_FOUND', productMsg.notFound)
  const product = toProduct(row, ctx.now)
  return { ...product, variants: toVariants(variants, product), images: toProductImages(images) }
}

/** A product with its variants and extra pictures, in one round trip. */
async function findProduct(
  ctx: ShopDatabaseCtx,
  storeId: string,
  id: string,
  opts: { publishedOnly: boolean },
) {
  return toProductDetail(ctx, await readBatch(ctx.db, productQueries(ctx, storeId, id, opts)))
}

export const getProduct = (ctx: StoreCtx, id: string) =>
  findProduct(ctx, ctx.store.id, id, { publishedOnly: false })

/**
 * Everything a save checks before it writes, read at once (ADR 044: a save makes at most three
 * round trips one after another: the account, these checks, the write with the directory's
 * copy beside it): the plan's limits from the directory; the category, the pictures and, for
 * an edit, the product as stored (with its main picture), its variants, its extra pictures
 * counted and the variants open orders hold, from the shop's database.
 */
async function readSaveChecks(
  ctx: StoreCtx,
  input: ProductInput,
  extraIds: readonly string[],
  productId: string | null,
) {
  const mediaIds = [...(input.imageId ? [input.imageId] : []), ...extraIds]
  const [inForce, category, found, stored, current, imageCount, used] = await Promise.all([
    limitsOf(ctx, ctx.store.id),
    input.categoryId ? categoryQuery(ctx, input.categoryId) : undefined,
    shopMedia(ctx, mediaIds),
    productId
      ? ctx.db
          .select({ product: products, image: media })
          .from(products)
          .leftJoin(media, eq(media.id, products.imageId))
          .where(and(eq(products.id, productId), eq(products.storeId, ctx.store.id)))
          .get()
      : undefined,
    productId ? variantRows(ctx, ctx.store.id, productId) : [],
    productId ? imageCountQuery(ctx, productId) : [],
    productId && input.variants ? variantsInOpenOrders(ctx, productId) : [],
  ])
  return {
    inForce,
    category,
    found,
    stored,
    current,
    /** The product's pictures before the save, its main one included (0 for a new one). */
    pictures: productId ? 1 + (imageCount[0]?.n ?? 0) : 0,
    used,
  }
}

type SaveChecks = Awaited<ReturnType<typeof readSaveChecks>>

/** Turns form strings into stored values; every amount is checked against the shop's currency. */
function toValues(
  ctx: StoreCtx,
  input: ProductInput,
  variants: NormalizedVariant[] | null,
  checks: SaveChecks,
  existing?: ProductRow,
) {
  const money = (path: string, value: string) => typedAmount(path, value, ctx.store.currency)
  const price = money('price', input.price)
  const discountPrice = input.discountPrice ? money('discountPrice', input.discountPrice) : null
  if (discountPrice !== null && discountPrice >= price)
    throw fieldError('UNPROCESSABLE', 'discountPrice', msg.discountAbovePrice)
  if (input.categoryId && !checks.category) throw unknownCategory()
  if (input.imageId && !checks.found.has(input.imageId))
    throw fieldError('NOT_FOUND', 'imageId', msg.imageNotFound)
  if (!input.imageId && !existing) throw fieldError('UNPROCESSABLE', 'imageId', msg.fileRequired)
  const days = input.discountPeriod ? Number(input.discountPeriod) : 0
  // With variants, what the shop sells is what they say: the sent stock and lists are ignored.
  const stocked = variants?.length
    ? derivedFromVariants(variants)
    : { stock: Number(input.stock), sizes: input.sizes ?? [], colors: input.colors ?? [] }
  return {
    name: input.name,
    description: input.description,
    categoryId: input.categoryId || null,
    price,
    discountPrice,
    discountEndsAt: discountEnd(ctx.now, discountPrice, days, existing),
    ...stocked,
    imageId: input.imageId ?? existing?.imageId ?? null,
  }
}

/** The extra pictures without repeats, in the order given, each an upload of this shop. */
function extraPictures(checks: SaveChecks, ids: readonly string[]): string[] {
  if (ids.some((id) => !checks.found.has(id)))
    throw fieldError('NOT_FOUND', 'extraImageIds', productMsg.imageNotFound)
  return [...ids]
}

const daysLeft = (end: Date, now: Date) => Math.ceil((end.getTime() - now.getTime()) / 86_400_000)

/**
 * When a discount ends. The form speaks in days from now; an edit that leaves the discount
 * and its remaining days as they were keeps the original end, so saving never stretches it.
 */
function discountEnd(
  now: Date,
  discountPrice: number | null,
  days: number,
  existing?: ProductRow,
): Date | null {
  if (discountPrice === null || days <= 0) return null
  const end = existing?.discountEndsAt
  if (end && existing.discountPrice === discountPrice && end > now && daysLeft(end, now) === days)
    return end
  return addDays(now, days)
}

/** The variants an edit leaves: the ones sent, or (when none are sent) the current ones. */
const keptVariants = (input: ProductInput, current: ProductVariantRow[], product: ProductRow) =>
  input.variants
    ? normalizeVariants(input.variants)
    : current.length
      ? toVariants(current, product)
      : null

/** A unique index race (two saves at once) reads as the duplicate it is. */
async function saving<T>(run: Promise<T>): Promise<T> {
  try {
    return await run
  } catch (err) {
    if (isConstraintError(err, 'UNIQUE'))
      throw fieldError('UNPROCESSABLE', 'variants', productMsg.variantDuplicate)
    throw err
  }
}

/** The product as the batch that saved it read it back: its last three results. */
function savedDetail(ctx: StoreCtx, results: unknown[]): Product {
  return toProductDetail(
    ctx,
    results.slice(-3) as unknown as [ProductJoin[], ProductVariantRow[], { media: MediaRow }[]],
  )
}

export async function createProduct(ctx: StoreCtx, input: ProductInput): Promise<Product> {
  const id = newId('prd')
  const variants = input.variants ? normalizeVariants(input.variants) : null
  const extraIds = [...new Set(input.extraImageIds ?? [])]
  const checks = await readSaveChecks(ctx, input, extraIds, null)
  const values = toValues(ctx, input, variants, checks)
  const extra = extraPictures(checks, extraIds)
  assertImageLimitOf(checks.inForce, 1 + extra.length, 0)
  const limit = productLimitOf(ctx, checks.inForce)
  // Its creation date given, not left to SQLite: the directory's copy, written beside, has it.
  const row = { id, storeId: ctx.store.id, createdAt: ctx.now, updatedAt: ctx.now, ...values }
  const image = values.imageId ? checks.found.get(values.imageId) : null
  const saved = { product: { name: values.name, status: 'active' as const }, image }
  const copied = { product: { id, write: 'created' as const, saving: saved } }
  const results = await writeShop(ctx, ctx.store, copied, async () => {
    const results = await saving(
      batch(ctx.db, [
        limit.condition
          ? insertWhere(ctx.db, products, row, limit.condition)
          : ctx.db.insert(products).values(row),
        ...replaceVariants(ctx, id, [], variants ?? []),
        ...(extra.length ? replaceProductImages(ctx, id, extra) : []),
        bumpStoreVersion(ctx, ctx.store.id),
        ...productQueries(ctx, ctx.store.id, id, { publishedOnly: false }),
      ]),
    ).catch(async (err) => {
      // Variants and pictures point at the product: when the full catalogue kept it out, they fail.
      if (isConstraintError(err, 'FOREIGN KEY') && (await limit.isFull())) throw limit.refusal()
      throw err
    })
    if (changesOf(results[0]) === 0) throw limit.refusal()
    return results
  })
  return savedDetail(ctx, results)
}

export async function updateProduct(
  ctx: StoreCtx,
  id: string,
  input: ProductInput,
): Promise<Product> {
  const extraIds = input.extraImageIds ? [...new Set(input.extraImageIds)] : null
  const checks = await readSaveChecks(ctx, input, extraIds ?? [], id)
  const existing = checks.stored?.product
  if (!existing) throw new ApiError('NOT_FOUND', productMsg.notFound)
  const { current } = checks
  const values = toValues(ctx, input, keptVariants(input, current, existing), checks, existing)
  const extra = extraIds ? extraPictures(checks, extraIds) : null
  if (extra) assertImageLimitOf(checks.inForce, 1 + extra.length, checks.pictures)
  const wanted = input.variants ? normalizeVariants(input.variants) : null
  if (wanted) assertRemovable(current, wanted, checks.used)
  const image =
    values.imageId === existing.imageId ? checks.stored?.image : checks.found.get(values.imageId!)
  const saved = { product: { name: values.name, status: existing.status }, image }
  const copied = { product: { id, write: 'changed' as const, saving: saved } }
  const results = await writeShop(ctx, ctx.store, copied, () =>
    saving(
      batch(ctx.db, [
        ctx.db
          .update(products)
          .set({ ...values, updatedAt: ctx.now })
          .where(and(eq(products.id, id), eq(products.storeId, ctx.store.id))),
        ...(wanted ? replaceVariants(ctx, id, current, wanted) : []),
        // After the variant writes, from the rows themselves: an order taken since our read counts.
        syncStockFromVariants(ctx, id),
        ...(extra ? replaceProductImages(ctx, id, extra) : []),
        bumpStoreVersion(ctx, ctx.store.id),
        ...productQueries(ctx, ctx.store.id, id, { publishedOnly: false }),
      ]),
    ),
  )
  return savedDetail(ctx, results)
}

export async function deleteProduct(ctx: StoreCtx, id: string): Promise<void> {
  await getProduct(ctx, id)
  // Gone from the shop's database, it leaves the directory's list after the batch.
  await writeShop(ctx, ctx.store, { product: { id, write: 'changed' } }, () =>
    batch(ctx.db, [
      ctx.db.delete(products).where(and(eq(products.id, id), eq(products.storeId, ctx.store.id))),
      bumpStoreVersion(ctx, ctx.store.id),
    ]),
  )
}
