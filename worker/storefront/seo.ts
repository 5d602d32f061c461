import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { loadSitemapProducts } from './loaders'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const day = (d: Date) => d.toISOString().slice(0, 10)

/** Search engines may read a shop's lists for an hour before asking again. */
const CACHE = 'public, max-age=3600'

/** `/<slug>/sitemap.xml`: home, collections, every published product, contact, gallery. */
export async function sitemap(c: C, { store, ctx }: Shop): Promise<Response> {
  const items = await loadSitemapProducts(shopCtx(c), store)
  const newest = new Date(
    Math.max(store.updatedAt.getTime(), ...items.map((p) => p.updatedAt.getTime())),
  )
  const urls = [
    { loc: `${ctx.baseUrl}/home`, lastmod: newest },
    { loc: `${ctx.baseUrl}/products`, lastmod: newest },
    ...items.map((p) => ({
      loc: `${ctx.baseUrl}/products/${encodeURIComponent(p.id)}`,
      lastmod: p.updatedAt,
    })),
    { loc: `${ctx.baseUrl}/contact`, lastmod: store.updatedAt },
    ...(ctx.showGallery ? [{ loc: `${ctx.baseUrl}/galerie`, lastmod: store.updatedAt }] : []),
  ]
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `<url><loc>${xml(u.loc)}</loc><lastmod>${day(u.lastmod)}</lastmod></url>`),
    '</urlset>',
  ].join('\n')
  return c.body(body, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': CACHE,
  })
}

/**
 * `/<slug>/robots.txt` (the root robots.txt on a shop's own domain): everything may be
 * crawled except the per-shopper pages, and the sitemap is named.
 */
export async function robots(c: C, { ctx }: Shop): Promise<Response> {
  const base = ctx.basePath
  const body = [
    'User-agent: *',
    `Allow: ${base}/`,
    `Disallow: ${base}/cart`,
    `Disallow: ${base}/checkout`,
    `Disallow: ${base}/orders/`,
    `Disallow: ${base}/order`,
    '',
    `Sitemap: ${ctx.baseUrl}/sitemap.xml`,
    '',
  ].join('\n')
  return c.body(body, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE })
}
