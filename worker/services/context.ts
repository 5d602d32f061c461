import type { DirectoryDb } from '../db/client'
import type { RequestCtx, StoreCtx, UserCtx } from '../env'
import { ApiError } from '../lib/errors'
import { msg } from '../schemas/messages'

/** Narrows a ctx to one with a signed-in caller; the auth middleware guarantees it on guarded routes. */
export function asUser<C extends RequestCtx>(ctx: C): C & UserCtx {
  if (!ctx.user) throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  return ctx as C & UserCtx
}

/**
 * Unchecked for its `db`: a ctx gets a `store` only from `withShop`, which sets the shop's
 * database (a `ShopDb`) with it (ADR 045).
 */
export function asStore(ctx: RequestCtx): StoreCtx {
  const user = asUser(ctx)
  if (!user.store) throw new ApiError('NOT_FOUND', msg.noStore)
  return user as StoreCtx
}

export const unixNow = (ctx: RequestCtx) => Math.floor(ctx.now.getTime() / 1000)

/**
 * `ctx` acting on the platform's rows: its `db` is the directory (ADR 036), for the helpers that
 * write through `ctx.db` (outbox, notifications, subscriptions) from a platform request or job.
 * The one way to point `ctx.db` at the directory (ADR 045); typed so the result is no longer a
 * shop's ctx (its `db` a `DirectoryDb`), though `store` and the caller stay as they were.
 */
export const onDirectory = <C extends RequestCtx>(ctx: C): Omit<C, 'db'> & { db: DirectoryDb } => ({
  ...ctx,
  db: ctx.directory,
})
