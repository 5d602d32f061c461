import type { Db } from '../db/client'
import { databaseNames, isPerShopDatabaseName, shopDatabase } from '../db/databases'
import { shopDatabases } from '../db/schema'
import type { RequestCtx } from '../env'
import { readCounters } from './platform-counters'

/**
 * The few platform views that must read shops' own rows across shops (the products moderation
 * list, /galeries, the products total) ask each database holding shops in turn: a handful of
 * reads, one per database, bounded by a LIMIT, never one per shop (ADR 036).
 */

export type ShopDatabase = { name: string; db: Db }

/**
 * The databases that hold at least one shop, in binding order: the directory's `shop_databases`,
 * a handful of rows read whole (as placement reads them). A libsql platform with a database per
 * shop (ADR 036) lists each of those too: there, a view across shops costs one read per shop,
 * the price of that layout; filtered by shop, it asks one.
 */
export async function databasesWithShops(
  ctx: Pick<RequestCtx, 'directory' | 'env' | 'openDatabase'>,
): Promise<ShopDatabase[]> {
  const rows = await ctx.directory
    .select({ name: shopDatabases.name, shopCount: shopDatabases.shopCount })
    .from(shopDatabases)
    .all()
  const holding = rows.filter((r) => r.shopCount > 0).map((r) => r.name)
  const bound = databaseNames(ctx.env).filter((name) => holding.includes(name))
  return [...bound, ...holding.filter(isPerShopDatabaseName)].map((name) => ({
    name,
    db: shopDatabase(ctx, name),
  }))
}

/**
 * `ctx` acting on the shop database `name` for a platform request (an administrator's, a job's):
 * the shop's rows and messages are written there, the platform's stay on `ctx.directory`.
 */
export const onShopDatabase = <C extends RequestCtx>(ctx: C, name: string): C => ({
  ...ctx,
  db: shopDatabase(ctx, name),
})

/** A counter kept by triggers beside shops' rows (e.g. `products`), summed over their databases. */
export async function sumShopCounter(databases: readonly ShopDatabase[], counter: string) {
  const each = await Promise.all(databases.map((d) => readCounters(d.db, [counter])))
  return each.reduce((sum, c) => sum + (c[counter] ?? 0), 0)
}

/**
 * Newest first over lists each already newest first (one per database, ties in its own order):
 * the first `take` rows of their merge. Each list keeps its order and a tie between lists goes
 * to the first database, so the merge's first `take` rows are among each list's first `take`:
 * asking every database for `take` rows is enough.
 */
export function newestOf<T>(
  lists: readonly (readonly T[])[],
  at: (row: T) => Date,
  take: number,
): T[] {
  const next = lists.map(() => 0)
  const merged: T[] = []
  while (merged.length < take) {
    let best = -1
    for (let i = 0; i < lists.length; i++) {
      const row = lists[i]![next[i]!]
      if (row === undefined) continue
      const head = best === -1 ? undefined : lists[best]![next[best]!]
      if (head === undefined || at(row).getTime() > at(head).getTime()) best = i
    }
    if (best === -1) break
    merged.push(lists[best]![next[best]!]!)
    next[best]!++
  }
  return merged
}
