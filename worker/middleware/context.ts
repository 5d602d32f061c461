import { createMiddleware } from 'hono/factory'
import { createD1Db } from '../db/client'
import type { AppEnv, RequestCtx } from '../env'
import { isDev } from '../lib/config'
import { deliverDueMessages } from '../services/outbox'

/**
 * Builds the per-request ctx every service takes. In local development only, the clock can
 * be moved with an `x-boutiko-now` header (ISO date) so expiry paths can be walked by hand.
 */
export const context = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const override = isDev(c.env) ? c.req.header('x-boutiko-now') : undefined
    const now = override && !Number.isNaN(Date.parse(override)) ? new Date(override) : new Date()
    const directory = createD1Db(c.env.DB)
    const ctx: RequestCtx = {
      // Until the request acts for a shop (withShop), the directory is its only database.
      db: directory,
      directory,
      env: c.env,
      requestId: c.get('requestId'),
      now,
      user: null,
      store: null,
      effects: { deliverOutbox: false },
    }
    c.set('ctx', ctx)
    await next()
    // Messages queued by this request go out after the response, never before it.
    if (ctx.effects.deliverOutbox) {
      // The directory's messages, then the shop's if the request acted for one (ADR 036).
      const shopDb = c.get('ctx').db
      const run = (async () => {
        await deliverDueMessages({ ...ctx, now: new Date() })
        if (shopDb !== directory) await deliverDueMessages({ ...ctx, db: shopDb, now: new Date() })
      })().catch((err) => console.error(`[${ctx.requestId}] outbox`, err))
      c.executionCtx.waitUntil(run)
    }
  })
