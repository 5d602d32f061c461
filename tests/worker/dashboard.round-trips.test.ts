import { beforeAll, describe, expect, it } from 'vitest'
import { roundTrips, TRACE_HEADER } from '#tests/helpers/sql-recorder.ts'
import {
  api,
  createTenant,
  db,
  orderBody,
  placeOrder,
  type RequestOptions,
  readJson,
  seedCategory,
  seedProduct,
  setupWorker,
  type Tenant,
  uploadImage,
} from '#tests/helpers/worker.ts'

setupWorker()

/**
 * The dashboard's budget of database round trips (ADR 044): on D1 each one is a network wait,
 * so a screen's latency is their number one after another. Every read in at most 2 (the
 * account, then the shop's rows), a product save in at most 3. `npm run bench -- --only
 * round-trips` prints the same counts for every route.
 */
const traced = (method: string, path: string, opts: RequestOptions = {}) =>
  api(method, path, { ...opts, headers: { ...opts.headers, [TRACE_HEADER]: '1' } })

let tenant: Tenant
let orderId: string
let categoryId: string

beforeAll(async () => {
  tenant = await createTenant()
  // The Entreprise plan: extra pictures on a product, as the form sends them.
  await (await db())
    .prepare("UPDATE subscriptions SET plan_id = 'pln_entreprise' WHERE store_id = ?")
    .bind(tenant.store.id)
    .run()
  const product = await seedProduct(tenant, { stock: '50' })
  const placed = await placeOrder(
    tenant.store.slug,
    orderBody([{ productId: product.id, quantity: 2 }]),
  )
  expect(placed.status, await placed.clone().text()).toBe(201)
  const list = await readJson<{ items: { id: string }[] }>(
    await api('GET', '/api/orders', { token: tenant.token }),
  )
  orderId = list.items[0]!.id
  categoryId = (await seedCategory(tenant)).id
})

/** The product form as the dashboard sends it, variants and extra pictures included. */
async function productForm() {
  const [main, extra1, extra2] = [
    await uploadImage(tenant),
    await uploadImage(tenant),
    await uploadImage(tenant),
  ]
  return {
    name: 'Boubou brodé',
    description: 'Bazin riche',
    price: '25000',
    discountPrice: '22000',
    discountPeriod: '7',
    stock: '0',
    categoryId,
    imageId: main.id,
    extraImageIds: [extra1.id, extra2.id],
    variants: [
      { size: 'M', color: 'Bleu', stock: '3' },
      { size: 'L', color: 'Bleu', stock: '2' },
    ],
  }
}

describe('dashboard reads: at most 2 round trips one after another', () => {
  it('GET /api/orders (the list and its total together)', async () => {
    const res = await traced('GET', '/api/orders', { token: tenant.token })
    expect(res.status).toBe(200)
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(2)
  })

  it('GET /api/orders/:id (the order, its lines, history and payments together)', async () => {
    const res = await traced('GET', `/api/orders/${orderId}`, { token: tenant.token })
    expect(res.status).toBe(200)
    const order = await readJson<{ id: string; items: unknown[]; events: unknown[] }>(res)
    expect(order.id).toBe(orderId)
    expect(order.items).toHaveLength(1)
    expect(order.events.length).toBeGreaterThan(0)
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(2)
  })

  it('GET /api/orders/:id of another shop stays a 404, within the same budget', async () => {
    const other = await createTenant()
    const res = await traced('GET', `/api/orders/${orderId}`, { token: other.token })
    expect(res.status).toBe(404)
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(2)
  })

  it.each([
    ['the shop settings', '/api/store'],
    ['the subscription', '/api/plans/subscription'],
    ['the account’s shop', () => `/api/stores/${tenant.user.id}`],
  ])('GET %s', async (_name, path) => {
    const res = await traced('GET', typeof path === 'string' ? path : path(), {
      token: tenant.token,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(2)
  })
})

describe('product save: at most 3 round trips one after another', () => {
  it('POST /api/products with variants and extra pictures', async () => {
    const form = await productForm()
    const res = await traced('POST', '/api/products', { token: tenant.token, json: form })
    expect(res.status, await res.clone().text()).toBe(201)
    const saved = await readJson<{ name: string; variants: unknown[]; images: unknown[] }>(res)
    expect(saved).toMatchObject({ name: form.name, currentPrice: 22_000 })
    expect(saved.variants).toHaveLength(2)
    expect(saved.images).toHaveLength(2)
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(3)
  })

  it('PUT /api/products/:id with variants and extra pictures', async () => {
    const form = await productForm()
    const created = await readJson<{ id: string }>(
      await api('POST', '/api/products', { token: tenant.token, json: form }),
    )
    const res = await traced('PUT', `/api/products/${created.id}`, {
      token: tenant.token,
      json: {
        ...form,
        name: 'Boubou brodé main',
        extraImageIds: form.extraImageIds.slice(1),
        variants: [...form.variants, { size: 'XL', color: 'Blanc', stock: '1' }],
      },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const saved = await readJson<{ name: string; stock: number; images: unknown[] }>(res)
    expect(saved).toMatchObject({ name: 'Boubou brodé main', stock: 6 })
    expect(saved.images).toHaveLength(1)
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(3)
  })
})

describe('the directory copy written beside a product save', () => {
  /** The directory's copies of a shop's products: its feed rows and its row's count. */
  const directoryCopies = async (storeId: string) => {
    const directory = await db()
    const feed = await directory
      .prepare('SELECT name FROM product_feed WHERE store_id = ? ORDER BY name')
      .bind(storeId)
      .all<{ name: string }>()
    const shop = await directory
      .prepare('SELECT product_count AS n FROM stores WHERE id = ?')
      .bind(storeId)
      .first<{ n: number }>()
    return { names: feed.results.map((r) => r.name), productCount: shop?.n }
  }

  it('follows a created and an edited product', async () => {
    const shop = await createTenant()
    const product = await seedProduct(shop, { name: 'Pagne' })
    expect(await directoryCopies(shop.store.id)).toEqual({ names: ['Pagne'], productCount: 1 })
    const res = await api('PUT', `/api/products/${product.id}`, {
      token: shop.token,
      json: { name: 'Pagne wax', description: 'Coton', price: '1500', stock: '3' },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await directoryCopies(shop.store.id)).toEqual({ names: ['Pagne wax'], productCount: 1 })
  })

  it('is put back when the save writes nothing (the plan’s catalogue is full)', async () => {
    const shop = await createTenant()
    const image = await uploadImage(shop)
    const plan = await (await db())
      .prepare(
        `SELECT json_extract(p.limits, '$.maxProducts') AS max FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.store_id = ?`,
      )
      .bind(shop.store.id)
      .first<{ max: number }>()
    for (let i = 0; i < (plan?.max ?? 0); i++) await seedProduct(shop, { name: `Produit ${i}` })
    const before = await directoryCopies(shop.store.id)
    const refused = await api('POST', '/api/products', {
      token: shop.token,
      json: { name: 'De trop', description: 'x', price: '1000', stock: '1', imageId: image.id },
    })
    expect(refused.status).toBe(409)
    expect(await directoryCopies(shop.store.id)).toEqual(before)
    expect(before.names).not.toContain('De trop')
  })
})
