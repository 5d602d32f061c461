import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm'
import { batch, type ShopDb } from '../../db/client'
import { databaseOfShop, routeOfShop, shopDatabase } from '../../db/databases'
import {
  media,
  type ProductRow,
  productFeed,
  products,
  type StoreRow,
  stores,
} from '../../db/schema/index'
import type { RequestCtx } from '../../env'
import { appUrl } from '../../lib/config'
import { iso } from '../../lib/dates'
import { ApiError } from '../../lib/errors'
import { refuseWriteWhileMoving } from '../../lib/shop-moving'
import {
  type AdminProduct,
  type AdminProductListQuery,
  adminMsg,
  type ProductModerationInput,
} from '../../schemas/admin'
import type { Paged } from '../../schemas/fields'
import { shopNotice } from '../../schemas/notices'
import { mediaUrl } from '../media'
import { queueShopMessage, shopOwnerOf } from '../message-gate'
import { productUnpublishedMessage } from '../message-templates'
import { notifyStore } from '../notifications'
import { newestFeedFirst } from '../product-feed'
import { currentPrice } from '../products'
import { onShopDatabase } from '../shops/databases'
import { writeShop } from '../shops/directory-copies'
import { bumpStoreVersion } from '../stores'
import { likeText } from './shops'

const productSelect = (db: ShopDb) =>
  db
    .select({ product: products, store: stores, imageKey: media.key })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(media, eq(media.id, products.imageId))

type ProductWithShop = { product: ProductRow; store: StoreRow; imageKey: string | null }

function toAdminProduct(r: ProductWithShop, now: Date): AdminProduct {
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
 * GET /api/admin/shops/products: every shop's products, newest first (ADR 036). Filtered by
 * shop, its whole catalogue, from its own database. Otherwise the directory's list of the
 * platform's newest products (`product_feed`, PRODUCT_FEED_SIZE of them) picks and counts the
 * page, searched by name and filtered by status, and the page's products are read where they
 * live: the databases holding those 20 rows, never every shop database.
 */
export async function listAdminProducts(
  ctx: RequestCtx,
  query: AdminProductListQuery,
): Promise<Paged<AdminProduct>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const { items, total } = query.storeId
    ? await shopProductsPage(ctx, query.storeId, query, page, pageSize)
    : await newestProductsPage(ctx, query, page, pageSize)
  return { items: items.map((r) => toAdminProduct(r, ctx.now)), page, pageSize, total }
}

/** One shop's products, from the database holding it (the directory's routing row says which). */
async function shopProductsPage(
  ctx: RequestCtx,
  storeId: string,
  query: AdminProductListQuery,
  page: number,
  pageSize: number,
) {
  const database = await databaseOfShop(ctx, storeId)
  if (!database) return { items: [], total: 0 }
  const db = shopDatabase(ctx, database)
  const where = and(
    eq(products.storeId, storeId),
    query.q ? like(products.name, likeText(query.q)) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  )
  const [items, counted] = await Promise.all([
    productSelect(db)
      .where(where)
      .orderBy(desc(products.createdAt), desc(sql`${products}.rowid`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(products).where(where).get(),
  ])
  return { items, total: counted?.n ?? 0 }
}

/** A page of the platform's newest products: picked in the directory, read where they live. */
async function newestProductsPage(
  ctx: RequestCtx,
  query: AdminProductListQuery,
  page: number,
  pageSize: number,
) {
  const where = and(
    query.q ? like(productFeed.name, likeText(query.q)) : undefined,
    query.status ? eq(productFeed.status, query.status) : undefined,
  )
  const [picked, counted] = await Promise.all([
    ctx.directory
      .select({
        id: productFeed.productId,
        storeId: productFeed.storeId,
        database: stores.database,
      })
      .from(productFeed)
      .innerJoin(stores, eq(stores.id, productFeed.storeId))
      .where(where)
      .orderBy(...newestFeedFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.directory.select({ n: count() }).from(productFeed).where(where).get(),
  ])
  const byDatabase = new Map<string, typeof picked>()
  for (const r of picked) byDatabase.set(r.database, [...(byDatabase.get(r.database) ?? []), r])
  const read = await Promise.all(
    [...byDatabase].map(([database, rows]) =>
      productSelect(shopDatabase(ctx, database)).where(
        and(
          inArray(
            products.id,
            rows.map((r) => r.id),
          ),
          inArray(products.storeId, [...new Set(rows.map((r) => r.storeId))]),
        ),
      ),
    ),
  )
  const byId = new Map(read.flat().map((r) => [r.product.id, r]))
  // A product deleted since the list was read (or whose copy failed to leave it) is left out.
  const items = picked.flatMap((r) => byId.get(r.id) ?? [])
  return { items, total: counted?.n ?? 0 }
}

/**
 * A product and the database holding it: its shop as the moderation form sends it, else as the
 * directory's list of new products has it (a product older than the list needs the former).
 */
async function findProduct(ctx: RequestCtx, id: string, storeId: string | undefined) {
  const route = storeId
    ? await routeOfShop(ctx, storeId).then((r) => r && { ...r, storeId })
    : await ctx.directory
        .select({
          storeId: productFeed.storeId,
          database: stores.database,
          movingTo: stores.movingTo,
        })
        .from(productFeed)
        .innerJoin(stores, eq(stores.id, productFeed.storeId))
        .where(eq(productFeed.productId, id))
        .get()
  if (!route) return null
  const db = shopDatabase(ctx, route.database)
  const row = await productSelect(db)
    .where(and(eq(products.id, id), eq(products.storeId, route.storeId)))
    .get()
  return row ? { row, database: { name: route.database, db }, movingTo: route.movingTo } : null
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
  const found = await findProduct(ctx, id, input.storeId)
  if (!found) throw new ApiError('NOT_FOUND', adminMsg.productNotFound)
  const { row, database } = found
  if (row.product.status === input.status) throw new ApiError('CONFLICT', adminMsg.alreadyStatus)
  // A shop `npm run shop:move` is copying takes no write, an administrator's neither (ADR 036).
  refuseWriteWhileMoving('PATCH', found.movingTo)
  const hidden = input.status === 'unpublished'
  // The product, its shop's cache key and the merchant's notice: one batch in the shop's database.
  const shop = onShopDatabase(ctx, database.name)
  // The shop's count of active products moves (/stores ranks by it), and the product's status.
  const copied = { product: { id, write: 'changed' as const } }
  // Kept on the product for its page; a republished product has no reason any more.
  const moderationReason = hidden ? (input.reason ?? null) : null
  const told = hidden ? await unpublishedMessages(shop, row, input.reason ?? '') : []
  await writeShop(shop, { id: row.store.id, database: database.name }, copied, () =>
    batch(shop.db, [
      shop.db
        .update(products)
        .set({ status: input.status, moderationReason, updatedAt: ctx.now })
        .where(and(eq(products.id, id), eq(products.storeId, row.store.id))),
      bumpStoreVersion(shop, row.store.id),
      notifyStore(shop, row.store.id, {
        type: 'product',
        relatedId: id,
        ...shopNotice.productModerated(row.product.name, hidden, input.reason),
      }),
      ...told,
    ]),
  )
  return toAdminProduct(
    {
      ...row,
      product: { ...row.product, status: input.status, moderationReason, updatedAt: ctx.now },
    },
    ctx.now,
  )
}

/**
 * Issue 27: the merchant is told beyond the bell, by e-mail and WhatsApp, on the shop's contacts.
 * A platform notice (`shop-notice`): never capped, and the gate sends it only to a verified
 * contact; an unverified one keeps the row blocked with its reason, as the dashboard explains.
 */
async function unpublishedMessages(
  shop: ReturnType<typeof onShopDatabase<RequestCtx>>,
  row: ProductWithShop,
  reason: string,
) {
  const owner = await shopOwnerOf(shop, row.store.id)
  const link = appUrl(shop.env, `/user/products/${row.product.id}`)
  const contacts = [
    { channel: 'email' as const, to: row.store.email },
    { channel: 'whatsapp' as const, to: row.store.phone },
  ].filter((t) => t.to)
  return contacts.map((to) =>
    queueShopMessage(
      shop,
      row.store.id,
      owner,
      productUnpublishedMessage(to, {
        storeName: row.store.name,
        product: row.product.name,
        reason,
        link,
      }),
      { kind: 'shop-notice' },
    ),
  )
}
