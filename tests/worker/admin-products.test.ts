import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createTenant,
  issuesOf,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { AdminProduct } from '#worker/schemas/admin.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

const list = async (token: string, query: string) => {
  const res = await api('GET', `/api/admin/shops/products?${query}`, { token })
  expect(res.status).toBe(200)
  return readJson<Paged<AdminProduct>>(res)
}

const moderate = (token: string, id: string, json: unknown) =>
  api('PATCH', `/api/admin/shops/products/${id}`, { token, json })

/** The edge-cache key lives with the shop, in its database (ADR 036). */
const storeVersion = async (storeId: string) =>
  (await (
    await shopDb(storeId)
  )
    .prepare('SELECT version FROM stores WHERE id = ?')
    .bind(storeId)
    .first<{ version: number }>())!.version

describe('GET /api/admin/shops/products', () => {
  it('returns 401 UNAUTHORIZED without a token and 403 FORBIDDEN for a merchant', async () => {
    expect((await api('GET', '/api/admin/shops/products')).status).toBe(401)
    const tenant = await createTenant()
    const res = await api('GET', '/api/admin/shops/products', { token: tenant.token })
    expect(res.status).toBe(403)
  })

  it('lists every shop’s products with the shop and its currency, filterable by shop and name', async () => {
    const admin = await createAdmin()
    const [a, b] = [await createTenant({ name: 'Boutique A' }), await createTenant()]
    const bogolan = await seedProduct(a, { name: 'Bogolan de Ségou', price: '12500' })
    await seedProduct(b, { name: 'Beurre de karité' })
    const ofA = await list(admin.token, `storeId=${a.store.id}`)
    expect(ofA.items).toEqual([
      expect.objectContaining({
        id: bogolan.id,
        name: 'Bogolan de Ségou',
        price: 12500,
        currency: 'XOF',
        stock: 10,
        status: 'active',
        shop: { id: a.store.id, name: 'Boutique A', slug: a.store.slug },
      }),
    ])
    const byName = await list(admin.token, `q=${encodeURIComponent('karité')}`)
    expect(byName.items.every((p) => p.name.includes('karité'))).toBe(true)
    expect(byName.items.some((p) => p.shop.id === b.store.id)).toBe(true)
  })

  it('lists the products of shops held on different databases, totalled over them', async () => {
    const admin = await createAdmin()
    const a = await createTenant()
    // Shops are placed on the database holding the fewest: a few more reach another one.
    let b: Tenant = await createTenant()
    while ((await shopDb(b)).name === (await shopDb(a)).name) b = await createTenant()
    const before = (await list(admin.token, 'pageSize=1')).total
    const onA = await seedProduct(a, { name: 'Bazin riche' })
    const onB = await seedProduct(b, { name: 'Faso dan fani' })
    const page = await list(admin.token, 'pageSize=100')
    expect(page.total).toBe(before + 2)
    expect(page.items.map((p) => p.id)).toEqual(expect.arrayContaining([onA.id, onB.id]))
    const dates = page.items.map((p) => p.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = await list(admin.token, 'pageSize=1&page=2')
    expect(second.items).toHaveLength(1)
    expect(second.items[0]!.id).toBe(page.items[1]!.id)
  })

  it('returns 422 with a French message for an unknown status', async () => {
    const admin = await createAdmin()
    const res = await api('GET', '/api/admin/shops/products?status=hidden', { token: admin.token })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ status: 'Statut invalide' })
  })
})

describe('PATCH /api/admin/shops/products/:id', () => {
  it('unpublishes a product: hidden from the storefront list and page, merchant notified', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne contrefait' })
    const before = await storeVersion(tenant.store.id)
    const res = await moderate(admin.token, product.id, {
      status: 'unpublished',
      reason: 'Marque déposée',
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ id: product.id, status: 'unpublished' })
    expect(await storeVersion(tenant.store.id)).toBeGreaterThan(before)

    const shelf = await api('GET', `/${tenant.store.slug}/products`)
    expect(shelf.status).toBe(200)
    expect(await shelf.text()).not.toContain('Pagne contrefait')
    const page = await api('GET', `/${tenant.store.slug}/products/${product.id}`)
    expect(page.status).toBe(404)

    const notes = await readJson<{ data: { type: string; relatedId: string; body: string }[] }>(
      await api('GET', '/api/notifications', { token: tenant.token }),
    )
    expect(notes.data).toContainEqual(
      expect.objectContaining({
        type: 'product',
        relatedId: product.id,
        body: expect.stringContaining('Motif : Marque déposée'),
      }),
    )
    const filtered = await list(admin.token, `storeId=${tenant.store.id}&status=unpublished`)
    expect(filtered.items.map((p) => p.id)).toEqual([product.id])
  })

  it('publishes it again: the storefront shows it', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Chapeau de Saponé' })
    await moderate(admin.token, product.id, { status: 'unpublished' })
    const res = await moderate(admin.token, product.id, { status: 'active' })
    expect(res.status).toBe(200)
    const page = await api('GET', `/${tenant.store.slug}/products/${product.id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Chapeau de Saponé')
  })

  it('returns 422 for an unknown status and 409 when the product already has it', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const bad = await moderate(admin.token, product.id, { status: 'deleted' })
    expect(bad.status).toBe(422)
    expect(await issuesOf(bad)).toEqual({ status: 'Statut invalide' })
    const same = await moderate(admin.token, product.id, { status: 'active' })
    expect(same.status).toBe(409)
    expect((await readError(same)).error.message).toBe('Le produit a déjà ce statut')
  })

  it('returns 404 for an unknown product, 401 without a token, 403 for a merchant', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const body = { status: 'unpublished' }
    const unknown = await moderate(admin.token, 'prd_unknown', body)
    expect(unknown.status).toBe(404)
    expect((await readError(unknown)).error.message).toBe('Produit introuvable')
    const anonymous = await api('PATCH', `/api/admin/shops/products/${product.id}`, { json: body })
    expect(anonymous.status).toBe(401)
    expect((await moderate(tenant.token, product.id, body)).status).toBe(403)
  })
})
