import type { Db } from '../db/client'
import { databaseNames, shopDatabase } from '../db/databases'
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
 * The databases that hold at least one shop and are bound to this worker, in binding order:
 * the directory's `shop_databases`, a handful of rows read whole (as placement reads them).
 */
export async function databasesWithShops(
  ctx: Pick<RequestCtx, 'directory' | 'env' | 'openDatabase'>,
): Promise<ShopDatabase[]> {
  const rows = await ctx.directory
    .select({ name: shopDatabases.name, shopCount: shopDatabases.shopCount })
    .from(shopDatabases)
    .all()
  const holding = new Set(rows.filter((r) => r.shopCount > 0).map((r) => r.name))
  return databaseNames(ctx.env)
    .filter((name) => holding.has(name))
    .map((name) => ({ name, db: shopDatabase(ctx, name) }))
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
 * Newest first over lists each already newest first (one per database): the first `take` rows
 * of their merge. Ties on the date fall to the id, so the order is the same on every call.
 */
export function newestOf<T>(
  lists: readonly (readonly T[])[],
  key: (row: T) => { at: Date; id: string },
  take: number,
): T[] {
  return lists
    .flat()
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)]
      return y.at.getTime() - x.at.getTime() || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0)
    })
    .slice(0, take)
}
