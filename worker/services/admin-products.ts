import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { media, type ProductRow, products, type StoreRow, stores } from '../db/schema'
import type { RequestCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError } from '../lib/errors'
import {
  type AdminProduct,
  type AdminProductListQuery,
  adminMsg,
  type ProductModerationInput,
} from '../schemas/admin'
import type { Paged } from '../schemas/fields'
import { shopNotice } from '../schemas/notices'
import { likeText } from './admin-shops'
import { mediaUrl } from './media'
import { notifyStore } from './notifications'
import { listTotal } from './platform-counters'
import { currentPrice } from './products'
import { bumpStoreVersion } from './stores'

const productSelect = (ctx: RequestCtx) =>
  ctx.db
    .select({ product: products, store: stores, imageKey: media.key })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(media, eq(media.id, products.imageId))

function toAdminProduct(
  r: { product: ProductRow; store: StoreRow; imageKey: string | null },
  now: Date,
): AdminProduct {
  const p = r.product
  return {
    id: p.id,
    name: p.name,
    imageUrl: r.imageKey ? mediaUrl(r.imageKey) : null,
    price: p.price,
    currentPrice: currentPrice(p, now),
    currency: r.store.currency,
    stock: p.stock,
    status: p.status,
    shop: { id: r.store.id, name: r.store.name, slug: r.store.slug },
    createdAt: iso(p.createdAt)!,
  }
}

/** GET /api/admin/shops/products: every shop's products, newest first. */
export async function listAdminProducts(
  ctx: RequestCtx,
  query: AdminProductListQuery,
): Promise<Paged<AdminProduct>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const where: SQL | undefined = and(
    query.q ? like(products.name, likeText(query.q)) : undefined,
    query.storeId ? eq(products.storeId, query.storeId) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  )
  const [rows, total] = await Promise.all([
    productSelect(ctx)
      .where(where)
      .orderBy(desc(products.createdAt), desc(sql`${products}.rowid`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    listTotal(ctx.db, 'products', where !== undefined, () =>
      ctx.db.select({ n: count() }).from(products).where(where),
    ),
  ])
  return {
    items: rows.map((r) => toAdminProduct(r, ctx.now)),
    page,
    pageSize,
    total,
  }
}

/**
 * PATCH /api/admin/shops/products/:id. Unpublishing hides the product from the storefront
 * (list and page); the merchant is told why in-app, in the same batch as the change.
 */
export async function moderateProduct(
  ctx: RequestCtx,
  id: string,
  input: ProductModerationInput,
): Promise<AdminProduct> {
  const row = await productSelect(ctx).where(eq(products.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', adminMsg.productNotFound)
  if (row.product.status === input.status) throw new ApiError('CONFLICT', adminMsg.alreadyStatus)
  const hidden = input.status === 'unpublished'
  await batch(ctx.db, [
    ctx.db
      .update(products)
      .set({ status: input.status, updatedAt: ctx.now })
      .where(and(eq(products.id, id), eq(products.storeId, row.store.id))),
    bumpStoreVersion(ctx, row.store.id),
    notifyStore(ctx, row.store.id, {
      type: 'product',
      relatedId: id,
      ...shopNotice.productModerated(row.product.name, hidden, input.reason),
    }),
  ])
  return toAdminProduct(
    { ...row, product: { ...row.product, status: input.status, updatedAt: ctx.now } },
    ctx.now,
  )
}
