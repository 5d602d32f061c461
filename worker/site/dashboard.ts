import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { REFRESH_COOKIE } from '../middleware/session-cookie'
import { FIRST_READS_ID, FIRST_SCREEN_ID } from '../schemas/first-screen'
import { signinPath } from '../schemas/session-paths'
import { type OpenSession, openSession } from '../services/sessions'
import { routeFiles } from './dashboard-files'
import { type FirstScreen, firstReadsOf, firstScreen, readsJson } from './first-screen'
import type { AppFetch } from './first-screen/reads'
import { siteWords } from './fr'

/** Marks a shell that carries a first screen: the service worker never keeps it (ADR 066). */
export const FIRST_SCREEN_HEADER = 'x-boutiko-first-screen'

/**
 * /user and /admin belong to the dashboard SPA (index.html); the /auth pages are the worker's
 * own (site/auth, ADR 038, 064), routed before this. The worker hands out the shell's HTML
 * (from the static assets) with a fresh CSP nonce on every script tag, so the page runs under a
 * strict, nonce-based policy; it is never cached (`no-store`), so no nonce is reused.
 */
async function shell(c: Context<AppEnv>, session: OpenSession, appFetch: AppFetch) {
  const assets = c.env.ASSETS
  if (!assets) return c.text(siteWords.dashboard.notBuilt, 503)
  // Asked now, awaited only where they go in the body: the head, which names the app's code,
  // reaches the phone while the worker reads (ADR 066).
  const paths = firstReadsOf(c, session)
  const first = paths.length ? firstScreen(c, session, paths, appFetch) : null
  const [res, files] = await Promise.all([
    assets.fetch(new URL('/index.html', c.req.url)),
    routeFiles(c, new URL(c.req.url).pathname),
  ])
  if (!res.ok) return c.text(siteWords.dashboard.unavailable, 503)
  const nonce = c.get('nonce')
  const rewriter = new HTMLRewriter()
    // Its route's chunks, for the page's first script to preload once it has asked for the
    // session: written as links, they would go first and hold the refresh (ADR 065).
    .on('script#bt-first', {
      element: (el) => {
        el.setAttribute('data-route-files', files.map((file) => `/${file}`).join(' '))
      },
    })
    .on('script', {
      element: (el) => {
        el.setAttribute('nonce', nonce)
      },
    })
    .on('link[rel="modulepreload"]', {
      element: (el) => {
        el.setAttribute('nonce', nonce)
      },
    })
  if (first) withFirstScreen(rewriter, first)
  return new Response(rewriter.transform(res).body, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Someone's data: not a page the service worker may keep as its offline shell.
      ...(first ? { [FIRST_SCREEN_HEADER]: '1' } : {}),
    },
  })
}

/**
 * What the worker gives the page before the app (ADR 066): the reads the app takes instead
 * of asking them, and for an order its page drawn, ahead of `#root`, which the shell's style
 * hides while it is there. The app removes both once its router has drawn the page.
 */
function withFirstScreen(rewriter: HTMLRewriter, reading: Promise<FirstScreen | null>) {
  rewriter.on('div#root', {
    element: async (el) => {
      const first = await reading
      if (!first) return
      const data = `<script type="application/json" id="${FIRST_READS_ID}">${readsJson(first.reads)}</script>`
      const drawn = first.drawn ? `<div id="${FIRST_SCREEN_ID}">${first.drawn.html}</div>` : ''
      el.before(drawn + data, { html: true })
    },
  })
}

/**
 * A dashboard page asked without a session that still opens is sent to sign-in, coming back
 * here, before the app downloads (ADR 057). The refresh cookie is read, never spent.
 * `SameSite=Strict` keeps it off a navigation that starts on another site (a link in
 * WhatsApp): that one gets a page that reloads itself, now from this origin, with the cookie.
 */
async function page(c: Context<AppEnv>, appFetch: AppFetch) {
  const token = getCookie(c, REFRESH_COOKIE)
  const session = token ? await openSession(c.var.ctx, token) : null
  if (session) return shell(c, session, appFetch)
  const site = c.req.header('sec-fetch-site')
  if (!token && (site === 'cross-site' || site === 'same-site'))
    return c.html('<!doctype html><meta http-equiv="refresh" content="0">', 200, {
      'cache-control': 'no-store',
    })
  return c.redirect(signinPath(new URL(c.req.url)), 302)
}

/**
 * The service worker (ADR 057), built with the dashboard's files: served from the root so it
 * may control /user/ and /admin/, and always asked again, so a new version is seen at once.
 */
async function serviceWorker(c: Context<AppEnv>) {
  const res = await c.env.ASSETS?.fetch(new URL('/assets/sw.js', c.req.url))
  if (!res?.ok) return c.notFound()
  return new Response(res.body, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  })
}

/** `appFetch`: the whole worker, through which a page's first reads ask the API (ADR 066). */
export const dashboardRoutes = (appFetch: AppFetch) => {
  const dashboardPage = (c: Context<AppEnv>) => page(c, appFetch)
  return new Hono<AppEnv>()
    .get('/sw.js', serviceWorker)
    .get('/user', dashboardPage)
    .get('/user/*', dashboardPage)
    .get('/admin', dashboardPage)
    .get('/admin/*', dashboardPage)
}
