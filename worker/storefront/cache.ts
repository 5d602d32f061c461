import type { Context } from 'hono'
import type { StoreRow } from '../db/schema'
import type { AppEnv, Env } from '../env'
import { type CountedShop, cachedPathView, countView } from './audience'
import { CACHE_STATUS_HEADER, recall, remember, servePage, storedPage } from './page-memory'

type C = Context<AppEnv>

/** Pages that are the same for every visitor and read far more often than they change. */
const CACHED_ROUTES = new Set([
  '/:slug/home',
  '/:slug/products',
  '/:slug/products/:productId',
  '/:slug/galerie',
])
/** The same pages, as paths: `/<slug>/home`, `/<slug>/products`, `/<slug>/products/<id>`, `/<slug>/galerie`. */
const CACHED_PATH = /^\/([a-z0-9-]{1,60})\/(?:home|galerie|products(?:\/[^/]+)?)$/

/**
 * The key changes with `stores.version` (bumped by every write a storefront shows, orders
 * included), so entries are never purged, only left behind. The TTL is a safety net for what
 * changes without a write: a discount period that ends, a restock by cancellation.
 */
const EDGE_TTL_SECONDS = 300

/** Cookies a storefront page may read (platform cookies, the cart): rendered for that visitor. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:bt_[^=;]*|[^=;]*cart[^=;]*)=/i

/** GET by an anonymous visitor (no cart, no session), not a preview, cache not switched off. */
function isCacheable(env: Env, method: string, headers: Headers, url: URL): boolean {
  if (env.STOREFRONT_CACHE === 'off' || method !== 'GET') return false
  if (headers.has('authorization')) return false
  // `searchParams` is built on first use: most hits have no query at all.
  if (url.search !== '' && url.searchParams.has('preview')) return false
  const cookie = headers.get('cookie')
  return !cookie || !PERSONAL_COOKIE.test(cookie)
}

/** A page for everyone: 200 or 404 HTML, no cookie set, no cache policy of its own. */
function isStorable(res: Response): boolean {
  return (
    (res.status === 200 || res.status === 404) &&
    res.body !== null &&
    !!res.headers.get('content-type')?.startsWith('text/html') &&
    !res.headers.has('set-cookie') &&
    !res.headers.has('cache-control') &&
    !/cookie|\*/i.test(res.headers.get('vary') ?? '')
  )
}

/** `https://cache.internal/<storeId>/v<version>/<path>?<sorted query>&h=<host>` */
function edgeCacheKey(
  url: URL,
  store: Pick<StoreRow, 'id' | 'version'>,
  host: string,
  variant: string,
) {
  const prefix = `https://cache.internal/${store.id}/v${store.version}${variant}${url.pathname}?`
  const params =
    url.search === '' ? [] : [...url.searchParams].filter(([name]) => !TRACKING_PARAM.test(name))
  if (params.length === 0) return prefix + hostParam(host)
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
  return `${prefix}${new URLSearchParams(params)}&${hostParam(host)}`
}

/**
 * What ad and share links append and no page reads (Facebook adds a new `fbclid` to every
 * click on a shared link): left out of the key, so such a visit is served from the cache.
 */
const TRACKING_PARAM =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|ttclid|igshid|mc_[ce]id)$/i

/** `h=<host>` form-encoded, as URLSearchParams writes it; a few hosts per isolate. */
const hostParams = new Map<string, string>()
function hostParam(host: string): string {
  let param = hostParams.get(host)
  if (param === undefined) {
    param = new URLSearchParams({ h: host }).toString()
    if (hostParams.size >= 1000) hostParams.clear()
    hostParams.set(host, param)
  }
  return param
}

type PlanVariantOf = { facebookPixel: boolean; removeBranding: boolean; reviews: boolean }

/** The plan's switches a page shows (issue 26), as a part of its cache key. */
export const planVariant = (shop: PlanVariantOf) =>
  `-p${shop.facebookPixel ? 1 : 0}b${shop.removeBranding ? 1 : 0}r${shop.reviews ? 1 : 0}`

/**
 * Serves a storefront page from memory or the Workers Cache API when it can, else renders it
 * and keeps a copy (the Cache API write happens after the response has left). `host` is the
 * public host: links and canonical URLs differ between the platform and the shop's domain.
 * `variant` is what else changes the page without changing the shop's version: the plan's
 * switches in force (a plan change or an expiry bumps nothing), so a cached page never keeps
 * a pixel the plan no longer gives.
 */
export async function withEdgeCache(
  c: C,
  store: StoreRow,
  host: string,
  render: () => Promise<Response>,
  variant = '',
): Promise<Response> {
  if (!CACHED_ROUTES.has(c.req.routePath)) return render()
  const url = new URL(c.req.url)
  if (!isCacheable(c.env, c.req.method, c.req.raw.headers, url)) {
    return marked(await render(), 'bypass')
  }
  const key = edgeCacheKey(url, store, host, variant)
  const local = recall(key, Date.now())
  if (local) return servePage(local)
  // Typed through workers-types; the tests project also sees DOM's CacheStorage, without it.
  const cache = (caches as CacheStorage & { default: Cache }).default
  const hit = await cache.match(key)
  if (hit) {
    const page = await fromCacheApi(hit)
    remember(key, page)
    return servePage(page)
  }
  const res = await render()
  if (!isStorable(res) || !res.body) return marked(res, 'bypass')
  const [forClient, forCache] = res.body.tee()
  c.executionCtx.waitUntil(keep(cache, key, res, forCache))
  return marked(new Response(forClient, res), 'miss')
}

function marked(res: Response, status: 'miss' | 'bypass'): Response {
  res.headers.set(CACHE_STATUS_HEADER, status)
  return res
}

async function keep(cache: Cache, key: string, res: Response, body: ReadableStream) {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer())
  const headers = [...res.headers].filter(([name]) => name !== CACHE_STATUS_HEADER)
  remember(key, storedPage(res.status, headers, bytes, Date.now() + EDGE_TTL_SECONDS * 1000))
  const copy = new Headers(headers)
  copy.set('cache-control', `public, max-age=${EDGE_TTL_SECONDS}`)
  await cache.put(key, new Response(bytes, { status: res.status, headers: copy }))
}

const FROM_EDGE_DROPPED = new Set(['cache-control', 'age', 'expires', 'cf-cache-status'])

async function fromCacheApi(hit: Response) {
  const headers = [...hit.headers].filter(([name]) => !FROM_EDGE_DROPPED.has(name))
  // What is left of the edge's TTL is not known here: a short stay in memory is enough.
  return storedPage(
    hit.status,
    headers,
    new Uint8Array(await hit.arrayBuffer()),
    Date.now() + 60_000,
  )
}

/**
 * The fast path, before the app: a page this isolate holds in memory, served with the headers
 * the app would send (a test compares both paths). `appUrl` is the path the app would see
 * (`/<slug>/…`). Anything else returns null and goes through the app.
 */
export function pageFromMemory(
  env: Env,
  ctx: ExecutionContext,
  request: Request,
  appUrl: URL,
  shop: PlanVariantOf & CountedShop,
  host: string,
  ownDomain: boolean,
): Response | null {
  if (!CACHED_PATH.test(appUrl.pathname)) return null
  if (!isCacheable(env, request.method, request.headers, appUrl)) return null
  const page = recall(edgeCacheKey(appUrl, shop.store, host, planVariant(shop)), Date.now())
  if (!page) return null
  const res = servePage(page)
  // The pages served fastest are counted too (ADR 056).
  countView(env, (p) => ctx.waitUntil(p), request, appUrl, shop, res, {
    ...cachedPathView(appUrl.pathname),
    publicHost: host,
    ownDomain,
  })
  return res
}

/** The slug of a path the fast path may serve, if any. */
export const cachedPathSlug = (path: string) => CACHED_PATH.exec(path)?.[1] ?? null
