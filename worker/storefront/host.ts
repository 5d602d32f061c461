import type { Context } from 'hono'
import type { Env } from '../env'
import { isPlatformHost } from '../lib/hosts'
import { msg } from '../schemas/messages'
import {
  findStorefrontByHostname,
  findStorefrontWithDomain,
  outsideRequest,
  type StorefrontShop,
} from '../services/shops/lookup'
import { cachedPathSlug, pageFromMemory } from './cache'
import { forgetShops, peekShop, rememberShop } from './shop-memo'
import { unknownHostPage } from './unknown-host'

export type HostedShop = StorefrontShop & { domain: string }

/**
 * Requests rewritten by `routeByHost` for a shop's own domain, with the shop already loaded.
 * Keyed by the very Request object handed to the app: a client cannot forge an entry, and
 * the storefront does not look the shop up a second time.
 */
const hosted = new WeakMap<Request, HostedShop>()

/** The shop whose own domain this request came in on, or null on the platform's hosts. */
export const hostedShopOf = (c: Context): HostedShop | null => hosted.get(c.req.raw) ?? null

/** 301 from the platform address `/<slug>/…` to the same page, query kept, on the shop's domain. */
export function redirectToDomain(c: Context, domain: string): Response {
  const url = new URL(c.req.url)
  const cut = url.pathname.indexOf('/', 1)
  const rest = cut === -1 ? '/' : url.pathname.slice(cut)
  return c.redirect(`https://${domain}${rest}${url.search}`, 301)
}

type Handler = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>

/**
 * Routes by Host before the app sees the request: the platform's hosts (PLATFORM_HOSTS) go
 * through as they are; a shop's verified domain serves that shop's storefront at its root
 * (`/products` is the app's `/<slug>/products`) and its images; any other host gets a page
 * saying so, never the platform or another shop.
 */
export function routeByHost(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  app: Handler,
): Response | Promise<Response> {
  const url = new URL(request.url)
  if (!isPlatformHost(env, url.hostname)) return routeShopDomain(request, env, ctx, app, url)
  // A page in memory is answered synchronously: no promise to settle on the busiest path.
  return platformPageFromMemory(request, env, ctx, url) ?? routePlatform(request, env, ctx, app)
}

async function routePlatform(request: Request, env: Env, ctx: ExecutionContext, app: Handler) {
  return afterWrites(request, await app(request, env, ctx))
}

async function routeShopDomain(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  app: Handler,
  url: URL,
): Promise<Response> {
  const hostname = url.hostname.toLowerCase()
  const found = await rememberShop(env, `host:${hostname}`, {
    load: () => findStorefrontByHostname(outsideRequest(env), hostname),
    waitUntil: (p) => ctx.waitUntil(p),
  })
  if (!found?.domain) return unknownHostPage(hostname)
  const shop = { ...found, domain: found.domain }
  const path = url.pathname
  if (path === '/api' || path.startsWith('/api/')) return apiNotFound()
  if (path.startsWith('/media/')) {
    return path.startsWith(`/media/s/${shop.store.id}/`) ? app(request, env, ctx) : notFound()
  }
  const target = new URL(url)
  target.pathname = `/${shop.store.slug}${path === '/' ? '/home' : path}`
  // The inner request is addressed to the platform (APP_URL), where the dashboard lives.
  const platform = env.APP_URL ? safeUrl(env.APP_URL) : null
  if (platform) {
    target.protocol = platform.protocol
    target.host = platform.host
  }
  const fast = shop.suspended
    ? null
    : pageFromMemory(env, ctx, request, target, shop, hostname, true)
  if (fast) return fast
  const inner = new Request(target, request)
  hosted.set(inner, shop)
  return afterWrites(request, withoutSlugPrefix(await app(inner, env, ctx), shop.store.slug))
}

/** `/<slug>/…` on the platform, from memory, when its shop is known and served here. */
function platformPageFromMemory(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  url: URL,
): Response | null {
  const slug = request.method === 'GET' ? cachedPathSlug(url.pathname) : null
  const shop = slug
    ? peekShop(env, `slug:${slug}`, {
        load: () => findStorefrontWithDomain(outsideRequest(env), slug),
        waitUntil: (p) => ctx.waitUntil(p),
      })
    : null
  if (!shop || shop.suspended || shop.domain) return null
  return pageFromMemory(env, ctx, request, url, shop, url.host, false)
}

/** A request that may have changed a shop: this isolate looks shops up afresh from now on. */
function afterWrites(request: Request, res: Response): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') forgetShops()
  return res
}

/** Handlers redirect to `/<slug>/…`; on the shop's own domain that is `/…`. */
function withoutSlugPrefix(res: Response, slug: string): Response {
  const location = res.headers.get('location')
  const prefix = `/${slug}`
  if (!location?.startsWith(prefix)) return res
  const rest = location.slice(prefix.length)
  if (rest !== '' && !rest.startsWith('/') && !rest.startsWith('?')) return res
  const out = new Response(res.body, res)
  out.headers.set('location', rest.startsWith('?') ? `/${rest}` : rest || '/')
  return out
}

const apiNotFound = () =>
  Response.json(
    { error: { code: 'NOT_FOUND', message: msg.notFound, requestId: crypto.randomUUID() } },
    { status: 404, headers: { 'x-content-type-options': 'nosniff' } },
  )

const notFound = () =>
  new Response(msg.fileNotFound, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
  })

function safeUrl(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}
