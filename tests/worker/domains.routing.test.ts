import { describe, expect, it } from 'vitest'
import {
  addDomain,
  setPlan,
  shopWithDomain,
  uniqueHostname,
  visit,
} from '#tests/helpers/domains.ts'
import {
  api,
  createTenant,
  db,
  ORIGIN,
  seedProduct,
  setupWorker,
  uploadImage,
} from '#tests/helpers/worker.ts'

setupWorker()

const NOT_LINKED = "Ce domaine n'est relié à aucune boutique Boutiko"

describe('a shop on its own verified domain', () => {
  it('serves the home at / with links and canonical URL on that domain', async () => {
    const tenant = await createTenant({ name: 'Chez Awa' })
    const { hostname } = await shopWithDomain(tenant)
    const res = await visit(`https://${hostname}/`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Chez Awa')
    expect(html).toContain(`<link rel="canonical" href="https://${hostname}/home"/>`)
    expect(html).toContain('href="/products"')
    expect(html).not.toContain(`/${tenant.store.slug}/`)
  })

  it('serves the products list with its query, a product page and the contact page', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Bazin riche' })
    const { hostname } = await shopWithDomain(tenant)
    const list = await visit(`https://${hostname}/products?q=bazin`)
    expect(list.status).toBe(200)
    expect(await list.text()).toContain(`href="/products/${product.id}"`)
    const page = await visit(`https://${hostname}/products/${product.id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Bazin riche')
    expect((await visit(`https://${hostname}/contact`)).status).toBe(200)
  })

  it('301-redirects the platform address to the same path and query on the domain', async () => {
    const tenant = await createTenant()
    const { hostname } = await shopWithDomain(tenant)
    const res = await visit(`${ORIGIN}/${tenant.store.slug}/products?q=pagne&page=2`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(`https://${hostname}/products?q=pagne&page=2`)
  })

  it('takes an order there and redirects to the receipt on the domain (no slug)', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '3' })
    const { hostname } = await shopWithDomain(tenant)
    const form = new URLSearchParams({
      firstName: 'Fatou',
      lastName: 'Diallo',
      phone: '76543210',
      city: 'Ouagadougou',
      productId: product.id,
      quantity: '1',
    })
    const res = await visit(`https://${hostname}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    expect(res.status).toBe(303)
    const location = res.headers.get('location') ?? ''
    expect(location).toMatch(/^\/orders\/[\w-]+$/)
    const receipt = await visit(`https://${hostname}${location}`)
    expect(receipt.status).toBe(200)
  })

  it('serves the shop’s images but not another shop’s, and no API (404)', async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    const [mine, theirs] = [await uploadImage(tenant), await uploadImage(other)]
    const { hostname } = await shopWithDomain(tenant)
    expect((await visit(`https://${hostname}${mine.url}`)).status).toBe(200)
    expect((await visit(`https://${hostname}${theirs.url}`)).status).toBe(404)
    const apiRes = await visit(`https://${hostname}/api/publics/${tenant.store.slug}`)
    expect(apiRes.status).toBe(404)
    expect(await apiRes.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('never serves another shop or the platform there', async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    const { hostname } = await shopWithDomain(tenant)
    expect((await visit(`https://${hostname}/${other.store.slug}/home`)).status).toBe(404)
    for (const path of ['/pricing', '/auth/signin', '/user/dashboard', '/admin/dashboard']) {
      const res = await visit(`https://${hostname}${path}`)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('Tarifs')
    }
  })
})

describe('hosts that are not a verified domain in force', () => {
  it('answers an unknown host with the French "not linked" page (404)', async () => {
    const res = await visit('https://inconnu.exemple-bf.com/')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toContain(NOT_LINKED)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('does not serve or redirect to a domain still pending verification', async () => {
    const tenant = await createTenant()
    await setPlan(tenant, 'pln_premium')
    const { hostname } = await addDomain(tenant, uniqueHostname())
    expect(await (await visit(`https://${hostname}/`)).text()).toContain(NOT_LINKED)
    expect((await api('GET', `/${tenant.store.slug}/home`)).status).toBe(200)
  })

  it('stops both once the plan no longer includes a domain', async () => {
    const tenant = await createTenant()
    const { hostname } = await shopWithDomain(tenant)
    await (await db())
      .prepare('UPDATE subscriptions SET ends_at = unixepoch() - 60 WHERE store_id = ?')
      .bind(tenant.store.id)
      .run()
    expect((await visit(`https://${hostname}/`)).status).toBe(404)
    expect((await api('GET', `/${tenant.store.slug}/home`)).status).toBe(200)
  })

  it('shows the "temporarily unavailable" page on the domain of a suspended shop', async () => {
    const tenant = await createTenant()
    const { hostname } = await shopWithDomain(tenant)
    await (await db())
      .prepare("UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?")
      .bind(tenant.store.id)
      .run()
    expect((await visit(`https://${hostname}/`)).status).toBe(503)
  })

  it('keeps the platform hosts as they are', async () => {
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8787', ORIGIN]) {
      const res = await visit(`${origin}/pricing`)
      expect(res.status, origin).toBe(200)
    }
    expect((await visit('https://boutiko-preview.acme.workers.dev/pricing')).status).toBe(200)
  })
})
