import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm'
import { batch, type Db } from '../db/client'
import { databaseOfShop, shopDatabase } from '../db/databases'
import { media, type ProductRow, products, type StoreRow, stores } from '../db/schema'
import { copyStoreToDirectory } from '../db/shop-copies'
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
import { currentPrice } from './products'
import { databasesWithShops, newestOf, sumShopCounter } from './shop-databases'
import { bumpStoreVersion } from './stores'

const productSelect = (db: Db) =>
  db
    .select({ product: products, store: stores, imageKey: media.key })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(media, eq(media.id, products.imageId))

/** The most rows one page may ask of each database: page 50 of 20, say (ADR 036). */
const MAX_DEPTH = 1000

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

/**
 * The databases an admin's product query asks: the one holding the shop when the list is
 * filtered by shop (its routing row says which), else each database holding shops in turn.
 */
async function databasesFor(ctx: RequestCtx, storeId: string | undefined) {
  if (!storeId) return databasesWithShops(ctx)
  const database = await databaseOfShop(ctx, storeId)
  return database ? [{ name: database, db: shopDatabase(ctx, database) }] : []
}

/**
 * GET /api/admin/shops/products: every shop's products, newest first. Products live with their
 * shops (ADR 036): each database holding shops gives its newest `page × pageSize` matching
 * rows (a LIMIT on `products_created_idx`, as an OFFSET would read them), merged newest first;
 * the total is the `products` counters summed, or the matching counts summed when filtered.
 * Pages deeper than MAX_DEPTH rows read as empty: filter by shop or name to go further.
 */
export async function listAdminProducts(
  ctx: RequestCtx,
  query: AdminProductListQuery,
): Promise<Paged<AdminProduct>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const depth = Math.min(page * pageSize, MAX_DEPTH)
  const where: SQL | undefined = and(
    query.q ? like(products.name, likeText(query.q)) : undefined,
    query.storeId ? eq(products.storeId, query.storeId) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  )
  const databases = await databasesFor(ctx, query.storeId)
  const [lists, total] = await Promise.all([
    Promise.all(
      databases.map(({ db }) =>
        productSelect(db)
          .where(where)
          .orderBy(desc(products.createdAt), desc(sql`${products}.rowid`))
          .limit(depth),
      ),
    ),
    where === undefined
      ? sumShopCounter(databases, 'products')
      : Promise.all(
          databases.map(({ db }) => db.select({ n: count() }).from(products).where(where).get()),
        ).then((counts) => counts.reduce((sum, c) => sum + (c?.n ?? 0), 0)),
  ])
  const rows = newestOf(lists, (r) => r.product.createdAt, depth)
  return {
    items: rows
      .slice((page - 1) * pageSize, page * pageSize)
      .map((r) => toAdminProduct(r, ctx.now)),
    page,
    pageSize,
    total,
  }
}

/** A product by its id alone: each database holding shops is asked in turn, by primary key. */
async function findProduct(ctx: RequestCtx, id: string) {
  for (const database of await databasesWithShops(ctx)) {
    const row = await productSelect(database.db).where(eq(products.id, id)).get()
    if (row) return { row, database }
  }
  return null
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
  const found = await findProduct(ctx, id)
  if (!found) throw new ApiError('NOT_FOUND', adminMsg.productNotFound)
  const { row, database } = found
  if (row.product.status === input.status) throw new ApiError('CONFLICT', adminMsg.alreadyStatus)
  const hidden = input.status === 'unpublished'
  // The product, its shop's cache key and the merchant's notice: one batch in the shop's database.
  const shop = { ...ctx, db: database.db }
  await batch(shop.db, [
    shop.db
      .update(products)
      .set({ status: input.status, updatedAt: ctx.now })
      .where(and(eq(products.id, id), eq(products.storeId, row.store.id))),
    bumpStoreVersion(shop, row.store.id),
    notifyStore(shop, row.store.id, {
      type: 'product',
      relatedId: id,
      ...shopNotice.productModerated(row.product.name, hidden, input.reason),
    }),
  ])
  // The shop's count of active products moved: /stores ranks by the directory's copy.
  await copyStoreToDirectory(shop, row.store.id, database.name)
  return toAdminProduct(
    { ...row, product: { ...row.product, status: input.status, updatedAt: ctx.now } },
    ctx.now,
  )
}
