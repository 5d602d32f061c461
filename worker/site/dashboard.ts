import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { siteWords } from './fr'

/**
 * /auth, /user and /admin belong to the dashboard SPA, except /auth and /auth/signin, which
 * the worker answers itself (site/signin, ADR 038) before this. The worker hands out its index.html
 * (from the static assets) with a fresh CSP nonce on every script tag, so the page runs
 * under a strict, nonce-based policy; it is never cached (`no-store`), so no nonce is reused.
 */
async function shell(c: import('hono').Context<AppEnv>) {
  const assets = c.env.ASSETS
  if (!assets) return c.text(siteWords.dashboard.notBuilt, 503)
  const res = await assets.fetch(new URL('/index.html', c.req.url))
  if (!res.ok) return c.text(siteWords.dashboard.unavailable, 503)
  const nonce = c.get('nonce')
  const html = new HTMLRewriter()
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

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/auth/*', shell)
  .get('/user', shell)
  .get('/user/*', shell)
  .get('/admin', shell)
  .get('/admin/*', shell)
