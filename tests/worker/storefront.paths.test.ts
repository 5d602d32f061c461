import { describe, expect, it } from 'vitest'
import { shopWithDomain, visit } from '#tests/helpers/domains.ts'
import { locationOf } from '#tests/helpers/storefront.ts'
import { api, createTenant, seedProduct, setupWorker } from '#tests/helpers/worker.ts'

setupWorker()

/** What a phone keyboard and a hurried hand make of a shop link. */
describe('a shop link typed by hand', () => {
  it('leads /Demo, /demo/, /DEMO/home and /demo/home/ to the shop home by one 301, query kept', async () => {
    const tenant = await createTenant({ name: 'Chez Tolérance' })
    const slug = tenant.store.slug
    const upper = slug.toUpperCase()
    const capital = slug[0]!.toUpperCase() + slug.slice(1)
    for (const typed of [`/${capital}`, `/${slug}/`, `/${upper}/home`, `/${slug}/home/`]) {
      const res = await api('GET', typed)
      expect(res.status, typed).toBe(301)
      expect(locationOf(res), typed).toBe(`/${slug}/home`)
    }
    const product = await seedProduct(tenant, { name: 'Pagne tolérant' })
    const res = await api('GET', `/${upper}/Products/${product.id}/?utm_source=wa`)
    expect(res.status).toBe(301)
    expect(locationOf(res)).toBe(`/${slug}/products/${product.id}?utm_source=wa`)
    const home = await api('GET', `/${slug}/home`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Chez Tolérance')
  })

  it("shows the shop's own 404, with its name and a link home, for an unknown page of a shop", async () => {
    const tenant = await createTenant({ name: 'Chez Perdu' })
    const slug = tenant.store.slug
    for (const path of [`/${slug}/n-existe-pas`, `/${slug}/products/prd_inconnu/avis`]) {
      const res = await api('GET', path)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      expect(html, path).toContain('Chez Perdu')
      expect(html, path).toContain(`href="/${slug}/home"`)
      expect(html, path).toContain('Retour à la boutique')
    }
    // A shop's unknown page typed in capitals: first to its canonical address, then the 404.
    const typed = await api('GET', `/${slug.toUpperCase()}/N-Existe-Pas/`)
    expect(locationOf(typed)).toBe(`/${slug}/n-existe-pas`)
  })

  it("keeps the platform's 404 for a slug that is no shop, in any case", async () => {
    for (const path of ['/Boutique-Inconnue', '/boutique-inconnue/', '/BOUTIQUE-INCONNUE/home']) {
      const res = await api('GET', path)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      expect(html, path).toContain('Page Introuvable')
      expect(html, path).not.toContain('Retour à la boutique')
    }
  })

  it('leaves tracking tokens and product ids as typed (only the slug and page name fold)', async () => {
    const tenant = await createTenant()
    const res = await api('GET', `/${tenant.store.slug.toUpperCase()}/orders/AbCdEf`)
    expect(res.status).toBe(301)
    expect(locationOf(res)).toBe(`/${tenant.store.slug}/orders/AbCdEf`)
  })

  it('is as forgiving on the shop’s own domain, and answers its unknown pages with its own 404', async () => {
    const tenant = await createTenant({ name: 'Chez Domaine' })
    const { hostname } = await shopWithDomain(tenant)
    for (const typed of ['/Home', '/home/', '/PRODUCTS/']) {
      const res = await visit(`https://${hostname}${typed}`)
      expect(res.status, typed).toBe(301)
      expect(res.headers.get('location'), typed).toBe(typed.toLowerCase().replace(/\/$/, '') || '/')
    }
    const missing = await visit(`https://${hostname}/n-existe-pas`)
    expect(missing.status).toBe(404)
    const html = await missing.text()
    expect(html).toContain('Chez Domaine')
    expect(html).toContain('href="/home"')
  })
})
