import { describe, expect, it } from 'vitest'
import type { ProbeD1 } from '#tests/helpers/probe.ts'
import {
  api,
  createTenant,
  db,
  issuesOf,
  type Product,
  productBody,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
  uploadImage,
} from '#tests/helpers/worker.ts'
import type { MySubscription } from '#worker/schemas/plans.ts'

setupWorker()

const UPGRADE = 'Passez à une offre supérieure : /user/settings/settings'

/** A statement on `d1`: the shop's database for its catalogue, the directory for its plan. */
const sql = async (d1: ProbeD1, query: string, ...params: unknown[]) =>
  d1
    .prepare(query)
    .bind(...params)
    .run()

/** Products written straight to D1: only the count matters to the limit. */
async function fillCatalog(tenant: Tenant, n: number) {
  for (let i = 0; i < n; i++)
    await sql(
      await shopDb(tenant),
      "INSERT INTO products (id, store_id, name, description, price) VALUES (?, ?, ?, 'x', 1000)",
      `prd_fill${i}${tenant.store.id}`,
      tenant.store.id,
      `Produit ${i}`,
    )
}

const onPlan = async (tenant: Tenant, plan: string, endsIn: number) =>
  sql(
    await db(),
    `UPDATE subscriptions SET plan_id = ?, status = 'active', ends_at = unixepoch() + ${endsIn} WHERE store_id = ?`,
    plan,
    tenant.store.id,
  )

async function productWithImages(tenant: Tenant, extra: number) {
  const main = await uploadImage(tenant)
  const ids = []
  for (let i = 0; i < extra; i++) ids.push((await uploadImage(tenant)).id)
  return api('POST', '/api/products', {
    token: tenant.token,
    json: productBody({ imageId: main.id, extraImageIds: ids }),
  })
}

describe('plan limits: products', () => {
  it('lets a free shop reach 10 products, then refuses the 11th with 409 CONFLICT and the way up', async () => {
    const tenant = await createTenant()
    await fillCatalog(tenant, 9)
    expect((await seedProduct(tenant)).id).toMatch(/^prd_/)
    const image = await uploadImage(tenant)
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({ imageId: image.id }),
    })
    expect(res.status).toBe(409)
    expect(await readError(res)).toMatchObject({
      error: { code: 'CONFLICT', message: `Votre offre Gratuit permet 10 produits. ${UPGRADE}` },
    })
    const sub = await readJson<MySubscription>(
      await api('GET', '/api/plans/subscription', { token: tenant.token }),
    )
    expect(sub).toMatchObject({ limits: { maxProducts: 10 }, usage: { products: 10 } })
  })

  it('follows the plan while it runs and falls back to the free plan once it has ended', async () => {
    const tenant = await createTenant()
    await fillCatalog(tenant, 12)
    await onPlan(tenant, 'pln_starter', 86_400)
    expect((await seedProduct(tenant)).id).toMatch(/^prd_/)
    await onPlan(tenant, 'pln_starter', -60)
    const image = await uploadImage(tenant)
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({ imageId: image.id }),
    })
    expect(res.status).toBe(409)
    // The 13 products kept from Starter are all still there.
    const list = await api('GET', '/api/products?pageSize=50', { token: tenant.token })
    expect((await readJson<{ total: number }>(list)).total).toBe(13)
  })
})

describe('GET /api/plans/subscription', () => {
  it('names the plan whose limits are in force: the paid one while it runs, Gratuit once it ended', async () => {
    const tenant = await createTenant()
    const read = async () =>
      readJson<MySubscription>(await api('GET', '/api/plans/subscription', { token: tenant.token }))
    expect(await read()).toMatchObject({
      limitsPlanName: 'Gratuit',
      limits: { maxImagesPerProduct: 1 },
    })
    await onPlan(tenant, 'pln_starter', 86_400)
    const running = await read()
    expect(running.limitsPlanName).toBe(running.plan.name)
    expect(running.limitsPlanName).not.toBe('Gratuit')
    await onPlan(tenant, 'pln_starter', -60)
    expect(await read()).toMatchObject({
      status: 'expired',
      plan: { name: running.plan.name },
      limitsPlanName: 'Gratuit',
      limits: { maxImagesPerProduct: 1 },
    })
  })
})

describe('plan limits: images per product', () => {
  it('refuses extra pictures on the free plan with an issue on extraImageIds, 409', async () => {
    const tenant = await createTenant()
    const res = await productWithImages(tenant, 1)
    expect(res.status).toBe(409)
    expect(await issuesOf(res)).toEqual({
      extraImageIds: `Votre offre Gratuit permet 1 image par produit. ${UPGRADE}`,
    })
  })

  it('allows main + extras up to the plan maximum (Starter: 4)', async () => {
    const tenant = await createTenant()
    await onPlan(tenant, 'pln_starter', 86_400)
    expect((await productWithImages(tenant, 3)).status).toBe(201)
    const res = await productWithImages(tenant, 4)
    expect(res.status).toBe(409)
    expect((await issuesOf(res)).extraImageIds).toMatch(/^Votre offre Starter permet 4 images/)
  })

  it('keeps a product’s pictures after expiry: saving it unchanged works, adding one does not', async () => {
    const tenant = await createTenant()
    await onPlan(tenant, 'pln_starter', 86_400)
    const created = await readJson<Product>(await productWithImages(tenant, 2))
    const extras = created.images!.map((i) => i.id)
    await onPlan(tenant, 'pln_starter', -60)
    const save = (extraImageIds: string[]) =>
      api('PUT', `/api/products/${created.id}`, {
        token: tenant.token,
        json: productBody({ imageId: created.imageId, extraImageIds }),
      })
    expect((await save(extras)).status).toBe(200)
    expect((await save(extras.slice(0, 1))).status).toBe(200)
    expect((await save(extras)).status).toBe(409)
  })
})

describe('plan limits: parallel creations', () => {
  it('lets exactly the plan’s maximum through when 16 creations race on a free shop with 1 product; the others get the French limit (409)', async () => {
    const tenant = await createTenant()
    await fillCatalog(tenant, 1)
    const image = await uploadImage(tenant)
    // Half with variants: their rows point at the product, so a refused insert fails them too.
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api('POST', '/api/products', {
          token: tenant.token,
          json: productBody({
            name: `Pagne ${i}`,
            imageId: image.id,
            ...(i % 2 ? { variants: [{ size: 'M', color: '', stock: '3' }] } : {}),
          }),
        }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(9)
    expect(statuses.filter((s) => s === 409)).toHaveLength(7)
    for (const res of responses.filter((r) => r.status === 409))
      expect(await readError(res)).toMatchObject({
        error: { code: 'CONFLICT', message: `Votre offre Gratuit permet 10 produits. ${UPGRADE}` },
      })
    const count = await (await shopDb(tenant))
      .prepare('SELECT count(*) AS n FROM products WHERE store_id = ?')
      .bind(tenant.store.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(10)
    // No variant row was left behind by a refused creation.
    const orphans = await (await shopDb(tenant))
      .prepare(
        'SELECT count(*) AS n FROM product_variants v WHERE v.store_id = ? AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = v.product_id)',
      )
      .bind(tenant.store.id)
      .first<{ n: number }>()
    expect(orphans?.n).toBe(0)
  })
})
