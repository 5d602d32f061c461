import { and, asc, eq } from 'drizzle-orm'
import { categories, type StoreRow } from '../db/schema'
import type { RequestCtx } from '../env'
import type { Category } from '../schemas/catalog'
import { findProduct, queryProducts } from '../services/products'
import { queryPublicTestimonials } from '../services/testimonials'

/** Storefront reads: only published products of one active shop, never anything else. */
export async function loadCategories(ctx: RequestCtx, store: StoreRow): Promise<Category[]> {
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, store.id)))
    .orderBy(asc(categories.name))
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, productCount: 0 }))
}

export async function loadHome(ctx: RequestCtx, store: StoreRow) {
  const [featured, cats, testimonials] = await Promise.all([
    queryProducts(ctx, store.id, { pageSize: 8, sort: 'newest' }, { publishedOnly: true }),
    loadCategories(ctx, store),
    queryPublicTestimonials(ctx, store.id, { limit: 6 }),
  ])
  return { featured: featured.items, categories: cats, testimonials }
}

/** "Avis clients" of one product page, newest first. */
export const loadProductTestimonials = (ctx: RequestCtx, store: StoreRow, productId: string) =>
  queryPublicTestimonials(ctx, store.id, { productId, limit: 12 })

export async function loadProducts(
  ctx: RequestCtx,
  store: StoreRow,
  q: string,
  categoryId: string,
  page: number,
) {
  const [products, cats] = await Promise.all([
    queryProducts(
      ctx,
      store.id,
      { q: q || undefined, categoryId: categoryId || undefined, page, pageSize: 12 },
      { publishedOnly: true },
    ),
    loadCategories(ctx, store),
  ])
  return { products, categories: cats, q, categoryId }
}

export const loadProduct = (ctx: RequestCtx, store: StoreRow, id: string) =>
  findProduct(ctx, store.id, id, { publishedOnly: true })
