import { eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ateliers, refreshTokens, stores, subscriptions, users } from '../db/schema'
import type { AppEnv } from '../env'
import { jwtSecret } from '../lib/config'
import { ApiError } from '../lib/errors'
import { verifyAccessToken } from '../lib/jwt'
import type { Role } from '../schemas/auth'
import { msg } from '../schemas/messages'
import { toStoreRef } from '../services/stores'

/** Reads need no write access: a suspended merchant can still see why, and sign out. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Checks the bearer token and re-reads the account: no or bad token, a blocked account, a
 * session signed out or cut off by a password change → 401 (one query, whatever the case). Returns the account with the shop it owns
 * (and whether its atelier is on: an owner's atelier route then needs no second query).
 */
export async function authenticate(c: Context<AppEnv>) {
  const header = c.req.header('authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  const ctx = c.get('ctx')
  const claims = token ? await verifyAccessToken(token, jwtSecret(c.env), ctx.now) : null
  if (!claims) throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  const row = await ctx.db
    .select({
      status: users.status,
      role: users.role,
      validAfter: users.sessionsValidAfter,
      store: stores,
      subscription: subscriptions.status,
      atelierEnabled: ateliers.enabled,
      // The token's session still open (not signed out): in the same query, by the family index.
      sessionOpen: sql<number>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.sid} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(ateliers, eq(ateliers.storeId, stores.id))
    .where(eq(users.id, claims.sub))
    .get()
  if (row?.status !== 'active') throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  if (!row.sessionOpen || (row.validAfter && claims.issuedAtMs < row.validAfter.getTime())) {
    throw new ApiError('UNAUTHORIZED', msg.sessionExpired)
  }
  const { sessionOpen: _open, ...caller } = row
  return { userId: claims.sub, ...caller }
}

/** A suspended shop's people may read but not write. */
export function refuseWriteWhenSuspended(c: Context<AppEnv>, subscription: string | null) {
  if (subscription === 'suspended' && !READ_METHODS.has(c.req.method)) {
    throw new ApiError('FORBIDDEN', msg.accountSuspended)
  }
}

/**
 * Guards a route: no or bad token → 401, wrong role → 403. The account is re-read on every
 * call, so blocking a user or changing a password takes effect before the access token
 * expires; a merchant's shop is loaded in the same query and becomes the tenant of every
 * service call. A suspended shop's merchant may read but not write (403).
 */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const caller = await authenticate(c)
    if (!roles.includes(caller.role)) throw new ApiError('FORBIDDEN', msg.forbidden)
    if (caller.role === 'user') refuseWriteWhenSuspended(c, caller.subscription)
    c.set('ctx', {
      ...c.get('ctx'),
      user: { id: caller.userId, role: caller.role },
      store: caller.store ? toStoreRef(caller.store) : null,
    })
    await next()
  })

/** Marks a route public on purpose: the route inventory test accepts only these or requireRole. */
export const publicRoute = () => createMiddleware<AppEnv>(async (_c, next) => next())
