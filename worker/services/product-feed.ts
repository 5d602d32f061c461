import { desc, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { changesOf } from '../db/conditional'
import { databaseNamed } from '../db/databases'
import { type ProductFeedRow, productFeed, products } from '../db/schema'
import { productFeedRows } from '../db/shop-copies'
import type { RequestCtx } from '../env'
import { PRODUCT_FEED_SIZE } from '../schemas/admin'
import { newestOf } from './shops/databases'

/**
 * The directory's list of the platform's newest products (`product_feed`, ADR 036): the admin's
 * products list and /galeries read it instead of every shop database. The product services add
 * and update its rows as they write; the scheduled round keeps it to its newest rows.
 */

/** Newest first; a tie on the second goes to the row added last. */
export const newestFeedFirst = [desc(productFeed.createdAt), desc(sql`${productFeed}.rowid`)]

/** Rows per insert when filling: a JSON array in one bound value, whatever the column count. */
const FILL_CHUNK = 500

/**
 * The scheduled round's part: trims the list to its newest `size` rows (a walk of `size` index
 * entries, then the rows due to go), or, when it is empty while shops hold products (a platform
 * migrated to 0027 with products already written), fills it from each database in `names`.
 */
export async function keepProductFeed(
  ctx: RequestCtx,
  names: readonly string[],
  size = PRODUCT_FEED_SIZE,
) {
  const any = await ctx.directory.select({ id: productFeed.productId }).from(productFeed).limit(1)
  if (any.length === 0) return { filled: await fillProductFeed(ctx, names, size), trimmed: 0 }
  const cut = await ctx.directory.run(sql`
    delete from ${productFeed} where rowid in (
      select rowid from ${productFeed}
      order by ${productFeed.createdAt} desc, rowid desc
      limit -1 offset ${size}
    )`)
  return { filled: 0, trimmed: changesOf(cut) }
}

/**
 * Each database's newest `size` products, merged newest first, the newest `size` of them added
 * oldest first (so rowids follow creation on ties). A one-off: once the list holds a row, the
 * product services keep it.
 */
async function fillProductFeed(ctx: RequestCtx, names: readonly string[], size: number) {
  const lists: ProductFeedRow[][] = []
  for (const name of names)
    lists.push(
      await productFeedRows(databaseNamed(ctx.env, name))
        .orderBy(desc(products.createdAt), desc(sql`${products}.rowid`))
        .limit(size),
    )
  const rows = newestOf(lists, (r) => r.createdAt, size).reverse()
  if (rows.length === 0) return 0
  const inserts = []
  for (let i = 0; i < rows.length; i += FILL_CHUNK) {
    const json = JSON.stringify(
      rows.slice(i, i + FILL_CHUNK).map((r) => ({ ...r, createdAt: toSeconds(r.createdAt) })),
    )
    inserts.push(
      ctx.directory
        .insert(productFeed)
        // The table's columns, in order. `where true`: SQLite's reading of an upsert's SELECT.
        .select(
          sql`select value ->> 'productId', value ->> 'storeId', value ->> 'name',
            value ->> 'status', value ->> 'imageKey', value ->> 'imageWidth',
            value ->> 'imageHeight', value ->> 'createdAt'
          from json_each(${json}) where true`,
        )
        // A product created since the list was found empty is already in it.
        .onConflictDoNothing(),
    )
  }
  await batch(ctx.directory, inserts)
  return rows.length
}

const toSeconds = (at: Date) => Math.floor(at.getTime() / 1000)
