import { and, gte, inArray, lt } from 'drizzle-orm'
import { DIRECTORY } from '../../db/databases'
import { authTokens, stores } from '../../db/schema/index'
import type { ShopDatabaseCtx } from '../../env'
import { addSeconds } from '../../lib/dates'

/**
 * How old an unrouted shop must be before the sweep takes it back, and the slice of creation
 * times each round looks at: a shop is created in two batches (its database's, then the
 * directory's routing row, ADR 036), so a row without its routing row is either a creation in
 * progress (seconds) or one whose second batch failed. A day is far beyond the first.
 */
const UNROUTED_AFTER_SECONDS = 86_400
/** Twice the cron's five minutes: a late round still covers the slice the previous one left. */
const SLICE_SECONDS = 600

/**
 * Takes back the rows of shops whose creation never published its routing row: unreachable (no
 * slug, domain or account leads to them), they would only hold space. Each round reads the
 * shops created in one ten-minute slice a day ago, on its index, so its cost follows the shops
 * created then, never the number of shops. `ctx.db` is the shop database visited.
 */
export async function sweepUnroutedShops(ctx: ShopDatabaseCtx, database: string): Promise<number> {
  if (database === DIRECTORY) return 0
  const until = addSeconds(ctx.now, -UNROUTED_AFTER_SECONDS)
  const created = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(gte(stores.createdAt, addSeconds(until, -SLICE_SECONDS)), lt(stores.createdAt, until)),
    )
    .limit(100)
  if (created.length === 0) return 0
  const ids = created.map((s) => s.id)
  const routed = new Set(
    (await ctx.directory.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids))).map(
      (s) => s.id,
    ),
  )
  const unrouted = ids.filter((id) => !routed.has(id))
  // Their logo's row and contact codes go with them (foreign keys on delete cascade).
  if (unrouted.length > 0) await ctx.db.delete(stores).where(inArray(stores.id, unrouted))
  return unrouted.length
}

/**
 * A shop database's own codes (its contacts' proofs) a day past their expiry; the directory's
 * account codes and sign-in rows are purged by `purgeExpiredAuthRows`.
 */
export async function purgeExpiredShopCodes(ctx: ShopDatabaseCtx, database: string): Promise<void> {
  if (database === DIRECTORY) return
  await ctx.db.delete(authTokens).where(lt(authTokens.expiresAt, addSeconds(ctx.now, -86_400)))
}
