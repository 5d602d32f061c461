import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { stores, subscriptions, users } from '../db/schema'
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
 * Guards a route: no or bad token → 401, wrong role → 403. The account is re-read on every
 * call, so blocking a user or changing a password takes effect before the access token
 * expires; a merchant's shop is loaded in the same query and becomes the tenant of every
 * service call. A suspended shop's merchant may read but not write (403).
 */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
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
      })
      .from(users)
      .leftJoin(stores, eq(stores.ownerId, users.id))
      .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
      .where(eq(users.id, claims.sub))
      .get()
    if (row?.status !== 'active') throw new ApiError('UNAUTHORIZED', msg.unauthorized)
    if (row.validAfter && claims.issuedAtMs < row.validAfter.getTime()) {
      throw new ApiError('UNAUTHORIZED', msg.sessionExpired)
    }
    if (!roles.includes(row.role)) throw new ApiError('FORBIDDEN', msg.forbidden)
    const suspended = row.subscription === 'suspended'
    if (row.role === 'user' && suspended && !READ_METHODS.has(c.req.method)) {
      throw new ApiError('FORBIDDEN', msg.accountSuspended)
    }
    c.set('ctx', {
      ...ctx,
      user: { id: claims.sub, role: row.role },
      store: row.store ? toStoreRef(row.store) : null,
    })
    await next()
  })

/** Marks a route public on purpose: the route inventory test accepts only these or requireRole. */
export const publicRoute = () => createMiddleware<AppEnv>(async (_c, next) => next())
