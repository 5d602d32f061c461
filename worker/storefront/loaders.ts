import { and, asc, desc, eq } from 'drizzle-orm'
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch'
import type { ProductsData } from '#themes/types.ts'
import { asShopDb } from '../db/client'
import { compiledQueries } from '../db/compiled-reads'
import { type PlanOf, runPlan } from '../db/read-plan'
import { type CategoryRow, categories, products, type StoreRow } from '../db/schema'
import type { RequestCtx, ShopDatabaseCtx } from '../env'
import { correctedSearch } from '../lib/search'
import type { Category } from '../schemas/categories'
import type { ProductListQuery } from '../schemas/products'
import { reviewSummary } from '../schemas/reviews'
import {
  newestProductsQuery,
  productListQueries,
  productQueries,
  shopVocabulary,
  toProductDetail,
  toProductPage,
  toProducts,
} from '../services/products'
import { publicReviewsQuery, toPublicReview } from '../services/reviews'
import { publicTestimonialsQuery, toPublicTestimonials } from '../services/testimonials'

/** A shop's categories, by name: the query, for a page's batch. */
const categoriesQuery = (ctx: ShopDatabaseCtx, storeId: string) =>
  ctx.db
    .select()
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.name))

const toCategories = (rows: CategoryRow[]): Category[] =>
  rows.map((r) => ({ id: r.id, name: r.name, description: r.description, productCount: 0 }))

type Reads = readonly [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]
type Results<R extends (...args: never[]) => Reads> = BatchResponse<ReturnType<R>>

/**
 * A page's reads as a `ReadPlan` (worker/db/read-plan.ts), the one form every storefront read
 * takes: built for a shop id before the shop is confirmed, so the lookup can send them in the
 * batch that reads the shop's row (one round trip for an uncached page, ADR 043). `reads`
 * builds them for the request's ctx on the shop's database; `decode` reads their answers.
 * Only published products of one shop.
 */
function pagePlan<R extends (ctx: ShopDatabaseCtx, storeId: string) => Reads, T>(
  ctx: RequestCtx,
  reads: R,
  decode: (results: Results<R>) => T,
): PlanOf<T> {
  // `db` is the database the shop's routing row names (or the route hint's): the shop's, by role.
  return (db, storeId) => ({
    queries: reads({ ...ctx, db: asShopDb(db) }, storeId),
    decode: (results) => decode(results as unknown as Results<R>),
  })
}

/** A page's plan run on its own, for a shop already known: one batch. */
const readPage = <T>(ctx: ShopDatabaseCtx, store: StoreRow, plan: PlanOf<T>) =>
  runPlan(ctx.db, plan(ctx.db, store.id))

/**
 * A page's reads for shape `shape` (any string naming everything that changes the SQL), with
 * `values` (and the shop's id, `storeId`) bound as parameters: built by `build` once per shape
 * (worker/db/compiled-reads.ts).
 */
export function compiledReads<V extends Record<string, string>>(
  shape: string,
  values: V,
  build: (ctx: ShopDatabaseCtx, v: V & { storeId: string }) => Reads,
) {
  return (ctx: ShopDatabaseCtx, storeId: string): Reads =>
    compiledQueries(shape, ctx.db, { ...values, storeId }, (db, v) =>
      build(db === ctx.db ? ctx : { ...ctx, db }, v),
    )
}

const homeReads = (ctx: ShopDatabaseCtx, storeId: string) =>
  [
    newestProductsQuery(ctx, storeId, 8),
    categoriesQuery(ctx, storeId),
    publicTestimonialsQuery(ctx, storeId, { limit: 6 }),
  ] as const
const compiledHomeReads = compiledReads('home', {}, (ctx, v) => homeReads(ctx, v.storeId))

/** The home page: the newest products, the categories and the testimonials on show. */
export const homePlan = (ctx: RequestCtx) =>
  pagePlan(ctx, compiledHomeReads as typeof homeReads, ([featured, cats, testimonials]) => ({
    featured: toProducts(ctx, featured),
    categories: toCategories(cats),
    testimonials: toPublicTestimonials(testimonials),
  }))

export const loadHome = (ctx: ShopDatabaseCtx, store: StoreRow) =>
  readPage(ctx, store, homePlan(ctx))

const productListReads = (ctx: ShopDatabaseCtx, storeId: string, query: ProductListQuery) =>
  [
    ...productListQueries(ctx, storeId, query, { publishedOnly: true }),
    categoriesQuery(ctx, storeId),
  ] as const

/** The products list: a page of one shop's published products (searched, or of a category). */
export function productsPlan(ctx: RequestCtx, q: string, categoryId: string, page: number) {
  const query = { q: q || undefined, categoryId: categoryId || undefined, page, pageSize: 12 }
  const reads = (ctx: ShopDatabaseCtx, storeId: string) => productListReads(ctx, storeId, query)
  // A search's words become an FTS expression holding the shop's id: built per request.
  const shape = `products:${page}:${categoryId ? 'category' : 'all'}`
  const chosen = q
    ? reads
    : categoryId
      ? compiledReads(shape, { categoryId }, (ctx, v) =>
          productListReads(ctx, v.storeId, { ...query, categoryId: v.categoryId }),
        )
      : compiledReads(shape, {}, (ctx, v) => productListReads(ctx, v.storeId, query))
  return pagePlan(ctx, chosen as typeof reads, ([rows, totals, cats]) => ({
    products: toProductPage(ctx, query, [rows, totals]),
    categories: toCategories(cats),
    q,
    categoryId,
  }))
}

/**
 * A search that found nothing, tried again with what the shopper meant (issue 27): the shop's
 * own words correct the typed ones (« calebase » → « calebasse »). The results of the corrected
 * search, with `meant` for the page to say so, or null when there is nothing better to show.
 */
export async function forgivingSearch(
  ctx: ShopDatabaseCtx,
  storeId: string,
  found: ProductsData,
): Promise<ProductsData | null> {
  const meant = correctedSearch(found.q, await shopVocabulary(ctx, storeId))
  if (!meant) return null
  const plan = productsPlan(ctx, meant, found.categoryId, found.products.page)
  const again = await runPlan(ctx.db, plan(ctx.db, storeId))
  return again.products.total ? { ...again, q: found.q, meant } : null
}

export const loadProducts = (
  ctx: ShopDatabaseCtx,
  store: StoreRow,
  q: string,
  categoryId: string,
  page: number,
) => readPage(ctx, store, productsPlan(ctx, q, categoryId, page))

const productReads = (ctx: ShopDatabaseCtx, storeId: string, id: string) =>
  [
    ...productQueries(ctx, storeId, id, { publishedOnly: true }),
    publicTestimonialsQuery(ctx, storeId, { productId: id, limit: 12 }),
    publicReviewsQuery(ctx, storeId, id),
  ] as const
type ProductReads = (ctx: ShopDatabaseCtx, storeId: string) => ReturnType<typeof productReads>

/**
 * A product page (shown, or shown again with a form's mistakes): the product, its buyers'
 * reviews (the figures from the product's kept counters) and its "Témoignages".
 */
export const productPagePlan = (ctx: RequestCtx, id: string) =>
  pagePlan(
    ctx,
    compiledReads('product', { id }, (ctx, v) =>
      productReads(ctx, v.storeId, v.id),
    ) as ProductReads,
    ([rows, variants, images, testimonials, reviews]) => {
      const product = toProductDetail(ctx, [rows, variants, images])
      const row = rows[0]!.product
      return {
        product,
        testimonials: toPublicTestimonials(testimonials),
        reviews: {
          summary: reviewSummary(row.reviewCount, row.reviewSum, row.reviewsHidden),
          items: reviews.map(toPublicReview),
        },
      }
    },
  )

export const loadProductPage = (ctx: ShopDatabaseCtx, store: StoreRow, id: string) =>
  readPage(ctx, store, productPagePlan(ctx, id))

/** Every published product's address and last change, for the shop's sitemap. */
export async function loadSitemapProducts(ctx: ShopDatabaseCtx, store: StoreRow) {
  return ctx.db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.storeId, store.id), eq(products.status, 'active')))
    .orderBy(desc(products.updatedAt))
    .limit(10_000)
}
