import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { createD1SessionDb, isBookmark, type SessionDb, type SessionStart } from '../db/client'
import { bindingNamed, DIRECTORY } from '../db/databases'
import type { AppEnv, RequestCtx } from '../env'
import { isDev } from '../lib/config'
import { deliverDueMessages } from '../services/outbox'

/** The header carrying a D1 bookmark both ways between the dashboard and the API (ADR 037). */
export const BOOKMARK_HEADER = 'x-d1-bookmark'
/** A shopper's last write, carried across the post/redirect/get of a storefront form (ADR 037). */
export const SHOPPER_BOOKMARK_COOKIE = 'bt_bookmark'

const READS = new Set(['GET', 'HEAD'])

/**
 * Where this request's D1 session starts (ADR 037). A well-formed bookmark (the dashboard's
 * header, a shopper's cookie) reads at least its own writes; an anonymous read (storefronts,
 * public pages) takes the nearest replica; anything else (a signed-in call without bookmark,
 * every write) starts at the primary. A malformed bookmark counts as none.
 */
export function sessionStartOf(c: Context<AppEnv>): SessionStart {
  const given = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, SHOPPER_BOOKMARK_COOKIE)
  if (given !== undefined && isBookmark(given)) return given
  return READS.has(c.req.method) && !c.req.header('authorization')
    ? 'first-unconstrained'
    : 'first-primary'
}

/**
 * The session's newest bookmark goes back with the answer: in a header for the API (the
 * dashboard sends it with its next call), in a one-minute cookie after a storefront form (the
 * page it redirects to then shows what the shopper just did, an order for instance). A `bt_`
 * cookie: that page is rendered for the shopper, never served from the page cache.
 */
function returnBookmark(c: Context<AppEnv>, bookmark: string | null) {
  if (bookmark === null) return
  if (c.req.path.startsWith('/api/')) c.header(BOOKMARK_HEADER, bookmark)
  // The sign-in page's form leads to the dashboard, whose signed-in calls start at the primary.
  else if (!READS.has(c.req.method) && !c.req.path.startsWith('/auth/')) {
    setCookie(c, SHOPPER_BOOKMARK_COOKIE, bookmark, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: 60,
    })
  }
}

/**
 * Builds the per-request ctx every service takes. In local development only, the clock can
 * be moved with an `x-boutiko-now` header (ISO date) so expiry paths can be walked by hand.
 */
export const context = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const override = isDev(c.env) ? c.req.header('x-boutiko-now') : undefined
    const now = override && !Number.isNaN(Date.parse(override)) ? new Date(override) : new Date()
    // One D1 session per database the request opens, all from the same start (ADR 037).
    const start = sessionStartOf(c)
    const sessions = new Map<string, SessionDb>()
    const openDatabase = (name: string) => {
      let session = sessions.get(name)
      if (!session) {
        session = createD1SessionDb(bindingNamed(c.env, name), start)
        sessions.set(name, session)
      }
      return session.db
    }
    const directory = openDatabase(DIRECTORY)
    const ctx: RequestCtx = {
      // Until the request acts for a shop (withShop), the directory is its only database.
      db: directory,
      directory,
      openDatabase,
      env: c.env,
      requestId: c.get('requestId'),
      now,
      user: null,
      store: null,
      effects: { deliverOutbox: false },
    }
    c.set('ctx', ctx)
    await next()
    // The bookmark of the database the request acted on: the shop's, else the directory's.
    // Every shop is on the directory's database today (ADR 036); once shops live elsewhere, a
    // bookmark must name its database, since one database's bookmark means nothing to another.
    const acted = [...sessions.values()].find((s) => s.db === c.get('ctx').db)
    returnBookmark(c, (acted ?? sessions.get(DIRECTORY))?.bookmark() ?? null)
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
