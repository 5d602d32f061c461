import { createMiddleware } from 'hono/factory'
import { createD1Db } from '../db/client'
import type { AppEnv } from '../env'
import { isDev } from '../lib/config'

/**
 * Builds the per-request ctx every service takes. In local development only, the clock can
 * be moved with an `x-boutiko-now` header (ISO date) so expiry paths can be walked by hand.
 */
export const context = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const override = isDev(c.env) ? c.req.header('x-boutiko-now') : undefined
    const now = override && !Number.isNaN(Date.parse(override)) ? new Date(override) : new Date()
    c.set('ctx', {
      db: createD1Db(c.env.DB),
      env: c.env,
      requestId: c.get('requestId'),
      now,
      user: null,
      store: null,
    })
    await next()
  })
