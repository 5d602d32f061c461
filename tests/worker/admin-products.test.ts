import { describe, expect, it } from 'vitest'
import { databasesAsked, TRACE_HEADER } from '#tests/helpers/sql-recorder.ts'
import { createVerifiedTenant, leaves, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createAdmin,
  createTenant,
  db,
  issuesOf,
  markMoving,
  productBody,
  readError,
  readJson,
  runCron,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { AdminProduct } from '#worker/schemas/admin.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type { Product } from '#worker/schemas/products.ts'

setupWorker()

const list = async (token: string, query: string) => {
  const res = await api('GET', `/api/admin/shops/products?${query}`, { token })
  expect(res.status).toBe(200)
  return readJson<Paged<AdminProduct>>(res)
}

const moderate = (token: string, id: string, json: unknown) =>
  api('PATCH', `/api/admin/shops/products/${id}`, { token, json })

/** The databases a request asked (the SQL recorder's trace): binding names, sorted. */
const asked = async (method: string, path: string, opts: Parameters<typeof api>[2] = {}) => {
  const res = await api(method, path, { ...opts, headers: { [TRACE_HEADER]: '1' } })
  expect(res.status).toBe(200)
  return databasesAsked(res)
}

/** Two shops held on two different shop databases. */
async function shopsOnTwoDatabases(): Promise<[Tenant, Tenant]> {
  const a = await createTenant()
  // Shops are placed on the database holding the fewest: a few more reach another one.
  let b: Tenant = await createTenant()
  while ((await shopDb(b)).name === (await shopDb(a)).name) b = await createTenant()
  return [a, b]
}

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

  it('reads a page from the directory’s list of new products, then only the databases holding its rows', async () => {
    const admin = await createAdmin()
    const [a, b] = await shopsOnTwoDatabases()
    await seedProduct(b, { name: 'Indigo de Kano' })
    const newest = await seedProduct(a, { name: 'Kente de Bonwire' })
    const path = '/api/admin/shops/products?pageSize=1'
    expect((await list(admin.token, 'pageSize=1')).items.map((p) => p.id)).toEqual([newest.id])
    // Issue 16: a view across shops never asks every shop database on each request.
    expect(await asked('GET', path, { token: admin.token })).toEqual(
      ['DB', (await shopDb(a)).name].sort(),
    )
    // Filtered by shop, it asks that shop's database alone (with the directory, for its routing).
    expect(
      await asked('GET', `/api/admin/shops/products?storeId=${b.store.id}`, { token: admin.token }),
    ).toEqual(['DB', (await shopDb(b)).name].sort())
  })

  it('finds a product by name and status across shops on different databases', async () => {
    const admin = await createAdmin()
    const [a, b] = await shopsOnTwoDatabases()
    const onA = await seedProduct(a, { name: 'Bracelet touareg en argent' })
    const onB = await seedProduct(b, { name: 'Bracelet touareg en cuivre' })
    await moderate(admin.token, onB.id, { status: 'unpublished', reason: 'Contrefaçon' })
    const found = await list(admin.token, `q=${encodeURIComponent('bracelet touareg')}`)
    expect(found.items.map((p) => p.id)).toEqual([onB.id, onA.id])
    expect(found.total).toBe(2)
    const hidden = await list(admin.token, `q=touareg&status=unpublished`)
    expect(hidden.items.map((p) => [p.id, p.status])).toEqual([[onB.id, 'unpublished']])
  })

  it('drops a deleted product and shows a renamed one under its new name', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const gone = await seedProduct(tenant, { name: 'Calebasse gravée' })
    const kept = await seedProduct(tenant, { name: 'Masque dogon' })
    expect((await api('DELETE', `/api/products/${gone.id}`, { token: tenant.token })).status).toBe(
      204,
    )
    const renamed = await api('PUT', `/api/products/${kept.id}`, {
      token: tenant.token,
      json: productBody({ name: 'Masque dogon ancien', imageId: kept.imageId }),
    })
    expect(renamed.status).toBe(200)
    const byOld = await list(admin.token, `q=${encodeURIComponent('Calebasse gravée')}`)
    expect(byOld.items).toEqual([])
    const byNew = await list(admin.token, `q=${encodeURIComponent('dogon ancien')}`)
    expect(byNew.items.map((p) => [p.id, p.name])).toEqual([[kept.id, 'Masque dogon ancien']])
  })

  it('fills an empty list at the next scheduled round (a platform migrated with products)', async () => {
    const admin = await createAdmin()
    const [a, b] = await shopsOnTwoDatabases()
    const onA = await seedProduct(a, { name: 'Sac en raphia' })
    const onB = await seedProduct(b, { name: 'Sandales en cuir' })
    await (await db()).prepare('DELETE FROM product_feed').run()
    expect((await list(admin.token, '')).items).toEqual([])
    expect(await runCron(Date.now())).toBe('ok')
    const page = await list(admin.token, `q=${encodeURIComponent('Sa')}`)
    expect(page.items.map((p) => p.id)).toEqual(expect.arrayContaining([onA.id, onB.id]))
    const html = await (await api('GET', '/galeries')).text()
    expect(html).toContain(`/products/${onB.id}"`)
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

  it('refuses to unpublish without a reason, 422 with a French message, and leaves the product published', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    for (const json of [{ status: 'unpublished' }, { status: 'unpublished', reason: '   ' }]) {
      const res = await moderate(admin.token, product.id, json)
      expect(res.status).toBe(422)
      expect(await issuesOf(res)).toEqual({ reason: 'Veuillez indiquer le motif' })
    }
    expect((await list(admin.token, `storeId=${tenant.store.id}`)).items[0]?.status).toBe('active')
  })

  it('tells the merchant why by e-mail and WhatsApp on verified contacts, and shows the reason on the product’s page until republished', async () => {
    const admin = await createAdmin()
    const tenant = await createVerifiedTenant()
    const product = await seedProduct(tenant, { name: 'Pagne contrefait' })
    const res = await moderate(admin.token, product.id, {
      status: 'unpublished',
      reason: 'Marque déposée par un autre vendeur',
    })
    expect(res.status).toBe(200)

    const told = await outboxOfShop(tenant.store.id, 'product-unpublished')
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp'])
    for (const m of told) {
      expect(leaves(m)).toBe(true)
      expect(m.body).toContain('Pagne contrefait')
      expect(m.body).toContain('Marque déposée par un autre vendeur')
    }
    const page = async () =>
      readJson<Product>(await api('GET', `/api/products/${product.id}`, { token: tenant.token }))
    expect(await page()).toMatchObject({
      status: 'unpublished',
      moderationReason: 'Marque déposée par un autre vendeur',
    })

    expect((await moderate(admin.token, product.id, { status: 'active' })).status).toBe(200)
    expect(await page()).toMatchObject({ status: 'active', moderationReason: null })
    // Republishing tells the bell only: no second e-mail or WhatsApp.
    expect(await outboxOfShop(tenant.store.id, 'product-unpublished')).toHaveLength(2)
  })

  it('sends nothing to an unverified contact: the message waits blocked, the bell still rings', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Sac copié' })
    await moderate(admin.token, product.id, { status: 'unpublished', reason: 'Copie signalée' })
    const told = await outboxOfShop(tenant.store.id, 'product-unpublished')
    expect(told.filter(leaves)).toEqual([])
  })

  it('publishes it again: the storefront shows it', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Chapeau de Saponé' })
    await moderate(admin.token, product.id, { status: 'unpublished', reason: 'Contrefaçon' })
    const res = await moderate(admin.token, product.id, { status: 'active' })
    expect(res.status).toBe(200)
    const page = await api('GET', `/${tenant.store.slug}/products/${product.id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Chapeau de Saponé')
  })

  it('asks the directory and the database holding the product, no other', async () => {
    const admin = await createAdmin()
    // On the last shop database: asking each in turn until found would ask them all.
    let a = await createTenant()
    while ((await shopDb(a)).name !== 'SHOP_DB_3') a = await createTenant()
    const product = await seedProduct(a)
    expect(
      await asked('PATCH', `/api/admin/shops/products/${product.id}`, {
        token: admin.token,
        json: { status: 'unpublished', reason: 'Contrefaçon' },
      }),
    ).toEqual(['DB', (await shopDb(a)).name].sort())
  })

  it('finds a product older than the list of new products by the shop the form sends', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const old = await seedProduct(tenant, { name: 'Boubou brodé' })
    // As if 5 000 newer products had pushed it out of the directory's list.
    await (await db()).prepare('DELETE FROM product_feed WHERE product_id = ?').bind(old.id).run()
    const lost = await moderate(admin.token, old.id, {
      status: 'unpublished',
      reason: 'Contrefaçon',
    })
    expect(lost.status).toBe(404)
    const res = await moderate(admin.token, old.id, {
      status: 'unpublished',
      reason: 'Contrefaçon',
      storeId: tenant.store.id,
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ id: old.id, status: 'unpublished' })
    // Another shop's id does not reach it: the product is looked up within that shop.
    const other = await createTenant()
    const wrong = await moderate(admin.token, old.id, { status: 'active', storeId: other.store.id })
    expect(wrong.status).toBe(404)
  })

  it('answers 503 with Retry-After while the shop is being moved, and changes nothing', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    await markMoving(tenant, (await shopDb(tenant)).name)
    const during = await moderate(admin.token, product.id, {
      status: 'unpublished',
      reason: 'Contrefaçon',
    })
    expect(during.status).toBe(503)
    expect(during.headers.get('retry-after')).toBe('60')
    expect((await list(admin.token, `storeId=${tenant.store.id}`)).items[0]?.status).toBe('active')
    await markMoving(tenant, null)
    expect(
      (await moderate(admin.token, product.id, { status: 'unpublished', reason: 'Contrefaçon' }))
        .status,
    ).toBe(200)
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
    const body = { status: 'unpublished', reason: 'Contrefaçon' }
    const unknown = await moderate(admin.token, 'prd_unknown', body)
    expect(unknown.status).toBe(404)
    expect((await readError(unknown)).error.message).toBe('Produit introuvable')
    const anonymous = await api('PATCH', `/api/admin/shops/products/${product.id}`, { json: body })
    expect(anonymous.status).toBe(401)
    expect((await moderate(tenant.token, product.id, body)).status).toBe(403)
  })
})
