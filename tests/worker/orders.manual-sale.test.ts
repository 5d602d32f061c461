import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  db,
  issuesOf,
  type Order,
  productRow,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { msg } from '#worker/schemas/messages.ts'
import { saleMsg } from '#worker/schemas/sales.ts'
import type { Stats } from '#worker/schemas/stats.ts'

setupWorker()

/** "Nouvelle vente": a sale the merchant made in the shop or over WhatsApp (issue 14). */
const recordSale = (tenant: { token: string }, json: unknown) =>
  api('POST', '/api/orders/manual', { token: tenant.token, json })

const cashSale = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
  items,
  paid: true,
  method: 'cash',
  ...overrides,
})

/** Rows of the shop's own database (its orders, payments, stock and messages: ADR 036). */
async function rows<T = Record<string, unknown>>(shop: Tenant, sql: string, ...binds: unknown[]) {
  const reply = await (await shopDb(shop))
    .prepare(sql)
    .bind(...binds)
    .all<T>()
  return reply.results
}

const ordersOf = (t: Tenant) => rows(t, 'SELECT id FROM orders WHERE store_id = ?', t.store.id)
const paymentsOf = (shop: Tenant, orderId: string) =>
  rows<Record<string, unknown>>(shop, 'SELECT * FROM payments WHERE order_id = ?', orderId)
const variantStock = async (shop: Tenant, productId: string, size: string) =>
  (
    await rows<{ stock: number }>(
      shop,
      'SELECT stock FROM product_variants WHERE product_id = ? AND size = ?',
      productId,
      size,
    )
  )[0]?.stock

describe('POST /api/orders/manual', () => {
  it('records a paid cash sale: stock taken, delivered, a payment confirmed by the merchant, 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Pagne wax', price: '1500', stock: '10' })
    const res = await recordSale(
      tenant,
      cashSale([{ productId: product.id, quantity: 3 }], { firstName: 'Awa' }),
    )
    expect(res.status).toBe(201)
    const order = await readJson<Order>(res)
    expect(order).toMatchObject({
      source: 'manual',
      status: 'delivered',
      firstName: 'Awa',
      lastName: '',
      phone: '',
      total: 4500,
      itemCount: 3,
    })
    expect(order.items).toEqual([
      expect.objectContaining({ productId: product.id, unitPrice: 1500, quantity: 3 }),
    ])
    expect((await productRow(product.id))?.stock).toBe(7)
    const [row] = await rows(
      tenant,
      'SELECT payment_method, payment_status, paid_at FROM orders WHERE id = ?',
      order.id,
    )
    expect(row).toMatchObject({ payment_method: 'manual', payment_status: 'paid' })
    expect(row?.paid_at).toEqual(expect.any(Number))
    expect(await paymentsOf(tenant, order.id)).toEqual([
      expect.objectContaining({
        store_id: tenant.store.id,
        method: 'cash',
        status: 'paid',
        amount: 4500,
        currency: 'XOF',
        confirmed_by: 'merchant',
        confirmed_by_user_id: tenant.user.id,
        provider_ref: null,
      }),
    ])
    const [payment] = await paymentsOf(tenant, order.id)
    expect(
      await rows(
        tenant,
        'SELECT status, confirmed_by FROM payment_events WHERE payment_id = ?',
        payment?.id,
      ),
    ).toEqual([{ status: 'paid', confirmed_by: 'merchant' }])
  })

  it('takes a variant’s stock along with its product’s, at the chosen size and colour', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, {
      variants: [
        { size: 'M', color: 'Rouge', stock: '4' },
        { size: 'L', color: 'Rouge', stock: '2' },
      ],
    })
    const res = await recordSale(
      tenant,
      cashSale([{ productId: product.id, quantity: 3, size: 'M', color: 'Rouge' }]),
    )
    expect(res.status).toBe(201)
    expect(await variantStock(tenant, product.id, 'M')).toBe(1)
    expect(await variantStock(tenant, product.id, 'L')).toBe(2)
    expect((await productRow(product.id))?.stock).toBe(3)
  })

  it('records an unpaid sale with no payment row, and keeps a customer given by phone', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '2000', stock: '5' })
    const res = await recordSale(tenant, {
      items: [{ productId: product.id, quantity: 1 }],
      paid: false,
      firstName: 'Moussa',
      lastName: 'Traoré',
      phone: '70 11 22 33',
      city: 'Bobo-Dioulasso',
    })
    expect(res.status).toBe(201)
    const order = await readJson<Order>(res)
    expect(order).toMatchObject({ phone: '22670112233', customerId: expect.any(String) })
    expect(await paymentsOf(tenant, order.id)).toEqual([])
    const [row] = await rows(tenant, 'SELECT payment_status FROM orders WHERE id = ?', order.id)
    expect(row?.payment_status).toBe('unpaid')
    const customer = await readJson<{ firstName: string; city: string }>(
      await api('GET', `/api/customers/${order.customerId}`, { token: tenant.token }),
    )
    expect(customer).toMatchObject({ firstName: 'Moussa', city: 'Bobo-Dioulasso' })
  })

  it('charges a price agreed at the counter instead of the current one', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '5000', stock: '5' })
    const order = await readJson<Order>(
      await recordSale(
        tenant,
        cashSale([{ productId: product.id, quantity: 2, unitPrice: '4500' }]),
      ),
    )
    expect(order.total).toBe(9000)
    expect(order.items?.[0]).toMatchObject({ unitPrice: 4500, lineTotal: 9000 })
    expect((await paymentsOf(tenant, order.id))[0]?.amount).toBe(9000)
  })

  it('adds an optional delivery fee typed like a price to the total and the payment, kept on the sale', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '5000', stock: '5' })
    const order = await readJson<Order>(
      await recordSale(
        tenant,
        cashSale([{ productId: product.id, quantity: 1 }], { deliveryFee: '1 000' }),
      ),
    )
    expect(order).toMatchObject({ total: 6000, subtotal: 5000, delivery: { fee: 1000 } })
    expect((await paymentsOf(tenant, order.id))[0]?.amount).toBe(6000)
    const bad = await recordSale(
      tenant,
      cashSale([{ productId: product.id, quantity: 1 }], { deliveryFee: 'mille' }),
    )
    expect(bad.status).toBe(422)
  })

  it('shows the sale in the order list as manual, and in the dashboard’s figures', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '1500', stock: '10' })
    const before = await readJson<Stats>(await api('GET', '/api/stats', { token: tenant.token }))
    const order = await readJson<Order>(
      await recordSale(tenant, cashSale([{ productId: product.id, quantity: 2 }])),
    )
    const list = await readJson<{ items: Order[] }>(
      await api('GET', '/api/orders', { token: tenant.token }),
    )
    expect(list.items).toEqual([expect.objectContaining({ id: order.id, source: 'manual' })])
    const after = await readJson<Stats>(await api('GET', '/api/stats', { token: tenant.token }))
    expect(after.sales.today.amount - before.sales.today.amount).toBe(3000)
    expect(after.sales.today.count - before.sales.today.count).toBe(1)
    expect(after.ordersByStatus.delivered).toBe(1)
    expect(after.bestSellers).toEqual([expect.objectContaining({ productId: product.id })])
  })

  it('keeps a mobile money reference, and refuses it on a second sale of the shop with 409', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '10' })
    const line = [{ productId: product.id, quantity: 1 }]
    const ref = `pp${Date.now()}.1234`
    const first = await readJson<Order>(
      await recordSale(tenant, cashSale(line, { method: 'mobile_money', reference: ref })),
    )
    expect((await paymentsOf(tenant, first.id))[0]).toMatchObject({
      method: 'mobile_money',
      provider_ref: ref.toUpperCase(),
    })
    const again = await recordSale(
      tenant,
      cashSale(line, { method: 'mobile_money', reference: ref }),
    )
    expect(again.status).toBe(409)
    expect((await readError(again)).error.message).toBe(saleMsg.referenceUsed)
    expect(await ordersOf(tenant)).toHaveLength(1)
    expect((await productRow(product.id))?.stock).toBe(9)
  })

  it('refuses to oversell with 409 and the French message, and writes nothing', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Sac raphia', stock: '2' })
    const res = await recordSale(tenant, cashSale([{ productId: product.id, quantity: 3 }]))
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toContain('Sac raphia')
    expect((await productRow(product.id))?.stock).toBe(2)
    expect(await ordersOf(tenant)).toEqual([])
    expect(
      await rows(tenant, 'SELECT id FROM payments WHERE store_id = ?', tenant.store.id),
    ).toEqual([])
  })

  it('answers 404 to a sale of another shop’s product, and writes nothing in either shop', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const theirs = await seedProduct(a, { stock: '5' })
    const res = await recordSale(b, cashSale([{ productId: theirs.id, quantity: 1 }]))
    expect(res.status).toBe(404)
    expect((await readError(res)).error.message).toBe(msg.productUnavailable)
    expect((await productRow(theirs.id))?.stock).toBe(5)
    expect(await ordersOf(a)).toEqual([])
    expect(await ordersOf(b)).toEqual([])
  })

  it('answers 422 with French messages to an empty sale, a paid sale without method, a bad reference, a zero price', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const empty = await recordSale(tenant, cashSale([]))
    expect(empty.status).toBe(422)
    expect(await issuesOf(empty)).toMatchObject({ items: saleMsg.emptySale })
    const noMethod = await recordSale(tenant, {
      items: [{ productId: product.id, quantity: 1 }],
      paid: true,
    })
    expect(await issuesOf(noMethod)).toMatchObject({ method: saleMsg.chooseMethod })
    const badRef = await recordSale(
      tenant,
      cashSale([{ productId: product.id, quantity: 1 }], {
        method: 'mobile_money',
        reference: '<b>',
      }),
    )
    expect((await issuesOf(badRef)).reference).toMatch(/Référence invalide/)
    const free = await recordSale(
      tenant,
      cashSale([{ productId: product.id, quantity: 1, unitPrice: '0' }]),
    )
    expect(free.status).toBe(422)
    expect(await issuesOf(free)).toMatchObject({ 'items.0.unitPrice': saleMsg.priceAboveZero })
    expect(await ordersOf(tenant)).toEqual([])
  })

  it('refuses a suspended shop’s sale with 403 and takes no more stock', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '5' })
    const line = [{ productId: product.id, quantity: 1 }]
    expect((await recordSale(tenant, cashSale(line))).status).toBe(201)
    await (await db())
      .prepare("UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?")
      .bind(tenant.store.id)
      .run()
    const res = await recordSale(tenant, cashSale(line))
    expect(res.status).toBe(403)
    expect((await productRow(product.id))?.stock).toBe(4)
    expect(await ordersOf(tenant)).toHaveLength(1)
  })

  it('sends no message on a status change of a sale recorded without a phone', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '5' })
    const order = await readJson<Order>(
      await recordSale(tenant, cashSale([{ productId: product.id, quantity: 1 }])),
    )
    const res = await api('PATCH', `/api/orders/${order.id}/status`, {
      token: tenant.token,
      json: { status: 'shipped' },
    })
    expect(res.status).toBe(200)
    expect(await rows(tenant, 'SELECT id FROM outbox WHERE related_id = ?', order.id)).toEqual([])
  })
})
