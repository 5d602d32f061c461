import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch'
import { readBatch } from '../db/client'
import {
  type CategoryRow,
  categories,
  media,
  products,
  productVariants,
  type StoreRow,
} from '../db/schema'
import type { RequestCtx } from '../env'
import type { Category } from '../schemas/categories'
import { mediaUrl } from '../services/media'
import {
  currentPrice,
  newestProductsQuery,
  productListQueries,
  productQueries,
  toProductDetail,
  toProductPage,
  toProducts,
} from '../services/products'
import { publicTestimonialsQuery, toPublicTestimonials } from '../services/testimonials'
import type { Purchasable } from './cart'

/** A shop's categories, by name: the query, for a page's batch. */
const categoriesQuery = (ctx: RequestCtx, storeId: string) =>
  ctx.db
    .select()
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.name))

const toCategories = (rows: CategoryRow[]): Category[] =>
  rows.map((r) => ({ id: r.id, name: r.name, description: r.description, productCount: 0 }))

/**
 * A page's reads and what it makes of their results. The reads are built for a shop id before
 * the shop is confirmed, so the lookup can send them in the batch that reads the shop's row:
 * one round trip for an uncached page (ADR 043). Only published products of one shop.
 */
export type PageLoad<T> = {
  reads: (ctx: RequestCtx, storeId: string) => Reads
  data: (ctx: RequestCtx, results: readonly unknown[]) => T
}
type Reads = readonly [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]

/** Runs a page's reads in one batch, for a shop already known (kept in isolate memory). */
export async function loadPage<T>(ctx: RequestCtx, storeId: string, load: PageLoad<T>) {
  return load.data(ctx, await readBatch(ctx.db, load.reads(ctx, storeId)))
}

const homeReads = (ctx: RequestCtx, storeId: string) =>
  [
    newestProductsQuery(ctx, storeId, 8),
    categoriesQuery(ctx, storeId),
    publicTestimonialsQuery(ctx, storeId, { limit: 6 }),
  ] as const
type Results<R extends (...args: never[]) => Reads> = BatchResponse<ReturnType<R>>

export const homeLoad: PageLoad<ReturnType<typeof toHome>> = {
  reads: homeReads,
  data: (ctx, results) => toHome(ctx, results as unknown as Results<typeof homeReads>),
}
function toHome(ctx: RequestCtx, [featured, cats, testimonials]: Results<typeof homeReads>) {
  return {
    featured: toProducts(ctx, featured),
    categories: toCategories(cats),
    testimonials: toPublicTestimonials(testimonials),
  }
}

export const loadHome = (ctx: RequestCtx, store: StoreRow) => loadPage(ctx, store.id, homeLoad)

/** The products list: a page of one shop's published products (searched, or of a category). */
export function productsLoad(q: string, categoryId: string, page: number) {
  const query = { q: q || undefined, categoryId: categoryId || undefined, page, pageSize: 12 }
  const reads = (ctx: RequestCtx, storeId: string) =>
    [
      ...productListQueries(ctx, storeId, query, { publishedOnly: true }),
      categoriesQuery(ctx, storeId),
    ] as const
  return {
    reads,
    data: (ctx: RequestCtx, results: readonly unknown[]) => {
      const [rows, totals, cats] = results as unknown as Results<typeof reads>
      return {
        products: toProductPage(ctx, query, [rows, totals]),
        categories: toCategories(cats),
        q,
        categoryId,
      }
    },
  }
}

export const loadProducts = (
  ctx: RequestCtx,
  store: StoreRow,
  q: string,
  categoryId: string,
  page: number,
) => loadPage(ctx, store.id, productsLoad(q, categoryId, page))

/** A product page (shown, or shown again with a form's mistakes): the product and its "Avis clients". */
export function productPageLoad(id: string) {
  const reads = (ctx: RequestCtx, storeId: string) =>
    [
      ...productQueries(ctx, storeId, id, { publishedOnly: true }),
      publicTestimonialsQuery(ctx, storeId, { productId: id, limit: 12 }),
    ] as const
  return {
    reads,
    data: (ctx: RequestCtx, results: readonly unknown[]) => {
      const [rows, variants, images, testimonials] = results as unknown as Results<typeof reads>
      return {
        product: toProductDetail(ctx, [rows, variants, images]),
        testimonials: toPublicTestimonials(testimonials),
      }
    },
  }
}

export const loadProductPage = (ctx: RequestCtx, store: StoreRow, id: string) =>
  loadPage(ctx, store.id, productPageLoad(id))

/** The published products a cart names, with what pricing and stock checks need (one batch). */
export async function loadPurchasables(
  ctx: RequestCtx,
  store: StoreRow,
  ids: string[],
): Promise<Map<string, Purchasable>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const [rows, variants] = await readBatch(ctx.db, [
    ctx.db
      .select({ product: products, imageKey: media.key })
      .from(products)
      .leftJoin(media, eq(media.id, products.imageId))
      .where(
        and(
          eq(products.storeId, store.id),
          eq(products.status, 'active'),
          inArray(products.id, unique),
        ),
      ),
    ctx.db
      .select()
      .from(productVariants)
      .where(
        and(eq(productVariants.storeId, store.id), inArray(productVariants.productId, unique)),
      ),
  ])
  return new Map(
    rows.map(({ product: p, imageKey }) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        imageUrl: imageKey ? mediaUrl(imageKey) : null,
        sizes: p.sizes,
        colors: p.colors,
        stock: p.stock,
        unitPrice: currentPrice(p, ctx.now),
        variants: variants.filter((v) => v.productId === p.id),
      },
    ]),
  )
}

/** Every published product's address and last change, for the shop's sitemap. */
export async function loadSitemapProducts(ctx: RequestCtx, store: StoreRow) {
  return ctx.db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.storeId, store.id), eq(products.status, 'active')))
    .orderBy(desc(products.updatedAt))
    .limit(10_000)
}
