import { and, asc, count, desc, eq, isNotNull, isNull, like, ne, or, type SQL } from 'drizzle-orm'
import { batch, type DirectoryDb } from '../db/client'
import { contactMessages, productFeed, stores, subscriptions } from '../db/schema'
import type { RequestCtx } from '../env'
import { newId } from '../lib/ids'
import { containsPattern } from '../lib/search'
import { adminNotice } from '../schemas/notices'
import type { ContactInput, GalleryImage, ShopCard, StoresSort } from '../schemas/site'
import { onDirectory } from './context'
import { mediaUrl } from './media'
import { notifyAdmins } from './notifications'
import { readCounters } from './platform-counters'
import { newestFeedFirst } from './product-feed'

/** A shop the public may see: not suspended by the platform, nor its subscription. */
const visibleShop = and(or(isNull(subscriptions.status), ne(subscriptions.status, 'suspended')))

/**
 * A page of /stores: visible shops, those with the most products first, on
 * `stores_product_count_idx` (migration 0023, the count kept by triggers on products), or those
 * with the most delivered orders first (`tri=livraisons`, issue 26) on
 * `stores_delivered_orders_idx` (migration 0040): a public page reads its 24 shops, never every
 * shop and its products or orders.
 */
export const publicShopsPage = (
  db: DirectoryDb,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  sort: StoresSort = 'produits',
) =>
  db
    .select({ store: stores })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .where(where)
    .orderBy(
      desc(sort === 'livraisons' ? stores.deliveredOrders : stores.productCount),
      asc(stores.name),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize)

/** /stores: real shops, searchable by name, those with the most products first. */
export async function listPublicShops(
  ctx: RequestCtx,
  query: { q?: string; page?: number; tri?: StoresSort },
) {
  const page = query.page ?? 1
  const pageSize = 24
  const q = query.q?.replace(/[%_]/g, '')
  const where = and(visibleShop, q ? like(stores.name, containsPattern(q)) : undefined)
  const [rows, totals] = await Promise.all([
    // The directory's copies of the shops' rows, product_count included (ADR 036).
    publicShopsPage(ctx.directory, where, page, pageSize, query.tri),
    // Without a search, the visible shops are the counters' shops less the suspended ones.
    q
      ? ctx.directory
          .select({ n: count() })
          .from(stores)
          .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
          .where(where)
      : readCounters(ctx.directory, ['shops', 'subscriptions:status:suspended'] as const).then(
          (c) => [{ n: c.shops - c['subscriptions:status:suspended'] }],
        ),
  ])
  const items: ShopCard[] = rows.map(({ store }) => ({
    name: store.name,
    slug: store.slug,
    logoUrl: store.logoKey ? mediaUrl(store.logoKey) : null,
    color: store.color,
    productCount: store.productCount,
    deliveredOrders: store.deliveredOrders,
  }))
  return { items, page, pageSize, total: totals[0]?.n ?? 0 }
}

/** Slugs of every shop the public may see (the platform sitemap index); slugs are URL-safe. */
export async function listVisibleShopSlugs(ctx: RequestCtx): Promise<string[]> {
  const rows = await ctx.directory
    .select({ slug: stores.slug })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .where(visibleShop)
    .orderBy(asc(stores.slug))
    .limit(50_000)
  return rows.map((r) => r.slug)
}

/**
 * /galeries: the latest product pictures of visible shops, each linking to its product, from
 * the directory's list of the platform's newest products (ADR 036): one read of the directory,
 * whatever databases hold the shops.
 */
export async function listGalleryImages(ctx: RequestCtx, limit = 36): Promise<GalleryImage[]> {
  const rows = await ctx.directory
    .select({
      key: productFeed.imageKey,
      width: productFeed.imageWidth,
      height: productFeed.imageHeight,
      name: productFeed.name,
      productId: productFeed.productId,
      slug: stores.slug,
    })
    .from(productFeed)
    .innerJoin(stores, eq(stores.id, productFeed.storeId))
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .where(and(eq(productFeed.status, 'active'), isNotNull(productFeed.imageKey), visibleShop))
    .orderBy(...newestFeedFirst)
    .limit(limit)
  return rows.map((r) => ({
    url: mediaUrl(r.key!),
    width: r.width ?? 0,
    height: r.height ?? 0,
    alt: r.name,
    href: `/${r.slug}/products/${r.productId}`,
  }))
}

/** /contact: the message is kept and every administrator is notified, atomically. */
export async function saveContactMessage(ctx: RequestCtx, input: ContactInput): Promise<void> {
  const id = newId('msg')
  const platform = onDirectory(ctx)
  await batch(platform.db, [
    platform.db.insert(contactMessages).values({
      id,
      email: input.email.toLowerCase(),
      subject: input.subject,
      message: input.message,
    }),
    notifyAdmins(platform, {
      type: 'contact',
      relatedId: id,
      ...adminNotice.contact(input.subject, input.email),
    }),
  ])
}
