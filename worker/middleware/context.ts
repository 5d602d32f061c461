import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { asDirectoryDb, createD1SessionDb, type SessionDb, type SessionStart } from '../db/client'
import { bindingNamed, DIRECTORY, databaseNames, leftoverShops } from '../db/databases'
import type { AppEnv, DirectoryCtx } from '../env'
import { isDev } from '../lib/config'
import { BOOKMARK_HEADER, readBookmarks, writeBookmarks } from '../schemas/bookmarks'
import { deliverDueMessages } from '../services/outbox'

/** A shopper's last write, carried across the post/redirect/get of a storefront form (ADR 037). */
export const SHOPPER_BOOKMARK_COOKIE = 'bt_bookmark'

const READS = new Set(['GET', 'HEAD'])

/**
 * The bookmarks the request brings (the dashboard's header, else a shopper's cookie), one per
 * database (ADR 037, amendment): only well-formed ones, of databases bound to this worker.
 */
function givenBookmarks(c: Context<AppEnv>): Map<string, string> {
  const given = readBookmarks(
    c.req.header(BOOKMARK_HEADER) ?? getCookie(c, SHOPPER_BOOKMARK_COOKIE),
  )
  const bound = new Set(databaseNames(c.env))
  for (const name of given.keys()) if (!bound.has(name)) given.delete(name)
  return given
}

/**
 * Where each of this request's D1 sessions starts (ADR 037), by database name. A database's
 * own bookmark (never another's: one database's bookmark means nothing to another) reads at
 * least the caller's writes there; without one, an anonymous read (storefronts, public pages)
 * takes the nearest replica, and anything else (a signed-in call, every write) the primary.
 */
export function sessionStartsOf(c: Context<AppEnv>): (name: string) => SessionStart {
  const given = givenBookmarks(c)
  const otherwise =
    READS.has(c.req.method) && !c.req.header('authorization')
      ? 'first-unconstrained'
      : 'first-primary'
  return (name) => given.get(name) ?? otherwise
}

/**
 * The sessions' newest bookmarks go back with the answer: in a header for the API (the
 * dashboard keeps the newest per database and sends them with its next call), in a one-minute
 * cookie after a storefront form (the page it redirects to then shows what the shopper just
 * did, an order for instance). The browser replaces a cookie whole, so the cookie also keeps
 * the bookmarks the shopper brought for databases this request did not read. A `bt_` cookie:
 * that page is rendered for the shopper, never served from the page cache.
 */
function returnBookmarks(c: Context<AppEnv>, opened: Map<string, SessionDb>) {
  const newest = new Map<string, string>()
  for (const [name, session] of opened) {
    const bookmark = session.bookmark()
    if (bookmark !== null) newest.set(name, bookmark)
  }
  if (c.req.path.startsWith('/api/')) {
    if (newest.size > 0) c.header(BOOKMARK_HEADER, writeBookmarks(newest))
    // The sign-in page's form leads to the dashboard, whose signed-in calls start at the primary.
  } else if (!READS.has(c.req.method) && !c.req.path.startsWith('/auth/')) {
    for (const [name, bookmark] of givenBookmarks(c))
      if (!newest.has(name)) newest.set(name, bookmark)
    if (newest.size === 0) return
    setCookie(c, SHOPPER_BOOKMARK_COOKIE, writeBookmarks(newest), {
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
    // One D1 session per database the request opens, each from its own start (ADR 037).
    const startOf = sessionStartsOf(c)
    const sessions = new Map<string, SessionDb>()
    const openDatabase = (name: string) => {
      let session = sessions.get(name)
      if (!session) {
        session = createD1SessionDb(bindingNamed(c.env, name), startOf(name))
        sessions.set(name, session)
      }
      return session.db
    }
    const directory = asDirectoryDb(openDatabase(DIRECTORY))
    const ctx: DirectoryCtx = {
      // Until the request acts for a shop (withShop), the directory is its only database.
      db: directory,
      directory,
      openDatabase,
      env: c.env,
      requestId: c.get('requestId'),
      now,
      user: null,
      store: null,
      effects: { deliverOutbox: false, after: [] },
    }
    c.set('ctx', ctx)
    await next()
    returnBookmarks(c, sessions)
    const after = ctx.effects.after ?? []
    if (after.length > 0)
      c.executionCtx.waitUntil(
        (async () => {
          // Once the response is on its way, as the outbox below: nothing the caller waits on.
          await new Promise((resolve) => setTimeout(resolve, 0))
          for (const done of await Promise.allSettled(after.map((task) => task())))
            if (done.status === 'rejected') console.error(`[${ctx.requestId}] after`, done.reason)
        })(),
      )
    // Messages queued by this request go out after the response, never before it.
    if (ctx.effects.deliverOutbox) {
      // Each database the request opened, one after the other: the directory's messages, the
      // shop's it acted for, or those an administrator's action queued for a shop (ADR 036).
      const opened = [...sessions.entries()].map(([name, session]) => [name, session.db] as const)
      const run = (async () => {
        // Started once the response is on its way, not while it is being handed back: its
        // reads are no part of what the shopper waits for (nor of a traced request's trips).
        await new Promise((resolve) => setTimeout(resolve, 0))
        // Not the rows a switched move left behind on a database (leftoverShops): one read on a
        // partial index, after the response, only for a request that queued a message.
        const leftovers = await leftoverShops(directory)
        for (const [name, db] of opened)
          await deliverDueMessages({ ...ctx, db, now: new Date() }, 25, leftovers.get(name))
      })().catch((err) => console.error(`[${ctx.requestId}] outbox`, err))
      c.executionCtx.waitUntil(run)
    }
  })
