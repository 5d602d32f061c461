import type { Response } from 'miniflare'
import { describe, expect, it } from 'vitest'
import { shopWithDomain, visit } from '#tests/helpers/domains.ts'
import { cachedEntry } from '#tests/helpers/probe.ts'
import { roundTrips, TRACE_HEADER } from '#tests/helpers/sql-recorder.ts'
import {
  api,
  createTenant,
  onPlan,
  orderBody,
  placeOrder,
  productBody,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  updateStoreRow,
  worker,
} from '#tests/helpers/worker.ts'
import type { OrderReceipt } from '#worker/schemas/orders.ts'

// Shop lookups kept in memory as in production: writes through the API must still show at once.
setupWorker({ bindings: { STOREFRONT_MEMO_MS: '60000' } })

const get = (path: string, headers: Record<string, string> = {}) => api('GET', path, { headers })
const cacheOf = (res: Response) => res.headers.get('x-boutiko-cache')

/** Pages are kept after the response has left: give the put a moment before asking again. */
async function getTwice(path: string) {
  const first = await get(path)
  const firstHtml = await first.text()
  await new Promise((r) => setTimeout(r, 50))
  const second = await get(path)
  return { first, firstHtml, second, secondHtml: await second.text() }
}

describe('edge cache of storefront pages', () => {
  it('serves the second request of the home page from the cache, same HTML, headers kept', async () => {
    const tenant = await createTenant({ name: 'Chez Awa' })
    await seedProduct(tenant)
    const { first, firstHtml, second, secondHtml } = await getTwice(`/${tenant.store.slug}/home`)
    expect([cacheOf(first), cacheOf(second)]).toEqual(['miss', 'hit'])
    expect(secondHtml).toBe(firstHtml)
    expect(second.headers.get('content-type')).toContain('text/html')
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(second.headers.get('cache-control')).toBeNull()
  })

  it('serves a hit with no database trip, and renders a miss in one, once the shop is in memory', async () => {
    const tenant = await createTenant()
    const traced = (path: string) => get(path, { [TRACE_HEADER]: '1' })
    const { second } = await getTwice(`/${tenant.store.slug}/home`)
    expect(cacheOf(second)).toBe('hit')
    const hit = await traced(`/${tenant.store.slug}/home`)
    expect(cacheOf(hit)).toBe('hit')
    expect(roundTrips(hit).total).toBe(0)
    const miss = await traced(`/${tenant.store.slug}/products`)
    expect(cacheOf(miss)).toBe('miss')
    expect(roundTrips(miss).sequential).toBe(1)
  })

  it('answers a hit with the same headers as a rendered page', async () => {
    const tenant = await createTenant()
    const { first, second } = await getTwice(`/${tenant.store.slug}/products`)
    expect(cacheOf(second)).toBe('hit')
    const names = (res: Response) =>
      [...res.headers.keys()]
        .filter((n) => n !== 'x-boutiko-cache' && n !== 'content-length')
        .sort()
    expect(names(second)).toEqual(names(first))
    for (const name of names(first))
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
  })

  it('keeps the page in the Workers Cache API under the shop’s current version', async () => {
    const tenant = await createTenant()
    await getTwice(`/${tenant.store.slug}/home`)
    // The edge-cache key is the shop database's version (ADR 036), not the directory copy's.
    const row = await (await shopDb(tenant))
      .prepare('SELECT version FROM stores WHERE id = ?')
      .bind(tenant.store.id)
      .first<{ version: number }>()
    const key = `https://cache.internal/${tenant.store.id}/v${row!.version}-p0b0r0/${tenant.store.slug}/home?h=boutiko.test`
    const kept = await cachedEntry(worker(), key)
    expect(kept?.status).toBe(200)
    expect(kept?.headers.get('cache-control')).toBe('public, max-age=300')
    expect(await kept?.text()).toContain(tenant.store.name)
  })

  it('keys the products list by its query, whatever the order of its parameters', async () => {
    const tenant = await createTenant()
    const base = `/${tenant.store.slug}/products`
    await getTwice(`${base}?q=wax&page=1`)
    expect(cacheOf(await get(`${base}?page=1&q=wax`))).toBe('hit')
    expect(cacheOf(await get(`${base}?q=bazin&page=1`))).toBe('miss')
  })

  it('shows a price changed through the API on the very next request', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '1500' })
    const path = `/${tenant.store.slug}/products/${product.id}`
    expect(cacheOf((await getTwice(path)).second)).toBe('hit')
    const update = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: productBody({ price: '2750', imageId: product.imageId }),
    })
    expect(update.status).toBe(200)
    const next = await get(path)
    expect(cacheOf(next)).toBe('miss')
    expect((await next.text()).replace(/\D/g, '')).toContain('2750')
  })

  it('shows "Rupture de stock" right after an order takes the last unit', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '1' })
    const path = `/${tenant.store.slug}/products/${product.id}`
    const before = await getTwice(path)
    expect(before.secondHtml).not.toContain('Rupture de stock')
    const order = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(order.status).toBe(201)
    const after = await get(path)
    expect(cacheOf(after)).toBe('miss')
    expect(await after.text()).toContain('Rupture de stock')
  })

  it('never caches receipts or carts, nor pages for a visitor who has a cart', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    const { trackingToken } = await readJson<OrderReceipt>(res)
    for (const path of [`orders/${trackingToken}`, 'cart']) {
      const { first, second } = await getTwice(`/${tenant.store.slug}/${path}`)
      expect([cacheOf(first), cacheOf(second)], path).toEqual([null, null])
    }
    const receipt = await get(`/${tenant.store.slug}/orders/${trackingToken}`)
    expect(receipt.headers.get('cache-control')).toBe('no-store')
    await getTwice(`/${tenant.store.slug}/home`)
    const cookie = `bt_cart_${tenant.store.id}=W10`
    expect(cacheOf(await get(`/${tenant.store.slug}/home`, { cookie }))).toBe('bypass')
  })

  it('bypasses the cache for a signed-in merchant and a preview', async () => {
    const tenant = await createTenant()
    await getTwice(`/${tenant.store.slug}/home`)
    const signedIn = await get(`/${tenant.store.slug}/home`, {
      authorization: `Bearer ${tenant.token}`,
    })
    expect(cacheOf(signedIn)).toBe('bypass')
    expect(cacheOf(await get(`/${tenant.store.slug}/home?preview=1`))).toBe('bypass')
  })

  it('serves the Facebook pixel of a cached page as rendered, allowed by its hash', async () => {
    const tenant = await onPlan(await createTenant(), 'pln_premium')
    await updateStoreRow(tenant.store.id, "facebook_pixel_id = '1234567890', version = version + 1")
    const { first, firstHtml, second, secondHtml } = await getTwice(`/${tenant.store.slug}/home`)
    expect(cacheOf(second)).toBe('hit')
    expect(secondHtml).toBe(firstHtml)
    expect(secondHtml).toContain('fbq(\'init\',"1234567890")')
    const csp = second.headers.get('content-security-policy')
    expect(csp).toBe(first.headers.get('content-security-policy'))
    expect(csp).toMatch(
      /script-src 'sha256-[A-Za-z0-9+/]+=*' 'strict-dynamic' https:\/\/connect\.facebook\.net/,
    )
  })

  it('serves a visit from an ad or a shared link (fbclid, utm_…) from the page already kept', async () => {
    const tenant = await createTenant()
    const home = `/${tenant.store.slug}/home`
    await getTwice(home)
    const shared = await get(`${home}?fbclid=IwAR0x9&utm_source=whatsapp&utm_campaign=tabaski`)
    expect(cacheOf(shared)).toBe('hit')
    // A parameter a page reads is part of the key: page 2 is another page.
    const list = `/${tenant.store.slug}/products`
    await getTwice(list)
    expect(cacheOf(await get(`${list}?page=2&utm_medium=social`))).toBe('miss')
  })

  it('caches the theme’s 404 of a missing product with its status', async () => {
    const tenant = await createTenant()
    const { first, second } = await getTwice(`/${tenant.store.slug}/products/prd_inconnu`)
    expect([first.status, second.status]).toEqual([404, 404])
    expect(cacheOf(second)).toBe('hit')
  })

  it('caches a shop’s own domain apart, with its own links', async () => {
    const tenant = await createTenant()
    const { hostname } = await shopWithDomain(tenant)
    await visit(`https://${hostname}/home`)
    await new Promise((r) => setTimeout(r, 50))
    const hit = await visit(`https://${hostname}/home`)
    expect(cacheOf(hit)).toBe('hit')
    expect(await hit.text()).toContain('href="/products"')
  })
})
