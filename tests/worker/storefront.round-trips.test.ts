import { describe, expect, it } from 'vitest'
import { shopWithDomain, uniqueHostname, visit } from '#tests/helpers/domains.ts'
import { workerDatabases } from '#tests/helpers/shop-move.ts'
import { roundTrips, TRACE_HEADER } from '#tests/helpers/sql-recorder.ts'
import {
  api,
  createTenant,
  db,
  SHOP_DATABASES,
  seedCategory,
  seedProduct,
  setupWorker,
  updateStoreRow,
} from '#tests/helpers/worker.ts'
import { moveShop } from '../../scripts/lib/shop-move.ts'

// As the other worker suites: no shop kept in memory, so every page below looks its shop up.
setupWorker()

const traced = (path: string) => api('GET', path, { headers: { [TRACE_HEADER]: '1' } })

/**
 * A shop with a product and a category, visited once: an isolate serving a shop has seen it
 * before (ADR 043), and every page after that is measured on a query no page used yet, so
 * each is rendered (a page-cache miss), never served from the cache.
 */
async function visitedShop() {
  const tenant = await createTenant()
  const category = await seedCategory(tenant)
  const product = await seedProduct(tenant, { categoryId: category.id })
  const first = await api('GET', `/${tenant.store.slug}/home?first=1`)
  expect(first.status).toBe(200)
  return { slug: tenant.store.slug, product, category }
}

describe('an uncached storefront page costs one round trip to the databases', () => {
  it('home, product page, products list, search and category: one sequential trip each', async () => {
    const { slug, product, category } = await visitedShop()
    const pages = [
      `/${slug}/home?v=1`,
      `/${slug}/products/${product.id}?v=1`,
      `/${slug}/products?v=1`,
      `/${slug}/products?q=wax`,
      `/${slug}/products?category=${category.id}`,
    ]
    for (const path of pages) {
      const res = await traced(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-boutiko-cache'), path).toBe('miss')
      expect(await res.text(), path).toContain('Pagne wax')
      expect(roundTrips(res).sequential, path).toBeLessThanOrEqual(1)
    }
  })

  it('a page served from the Cache API waits on no more than that one trip (its key is the shop’s version)', async () => {
    const { slug } = await visitedShop()
    const path = `/${slug}/home?v=2`
    expect((await traced(path)).headers.get('x-boutiko-cache')).toBe('miss')
    await new Promise((r) => setTimeout(r, 50))
    const hit = await traced(path)
    expect(hit.headers.get('x-boutiko-cache')).toBe('hit')
    expect(roundTrips(hit).sequential).toBeLessThanOrEqual(1)
  })

  it('the first page of a shop this isolate has not seen asks the directory, then the shop: two', async () => {
    const tenant = await createTenant()
    const res = await traced(`/${tenant.store.slug}/home`)
    expect(res.status).toBe(200)
    const trips = roundTrips(res)
    expect(trips.sequential).toBe(2)
    expect(trips.byDatabase.DB).toBe(1)
    // The next page of that shop is back to one trip.
    expect(roundTrips(await traced(`/${tenant.store.slug}/products`)).sequential).toBe(1)
  })
})

describe('the remembered route is only a hint: the directory still decides', () => {
  it('a renamed slug answers 404 at its old address and the shop at its new one', async () => {
    const { slug } = await visitedShop()
    const renamed = `${slug}-neuf`
    await updateStoreRowBySlug(slug, renamed)
    const old = await traced(`/${slug}/home?v=3`)
    expect(old.status).toBe(404)
    const now = await traced(`/${renamed}/home?v=3`)
    expect(now.status).toBe(200)
    expect(await now.text()).toContain('Pagne wax')
  })

  it('a shop suspended after its route was remembered stops showing at once', async () => {
    const tenant = await createTenant()
    await seedProduct(tenant)
    expect((await api('GET', `/${tenant.store.slug}/home?first=1`)).status).toBe(200)
    await (await db())
      .prepare("UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?")
      .bind(tenant.store.id)
      .run()
    const res = await traced(`/${tenant.store.slug}/products?v=4`)
    expect(res.status).toBe(503)
    expect(await res.text()).not.toContain('Pagne wax')
    expect(roundTrips(res).sequential).toBe(1)
  })

  it('a shop moved to another database after its route was remembered is read where it now lives', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne indigo' })
    const path = `/${tenant.store.slug}/products/${product.id}`
    expect((await api('GET', `${path}?first=1`)).status).toBe(200)
    const from = await routedDatabase(tenant.store.id)
    const to = SHOP_DATABASES.find((name) => name !== from)!
    await moveShop(workerDatabases, tenant.store.slug, to, { log: () => {} })

    const moved = await traced(`${path}?v=5`)
    expect(moved.status).toBe(200)
    expect(await moved.text()).toContain('Pagne indigo')
    // The hint named the old database: its answer is dropped, the shop's database asked again.
    expect(roundTrips(moved).byDatabase[to]).toBe(1)
    const next = await traced(`${path}?v=6`)
    expect(roundTrips(next)).toMatchObject({ sequential: 1, byDatabase: { DB: 1, [to]: 1 } })
    expect(roundTrips(next).byDatabase[from]).toBeUndefined()
  })

  it('another shop given a remembered slug is the one shown', async () => {
    const { slug } = await visitedShop()
    const other = await createTenant({ name: 'Chez Fatou' })
    // The first shop gives up its slug, the second takes it (an administrator's change).
    await updateStoreRowBySlug(slug, `${slug}-ancien`)
    await updateStoreRowBySlug(other.store.slug, slug)
    const res = await traced(`/${slug}/home?v=7`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Chez Fatou')
    expect(html).not.toContain('Pagne wax')
  })

  it("a shop's own domain still routes to it", async () => {
    const tenant = await createTenant({ name: 'Chez Mariam' })
    await seedProduct(tenant, { name: 'Bogolan' })
    const hostname = uniqueHostname()
    await shopWithDomain(tenant, hostname)
    for (const v of [1, 2]) {
      const res = await visit(`https://${hostname}/products?v=${v}`, {
        headers: { [TRACE_HEADER]: '1' },
      })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('Bogolan')
    }
    const platform = await api('GET', `/${tenant.store.slug}/home`)
    expect(platform.status).toBe(301)
    expect(platform.headers.get('location')).toBe(`https://${hostname}/home`)
  })
})

/** The database the directory routes a shop to. */
async function routedDatabase(storeId: string) {
  const row = await (await db())
    .prepare('SELECT database FROM stores WHERE id = ?')
    .bind(storeId)
    .first<{ database: string }>()
  return row!.database
}

/** Renames a shop's slug where it lives and in the directory's routing copy. */
async function updateStoreRowBySlug(slug: string, to: string) {
  const row = await (await db())
    .prepare('SELECT id FROM stores WHERE slug = ?')
    .bind(slug)
    .first<{ id: string }>()
  await updateStoreRow(row!.id, 'slug = ?', [to])
}
