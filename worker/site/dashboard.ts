import type { Context, Next } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { REFRESH_COOKIE } from '../middleware/session-cookie'
import { signinPath } from '../schemas/session-paths'
import { openSession } from '../services/sessions'
import { routeFiles } from './dashboard-files'
import { siteWords } from './fr'

/**
 * /user and /admin belong to the dashboard SPA (index.html); the /auth pages are the worker's
 * own (site/auth, ADR 038, 064), routed before this. The worker hands out the shell's HTML
 * (from the static assets) with a fresh CSP nonce on every script tag, so the page runs under a
 * strict, nonce-based policy; it is never cached (`no-store`), so no nonce is reused.
 */
async function shell(c: Context<AppEnv>) {
  const assets = c.env.ASSETS
  if (!assets) return c.text(siteWords.dashboard.notBuilt, 503)
  const [res, files] = await Promise.all([
    assets.fetch(new URL('/index.html', c.req.url)),
    routeFiles(c, new URL(c.req.url).pathname),
  ])
  if (!res.ok) return c.text(siteWords.dashboard.unavailable, 503)
  const nonce = c.get('nonce')
  const html = new HTMLRewriter()
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
    .transform(res)
  return new Response(html.body, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/**
 * A dashboard page asked without a session that still opens is sent to sign-in, coming back
 * here, before the app downloads (ADR 057). The refresh cookie is read, never spent.
 * `SameSite=Strict` keeps it off a navigation that starts on another site (a link in
 * WhatsApp): that one gets a page that reloads itself, now from this origin, with the cookie.
 */
async function signedIn(c: Context<AppEnv>, next: Next) {
  const token = getCookie(c, REFRESH_COOKIE)
  if (token && (await openSession(c.var.ctx, token))) return next()
  const site = c.req.header('sec-fetch-site')
  if (!token && (site === 'cross-site' || site === 'same-site'))
    return c.html('<!doctype html><meta http-equiv="refresh" content="0">', 200, {
      'cache-control': 'no-store',
    })
  const url = new URL(c.req.url)
  return c.redirect(signinPath(url), 302)
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

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/sw.js', serviceWorker)
  .get('/user', signedIn, (c) => shell(c))
  .get('/user/*', signedIn, (c) => shell(c))
  .get('/admin', signedIn, (c) => shell(c))
  .get('/admin/*', signedIn, (c) => shell(c))
