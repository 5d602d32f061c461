import { describe, expect, it } from 'vitest'
import { createAtelier } from '#tests/helpers/atelier.ts'
import {
  api,
  createTenant,
  type Order,
  orderBody,
  placeOrder,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Customer, CustomerDetail } from '#worker/schemas/customers.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import { createOrder } from './atelier.orders.fixtures.ts'

setupWorker()

const customerBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Aminata',
  lastName: 'Ouédraogo',
  phoneCountryCode: '+226',
  phone: '70 11 22 33',
  email: 'aminata@example.com',
  address: 'Secteur 15, rue 15.32',
  city: 'Ouagadougou',
  ...overrides,
})

const create = (tenant: Tenant, json: unknown) =>
  api('POST', '/api/customers', { token: tenant.token, json })

const list = async (tenant: Tenant, query = '') =>
  readJson<Paged<Customer>>(await api('GET', `/api/customers${query}`, { token: tenant.token }))

async function order(tenant: Tenant, productId: string, quantity: number, phone: string) {
  const res = await placeOrder(
    tenant.store.slug,
    orderBody([{ productId, quantity }], { phoneCountryCode: '+226', phone }),
  )
  return readJson<Order>(res)
}

describe('POST /api/customers', () => {
  it('creates a customer with the international phone and returns 201', async () => {
    const tenant = await createTenant()
    const res = await create(tenant, customerBody())
    expect(res.status).toBe(201)
    expect(await readJson(res)).toMatchObject({
      id: expect.stringMatching(/^cus_/),
      firstName: 'Aminata',
      phone: '22670112233',
      email: 'aminata@example.com',
      address: 'Secteur 15, rue 15.32',
      orderCount: 0,
      totalSpent: 0,
      lastOrderAt: null,
    })
  })

  it('accepts an empty email and no city (both optional), and returns 201', async () => {
    const tenant = await createTenant()
    const res = await create(tenant, customerBody({ email: '', city: undefined }))
    expect(res.status).toBe(201)
    expect(await readJson(res)).toMatchObject({ email: null, city: null })
  })

  it('returns 409 CONFLICT on phone when the shop already has a customer with that number', async () => {
    const tenant = await createTenant()
    await create(tenant, customerBody())
    const res = await create(tenant, customerBody({ firstName: 'Autre', phone: '70112233' }))
    expect(res.status).toBe(409)
    expect((await readError(res)).error.issues).toEqual([
      { path: 'phone', message: 'Un client de votre boutique a déjà ce numéro' },
    ])
    expect((await list(tenant)).total).toBe(1)
  })

  it('lets two shops each have a customer with the same phone, 201', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    expect((await create(a, customerBody())).status).toBe(201)
    expect((await create(b, customerBody())).status).toBe(201)
  })

  it('is the customer a later storefront order from the same phone is attached to', async () => {
    const tenant = await createTenant()
    const customer = await readJson<Customer>(await create(tenant, customerBody()))
    const product = await seedProduct(tenant)
    const placed = await order(tenant, product.id, 1, '70 11 22 33')
    expect(placed.customerId).toBe(customer.id)
  })
})

describe('GET /api/customers', () => {
  it('lists customers from orders and by hand, with order count and total spent (canceled excluded)', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '1000', stock: '50' })
    await order(tenant, product.id, 2, '76000001')
    const canceled = await order(tenant, product.id, 5, '76000001')
    await api('PATCH', `/api/orders/${canceled.id}/status`, {
      token: tenant.token,
      json: { status: 'canceled' },
    })
    await order(tenant, product.id, 1, '76000002')
    await create(tenant, customerBody())
    const page = await list(tenant)
    expect(page.total).toBe(3)
    const byPhone = Object.fromEntries(page.items.map((c) => [c.phone, c]))
    expect(byPhone['22676000001']).toMatchObject({ orderCount: 2, totalSpent: 2000 })
    expect(byPhone['22676000001']?.lastOrderAt).toEqual(expect.any(String))
    expect(byPhone['22676000002']).toMatchObject({ orderCount: 1, totalSpent: 1000 })
    expect(byPhone['22670112233']).toMatchObject({ orderCount: 0, totalSpent: 0 })
  })

  it('searches by name, phone or city and pages the results', async () => {
    const tenant = await createTenant()
    await create(tenant, customerBody())
    await create(
      tenant,
      customerBody({ firstName: 'Issouf', phone: '76445566', city: 'Bobo-Dioulasso' }),
    )
    await create(
      tenant,
      customerBody({ firstName: 'Mariam', phone: '78990011', city: 'Koudougou' }),
    )
    expect((await list(tenant, '?q=issouf')).items.map((c) => c.firstName)).toEqual(['Issouf'])
    expect((await list(tenant, '?q=78 99')).items.map((c) => c.firstName)).toEqual(['Mariam'])
    expect((await list(tenant, '?q=Bobo')).total).toBe(1)
    const second = await list(tenant, '?page=2&pageSize=2')
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 })
    expect(second.items).toHaveLength(1)
  })
})

describe('GET /api/customers/:id', () => {
  it('returns the profile, its orders newest first and the totals, 200', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '2500', stock: '20' })
    const first = await order(tenant, product.id, 1, '76000003')
    const second = await order(tenant, product.id, 2, '76000003')
    await (await shopDb(tenant))
      .prepare('UPDATE orders SET created_at = created_at - 86400 WHERE id = ?')
      .bind(first.id)
      .run()
    const res = await api('GET', `/api/customers/${first.customerId}`, { token: tenant.token })
    expect(res.status).toBe(200)
    const customer = await readJson<CustomerDetail>(res)
    expect(customer).toMatchObject({
      firstName: 'Fatou',
      phone: '22676000003',
      address: null,
      orderCount: 2,
      totalSpent: 7500,
      lastOrderAt: second.createdAt,
    })
    expect(customer.orders.map((o) => o.id)).toEqual([second.id, first.id])
  })
})

describe('PUT /api/customers/:id', () => {
  it('updates the profile and leaves the orders’ snapshot alone, 200', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const placed = await order(tenant, product.id, 1, '76000004')
    const res = await api('PUT', `/api/customers/${placed.customerId}`, {
      token: tenant.token,
      json: customerBody({ firstName: 'Fatoumata', phone: '76000004', address: 'Gounghin' }),
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({
      firstName: 'Fatoumata',
      address: 'Gounghin',
      phone: '22676000004',
      orderCount: 1,
    })
    const kept = await readJson<Order>(
      await api('GET', `/api/orders/${placed.id}`, { token: tenant.token }),
    )
    expect(kept.firstName).toBe('Fatou')
  })

  it('returns 409 CONFLICT on phone when taking another customer’s number', async () => {
    const tenant = await createTenant()
    await create(tenant, customerBody())
    const other = await readJson<Customer>(
      await create(tenant, customerBody({ phone: '76123456' })),
    )
    const res = await api('PUT', `/api/customers/${other.id}`, {
      token: tenant.token,
      json: customerBody({ phone: '70112233' }),
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.issues?.[0]?.path).toBe('phone')
  })
})

describe('DELETE /api/customers/:id', () => {
  it('removes the customer, keeps their orders unlinked, and returns 204', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const placed = await order(tenant, product.id, 1, '76000005')
    const res = await api('DELETE', `/api/customers/${placed.customerId}`, { token: tenant.token })
    expect(res.status).toBe(204)
    expect((await list(tenant)).total).toBe(0)
    const kept = await api('GET', `/api/orders/${placed.id}`, { token: tenant.token })
    expect(kept.status).toBe(200)
    expect(await readJson(kept)).toMatchObject({ customerId: null, firstName: 'Fatou' })
  })

  it('refuses, in French, a customer with tailoring orders, and keeps both', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    const res = await api('DELETE', `/api/customers/${order.customerId}`, { token: owner.token })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(
      "Ce client a des commandes à l'atelier : elles gardent son nom et ses mesures, il ne peut pas être supprimé",
    )
    const kept = await api('GET', `/api/customers/${order.customerId}`, { token: owner.token })
    expect(kept.status).toBe(200)
    const still = await api('GET', `/api/atelier/orders/${order.id}`, { token: owner.token })
    expect(still.status).toBe(200)
  })
})
