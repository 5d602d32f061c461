import { describe, expect, it } from 'vitest'
import type { ProbeD1 } from '#tests/helpers/probe.ts'
import { getPage, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  db,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

/** A statement on `d1`: the shop's database for its products, the directory for its plan. */
const sql = async (d1: ProbeD1, query: string, ...args: unknown[]) =>
  d1
    .prepare(query)
    .bind(...args)
    .run()

describe('GET /:slug/sitemap.xml', () => {
  it('lists home, collections, every published product and contact, with lastmod', async () => {
    const shop = await createTenant()
    const shown = await seedProduct(shop, { name: 'Visible' })
    const hidden = await seedProduct(shop, { name: 'Caché' })
    await sql(
      await shopDb(shop),
      "UPDATE products SET status = 'unpublished' WHERE id = ?",
      hidden.id,
    )
    const res = await api('GET', `/${shop.store.slug}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    const base = `https://boutiko.test/${shop.store.slug}`
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      `${base}/home`,
      `${base}/products`,
      `${base}/products/${shown.id}`,
      `${base}/contact`,
    ])
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('answers 404 for an unknown shop', async () => {
    expect((await api('GET', '/boutique-inconnue/sitemap.xml')).status).toBe(404)
  })
})

describe('GET /:slug/robots.txt', () => {
  it('allows the shop, keeps crawlers out of the cart, checkout and orders, names the sitemap', async () => {
    const shop = await createTenant()
    const res = await api('GET', `/${shop.store.slug}/robots.txt`)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const slug = shop.store.slug
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        `Allow: /${slug}/`,
        `Disallow: /${slug}/cart`,
        `Disallow: /${slug}/checkout`,
        `Disallow: /${slug}/orders/`,
        `Disallow: /${slug}/order`,
        '',
        `Sitemap: https://boutiko.test/${slug}/sitemap.xml`,
        '',
      ].join('\n'),
    )
  })
})

describe('storefront pages', () => {
  it('sets the product’s canonical URL, sharing tags and Product JSON-LD', async () => {
    const shop = await createTenant()
    const p = await seedProduct(shop, { name: 'Pagne indigo', description: 'Teint à la main.' })
    const html = await (await getPage(`/${shop.store.slug}/products/${p.id}`)).text()
    const url = `https://boutiko.test/${shop.store.slug}/products/${p.id}`
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`)
    expect(html).toContain('<meta property="og:title" content="Pagne indigo · Boutique Awa"/>')
    expect(html).toContain('<meta name="description" content="Teint à la main."/>')
    expect(html).toContain(`"@type":"Product","name":"Pagne indigo"`)
    expect(html).toContain('"price":"1500","priceCurrency":"XOF"')
  })

  it.each(['classic', 'elegance', 'marche'])(
    'renders the %s theme chosen in personalization',
    async (theme) => {
      const shop = await createTenant()
      const res = await api('PUT', '/api/store/personalization', {
        token: shop.token,
        json: { color: '#1e3a8a', theme, socialMedia: {} },
      })
      expect(res.status).toBe(200)
      for (const path of ['home', 'products', 'contact', 'cart']) {
        const page = await getPage(`/${shop.store.slug}/${path}`)
        expect(page.status).toBe(200)
        expect(await page.text()).toContain('--brand:#1e3a8a')
      }
    },
  )

  it.each([
    ['GET', 'home'],
    ['GET', 'products'],
    ['GET', 'contact'],
    ['GET', 'cart'],
    ['GET', 'checkout'],
    ['GET', 'sitemap.xml'],
    ['POST', 'contact'],
    ['POST', 'cart/add'],
  ])('answers 503 to %s /:slug/%s while the shop is suspended', async (method, path) => {
    const shop: Tenant = await createTenant()
    await sql(
      await db(),
      "UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?",
      shop.store.id,
    )
    const url = `/${shop.store.slug}/${path}`
    const res = method === 'GET' ? await getPage(url) : await postForm(url, { fullName: 'x' })
    expect(res.status).toBe(503)
  })
})
