import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  type Order,
  orderBody,
  placeOrder,
  productRow,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'

setupWorker()

describe('POST /api/publics/:slug/orders', () => {
  it('creates the order with the server’s prices and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne wax', price: '1500', stock: '10' })
    const res = await placeOrder(tenant.store.slug, {
      ...orderBody([
        { productId: product.id, quantity: 3, unitPrice: 1, price: 1, lineTotal: 3 } as never,
      ]),
      total: 3,
      status: 'delivered',
      storeId: 'sto_other',
    })
    expect(res.status).toBe(201)
    const order = await readJson<Order>(res)
    expect(order).toMatchObject({
      id: expect.stringMatching(/^ord_/),
      number: expect.stringMatching(/^CMD-[2-9A-Z]{4}-[2-9A-Z]{4}$/),
      status: 'pending',
      currency: 'XOF',
      itemCount: 3,
      total: 4500,
      trackingToken: expect.any(String),
    })
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        productName: 'Pagne wax',
        unitPrice: 1500,
        quantity: 3,
        lineTotal: 4500,
      }),
    ])
  })

  it('charges the discounted price while the discount runs, and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, {
      price: '1500',
      discountPrice: '1200',
      discountPeriod: '3',
    })
    const order = await readJson<Order>(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 2 }])),
    )
    expect(order).toMatchObject({
      total: 2400,
      items: [expect.objectContaining({ unitPrice: 1200, lineTotal: 2400 })],
    })
  })

  it('charges the full price once the discount has ended, and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, {
      price: '1500',
      discountPrice: '1200',
      discountPeriod: '3',
    })
    await (await shopDb(tenant))
      .prepare('UPDATE products SET discount_ends_at = ? WHERE id = ?')
      .bind(Math.floor(Date.now() / 1000) - 60, product.id)
      .run()
    const order = await readJson<Order>(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 2 }])),
    )
    expect(order.total).toBe(3000)
  })

  it('adds up several lines, merging lines of the same product, and returns 201', async () => {
    const tenant = await createTenant()
    const a = await seedProduct(tenant, { name: 'A', price: '1000', stock: '10' })
    const b = await seedProduct(tenant, { name: 'B', price: '250', stock: '10' })
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 4 },
        { productId: a.id, quantity: 2 },
      ]),
    )
    expect(res.status).toBe(201)
    const order = await readJson<Order>(res)
    expect(order).toMatchObject({ total: 4000, itemCount: 7 })
    expect(order.items?.map((i) => [i.productName, i.quantity, i.lineTotal]).sort()).toEqual([
      ['A', 3, 3000],
      ['B', 4, 1000],
    ])
    expect((await productRow(a.id))?.stock).toBe(7)
  })

  it('decrements the stock by the quantity ordered', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '10' })
    expect(
      (await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 4 }])))
        .status,
    ).toBe(201)
    const res = await api('GET', `/api/products/${product.id}`, { token: tenant.token })
    expect(await readJson(res)).toMatchObject({ stock: 6 })
  })

  it('creates the customer once: a second order from the same phone has the same customerId', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const first = await readJson<Order>(
      await placeOrder(
        tenant.store.slug,
        orderBody([{ productId: product.id, quantity: 1 }], { phone: '76543210' }),
      ),
    )
    const second = await readJson<Order>(
      await placeOrder(
        tenant.store.slug,
        orderBody([{ productId: product.id, quantity: 1 }], {
          phone: '76 54 32 10',
          city: 'Koudougou',
        }),
      ),
    )
    expect(first.customerId).toMatch(/^cus_/)
    expect(second.customerId).toBe(first.customerId)
    const customers = await (await shopDb(tenant))
      .prepare('SELECT city FROM customers WHERE store_id = ?')
      .bind(tenant.store.id)
      .all()
    expect(customers.results).toEqual([{ city: 'Koudougou' }])
  })

  it('prefixes the country code to the shopper’s phone (+226 70 12 34 56 → 22670123456), and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }], {
        phoneCountryCode: '+226',
        phone: '70 12 34 56',
      }),
    )
    expect(res.status).toBe(201)
    expect((await readJson<Order>(res)).phone).toBe('22670123456')
  })

  it('drops the national trunk 0 of a Nigerian number (+234 0803… → 234803…), and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }], {
        phoneCountryCode: '+234',
        phone: '0803 123 4567',
      }),
    )
    expect(res.status).toBe(201)
    expect((await readJson<Order>(res)).phone).toBe('2348031234567')
  })

  // Since 2021 Ivorian numbers are 10 digits whose leading 0 belongs to the number
  // (+225 07 07 07 07 07 = 2250707070707), same for Benin since 2024 (+229 01…).
  it('keeps the leading 0 of an Ivorian number (+225 07 07 07 07 07 → 2250707070707), and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }], {
        phoneCountryCode: '+225',
        phone: '07 07 07 07 07',
      }),
    )
    expect(res.status).toBe(201)
    expect((await readJson<Order>(res)).phone).toBe('2250707070707')
  })

  it('keeps the order lines, without a product, when the product is deleted later', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne wax' })
    const placed = await readJson<Order>(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 1 }])),
    )
    expect(
      (await api('DELETE', `/api/products/${product.id}`, { token: tenant.token })).status,
    ).toBe(204)
    const res = await api('GET', `/api/orders/${placed.id}`, { token: tenant.token })
    expect(res.status).toBe(200)
    expect((await readJson<Order>(res)).items).toEqual([
      expect.objectContaining({ productId: null, productName: 'Pagne wax', lineTotal: 1500 }),
    ])
  })
})

describe('GET /api/orders', () => {
  it('returns 200 with the shop’s orders, newest first, status pending', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const placed = await readJson<Order>(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 2 }])),
    )
    const res = await api('GET', '/api/orders', { token: tenant.token })
    expect(res.status).toBe(200)
    const list = await readJson<{ items: Order[]; total: number; page: number }>(res)
    expect(list).toMatchObject({ total: 1, page: 1 })
    expect(list.items[0]).toMatchObject({
      id: placed.id,
      number: placed.number,
      status: 'pending',
      total: 3000,
    })
    expect(list.items[0]).not.toHaveProperty('trackingToken')
  })

  it('filters by status and by q, and returns 200', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const placed = await readJson<Order>(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 1 }])),
    )
    const get = async (query: string) =>
      readJson<{ total: number }>(await api('GET', `/api/orders${query}`, { token: tenant.token }))
    expect((await get('?status=pending')).total).toBe(1)
    expect((await get('?status=delivered')).total).toBe(0)
    expect((await get(`?q=${placed.number}`)).total).toBe(1)
    expect((await get('?q=Diallo')).total).toBe(1)
    expect((await get('?q=Personne')).total).toBe(0)
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    expect((await api('GET', '/api/orders')).status).toBe(401)
  })
})

describe('GET /api/orders/:id', () => {
  it('returns 200 with the order and its items', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne wax', price: '1500' })
    const placed = await readJson<Order>(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 2 }])),
    )
    const res = await api('GET', `/api/orders/${placed.id}`, { token: tenant.token })
    expect(res.status).toBe(200)
    const order = await readJson<Order>(res)
    expect(order).toMatchObject({
      id: placed.id,
      status: 'pending',
      total: 3000,
      // No country code given: the platform's default (+226) is assumed.
      phone: '22676543210',
    })
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        productName: 'Pagne wax',
        unitPrice: 1500,
        quantity: 2,
        lineTotal: 3000,
      }),
    ])
  })
})
