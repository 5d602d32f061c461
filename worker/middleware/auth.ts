import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { withShop } from '../db/databases'
import { refreshTokens, stores, subscriptions, users } from '../db/schema'
import type { AppEnv } from '../env'
import { jwtSecret } from '../lib/config'
import { ApiError } from '../lib/errors'
import { verifyAccessToken } from '../lib/jwt'
import { refuseWriteForStoppedShop, type ShopStanding } from '../lib/shop-standing'
import type { Role } from '../schemas/auth'
import { msg } from '../schemas/messages'
import { onDirectory } from '../services/context'
import { toStoreRef } from '../services/stores'

/** Reads need no write access: a suspended merchant can still see why, and sign out. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A staff member's shop, its subscription and its owner: suspension and blocking reach them. */
const staffShop = alias(stores, 'staff_shop')
const staffShopSubscription = alias(subscriptions, 'staff_shop_subscription')
const staffShopOwner = alias(users, 'staff_shop_owner')

/** The access token of an `Authorization: Bearer …` header, or undefined. */
export function bearerOf(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization') ?? ''
  return (header.startsWith('Bearer ') && header.slice(7).trim()) || undefined
}

/**
 * Checks the bearer token and re-reads the account, in one query of the directory whatever the
 * case: no or bad token, a blocked account, a session signed out or cut off by a password
 * change → 401. Returns the account with the shop it owns, for staff the shop they work for,
 * and the standing of the shop it acts for: its own, or for staff the shop of their profile.
 * Nothing of the shop's own database: an atelier route reads its switch there.
 */
export async function authenticate(c: Context<AppEnv>) {
  const token = bearerOf(c)
  const ctx = c.get('ctx')
  const claims = token ? await verifyAccessToken(token, jwtSecret(c.env), ctx.now) : null
  if (!claims) throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  // The directory alone (ADR 036): the account, its shop's routing row and subscription, or for
  // staff the shop it works for; the shop's own database is opened once the request acts for it.
  const row = await ctx.directory
    .select({
      status: users.status,
      role: users.role,
      validAfter: users.sessionsValidAfter,
      store: stores,
      subscription: subscriptions.status,
      staffShop: { id: staffShop.id, database: staffShop.database },
      staffSubscription: staffShopSubscription.status,
      staffShopOwnerStatus: staffShopOwner.status,
      staffShopMovingTo: staffShop.movingTo,
      // The token's session still open (not signed out): in the same query, by the family index.
      sessionOpen: sql<number>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.sid} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(staffShop, eq(staffShop.id, users.staffStoreId))
    .leftJoin(staffShopSubscription, eq(staffShopSubscription.storeId, staffShop.id))
    .leftJoin(staffShopOwner, eq(staffShopOwner.id, staffShop.ownerId))
    .where(eq(users.id, claims.sub))
    .get()
  if (row?.status !== 'active') throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  if (!row.sessionOpen || (row.validAfter && claims.issuedAtMs < row.validAfter.getTime())) {
    throw new ApiError('UNAUTHORIZED', msg.sessionExpired)
  }
  const {
    staffSubscription,
    staffShopOwnerStatus,
    staffShopMovingTo,
    sessionOpen: _open,
    staffShop: shop,
    ...account
  } = row
  const staffShopRef = shop?.id ? { id: shop.id, database: shop.database } : null
  const standing: ShopStanding =
    row.role === 'staff'
      ? {
          subscription: staffSubscription,
          ownerBlocked: staffShopOwnerStatus === 'blocked',
          movingTo: staffShopMovingTo,
        }
      : {
          subscription: row.subscription,
          ownerBlocked: false,
          movingTo: row.store?.movingTo ?? null,
        }
  return { userId: claims.sub, ...account, staffShop: staffShopRef, standing }
}

/** A write of a request acting for a stopped shop is refused (lib/shop-standing.ts). */
export function refuseWriteWhenStopped(c: Context<AppEnv>, role: Role, standing: ShopStanding) {
  if (READ_METHODS.has(c.req.method)) return
  refuseWriteForStoppedShop(c.req.method, role, standing)
}

/**
 * Guards a route: no or bad token → 401, wrong role → 403. The account is re-read on every
 * call, so blocking a user or changing a password takes effect before the access token
 * expires; a merchant's shop is loaded in the same query and becomes the tenant of every
 * service call. A suspended shop's merchant and staff may read but not write (403).
 */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const caller = await authenticate(c)
    if (!roles.includes(caller.role)) throw new ApiError('FORBIDDEN', msg.forbidden)
    refuseWriteWhenStopped(c, caller.role, caller.standing)
    const ctx = { ...c.get('ctx'), user: { id: caller.userId, role: caller.role } }
    c.set(
      'ctx',
      caller.store ? withShop(ctx, toStoreRef(caller.store)) : onDirectory({ ...ctx, store: null }),
    )
    await next()
  })

/** Marks a route public on purpose: the route inventory test accepts only these or requireRole. */
export const publicRoute = () => createMiddleware<AppEnv>(async (_c, next) => next())
