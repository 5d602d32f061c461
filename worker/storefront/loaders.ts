import { and, asc, desc, eq, inArray } from 'drizzle-orm'
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
const categoriesQuery = (ctx: RequestCtx, store: StoreRow) =>
  ctx.db
    .select()
    .from(categories)
    .where(eq(categories.storeId, store.id))
    .orderBy(asc(categories.name))

const toCategories = (rows: CategoryRow[]): Category[] =>
  rows.map((r) => ({ id: r.id, name: r.name, description: r.description, productCount: 0 }))

/**
 * Storefront reads: only published products of one active shop, never anything else. Each
 * page sends all its reads in one batch, one round trip to D1 rather than one per query.
 */
export async function loadHome(ctx: RequestCtx, store: StoreRow) {
  const [featured, cats, testimonials] = await readBatch(ctx.db, [
    newestProductsQuery(ctx, store.id, 8),
    categoriesQuery(ctx, store),
    publicTestimonialsQuery(ctx, store.id, { limit: 6 }),
  ])
  return {
    featured: toProducts(ctx, featured),
    categories: toCategories(cats),
    testimonials: toPublicTestimonials(testimonials),
  }
}

export async function loadProducts(
  ctx: RequestCtx,
  store: StoreRow,
  q: string,
  categoryId: string,
  page: number,
) {
  const query = { q: q || undefined, categoryId: categoryId || undefined, page, pageSize: 12 }
  const [rows, totals, cats] = await readBatch(ctx.db, [
    ...productListQueries(ctx, store.id, query, { publishedOnly: true }),
    categoriesQuery(ctx, store),
  ])
  return {
    products: toProductPage(ctx, query, [rows, totals]),
    categories: toCategories(cats),
    q,
    categoryId,
  }
}

/** A product page (shown, or shown again with a form's mistakes): the product and its "Avis clients". */
export async function loadProductPage(ctx: RequestCtx, store: StoreRow, id: string) {
  const [rows, variants, images, testimonials] = await readBatch(ctx.db, [
    ...productQueries(ctx, store.id, id, { publishedOnly: true }),
    publicTestimonialsQuery(ctx, store.id, { productId: id, limit: 12 }),
  ])
  return {
    product: toProductDetail(ctx, [rows, variants, images]),
    testimonials: toPublicTestimonials(testimonials),
  }
}

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
