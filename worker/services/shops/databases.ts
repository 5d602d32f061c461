import type { ShopDb } from '../../db/client'
import { shopDatabase } from '../../db/databases'
import type { RequestCtx } from '../../env'

/**
 * `ctx` acting on the shop database `name` for a platform request (an administrator's, a job's):
 * the shop's rows and messages are written there, the platform's stay on `ctx.directory`.
 * Not a shop's ctx (no `store`: `withShop` makes those), only its database, typed `ShopDb`.
 */
export const onShopDatabase = <C extends RequestCtx>(
  ctx: C,
  name: string,
): Omit<C, 'db'> & { db: ShopDb } => ({
  ...ctx,
  db: shopDatabase(ctx, name),
})

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
