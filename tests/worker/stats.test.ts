import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
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
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { Stats } from '#worker/schemas/stats.ts'

setupWorker()

const DAY = 86_400
const todayStart = () => Math.floor(Date.now() / 1000 / DAY) * DAY
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/** A statement on the shop's own database, where its orders and catalogue live (ADR 036). */
async function sql(shop: Tenant, query: string, ...params: unknown[]) {
  await (await shopDb(shop))
    .prepare(query)
    .bind(...params)
    .run()
}

/** Places an order, then moves it (and its customer) to `daysAgo` days before today. */
async function orderAt(
  tenant: Tenant,
  items: { productId: string; quantity: number }[],
  phone: string,
  daysAgo: number,
) {
  const res = await placeOrder(tenant.store.slug, orderBody(items, { phone }))
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  const order = await readJson<Order>(res)
  await sql(
    tenant,
    'UPDATE orders SET created_at = ? WHERE id = ?',
    todayStart() - daysAgo * DAY + 60,
    order.id,
  )
  return order
}

const stats = async (tenant: { token: string }, query = '') =>
  api('GET', `/api/stats${query}`, { token: tenant.token })

const setStatus = (tenant: Tenant, order: Order, status: string) =>
  api('PATCH', `/api/orders/${order.id}/status`, { token: tenant.token, json: { status } })

/**
 * A shop with a known history: sales (confirmed or later) today (5 000), 3 days ago (3 000),
 * 10 days ago (1 000), 40 days ago (5 000, outside 30 days), an order still "En Cours" and a
 * canceled one today, and another shop's order.
 */
async function knownShop() {
  const tenant = await createTenant()
  const a = await seedProduct(tenant, { name: 'Pagne A', price: '1000', stock: '20' })
  const b = await seedProduct(tenant, { name: 'Sac B', price: '3000', stock: '4' })
  const c = await seedProduct(tenant, { name: 'Savon C', price: '500', stock: '50' })
  const d = await seedProduct(tenant, { name: 'Épuisé D', price: '800', stock: '0' })
  const todays = [
    await orderAt(tenant, [{ productId: a.id, quantity: 2 }], '76000001', 0),
    await orderAt(tenant, [{ productId: b.id, quantity: 1 }], '76000002', 0),
  ]
  const threeDaysAgo = await orderAt(
    tenant,
    [
      { productId: a.id, quantity: 1 },
      { productId: c.id, quantity: 4 },
    ],
    '76000001',
    3,
  )
  const delivered = await orderAt(tenant, [{ productId: c.id, quantity: 2 }], '76000003', 10)
  await orderAt(tenant, [{ productId: a.id, quantity: 5 }], '76000004', 40)
  await sql(
    tenant,
    "UPDATE customers SET created_at = ? WHERE store_id = ? AND phone = '22676000004'",
    todayStart() - 40 * DAY,
    tenant.store.id,
  )
  const canceled = await orderAt(tenant, [{ productId: a.id, quantity: 10 }], '76000005', 0)
  await orderAt(tenant, [{ productId: a.id, quantity: 1 }], '76000001', 0) // stays "En Cours"
  for (const [order, status] of [
    ...[...todays, threeDaysAgo].map((o) => [o, 'confirmed'] as const),
    [delivered, 'delivered'],
    [canceled, 'canceled'],
  ] as const) {
    expect((await setStatus(tenant, order, status)).status).toBe(200)
  }
  const other = await createTenant()
  const foreign = await seedProduct(other, { price: '7000', stock: '1' })
  await orderAt(other, [{ productId: foreign.id, quantity: 1 }], '76000001', 0)
  return { tenant, a, b, c, d }
}

describe('GET /api/stats', () => {
  it('computes sales, statuses, best sellers, low stock and customers from the shop’s orders, 200', async () => {
    const { tenant, a, b, c, d } = await knownShop()
    await sql(
      tenant,
      "INSERT INTO product_variants (id, store_id, product_id, size, color, stock) VALUES ('var_low', ?, ?, 'L', 'Vert', 2)",
      tenant.store.id,
      c.id,
    )
    const res = await stats(tenant, '?days=30')
    expect(res.status).toBe(200)
    const s = await readJson<Stats>(res)
    expect(s).toMatchObject({ currency: 'XOF', timezone: 'Africa/Ouagadougou', days: 30 })
    expect(s.sales).toEqual({
      today: { amount: 5000, count: 2, deliveryFees: 0 },
      last7Days: { amount: 8000, count: 3, deliveryFees: 0 },
      last30Days: { amount: 9000, count: 4, deliveryFees: 0 },
    })
    expect(s.ordersByStatus).toEqual({
      pending: 2,
      confirmed: 3,
      shipped: 0,
      delivered: 1,
      canceled: 1,
      refused: 0,
    })
    expect(s.bestSellers).toEqual([
      { productId: c.id, name: 'Savon C', quantity: 6, revenue: 3000 },
      { productId: a.id, name: 'Pagne A', quantity: 3, revenue: 3000 },
      { productId: b.id, name: 'Sac B', quantity: 1, revenue: 3000 },
    ])
    expect(s.lowStock).toEqual([
      { productId: d.id, variantId: null, name: 'Épuisé D', variant: null, stock: 0 },
      { productId: c.id, variantId: 'var_low', name: 'Savon C', variant: 'L, Vert', stock: 2 },
      { productId: b.id, variantId: null, name: 'Sac B', variant: null, stock: 3 },
    ])
    expect(s.newCustomers.count).toBe(4)
    expect(s.newCustomers.latest).toHaveLength(5)
    expect(s.newCustomers.latest.at(-1)?.firstName).toBe('Fatou')
  })

  it('returns one point per day, zeros included, ending today', async () => {
    const { tenant } = await knownShop()
    const s = await readJson<Stats>(await stats(tenant))
    expect(s.daily).toHaveLength(30)
    const today = todayStart()
    expect(s.daily.at(-1)).toEqual({ date: isoDay(today), amount: 5000, count: 2 })
    expect(s.daily.at(-4)).toEqual({ date: isoDay(today - 3 * DAY), amount: 3000, count: 1 })
    expect(s.daily.at(-11)).toEqual({ date: isoDay(today - 10 * DAY), amount: 1000, count: 1 })
    expect(s.daily[0]?.date).toBe(isoDay(today - 29 * DAY))
    expect(s.daily.reduce((sum, p) => sum + p.amount, 0)).toBe(9000)
    expect(s.daily.filter((p) => p.count === 0)).toHaveLength(27)
  })

  it('narrows the chart and best sellers to ?days=7', async () => {
    const { tenant, a, c } = await knownShop()
    const s = await readJson<Stats>(await stats(tenant, '?days=7'))
    expect(s.daily).toHaveLength(7)
    expect(s.bestSellers.map((b) => [b.productId, b.quantity]).slice(0, 2)).toEqual([
      [c.id, 4],
      [a.id, 3],
    ])
    expect(s.sales.last30Days.amount).toBe(9000)
  })

  it('counts as sales only confirmed, shipped and delivered orders, not those "En Cours"', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '1000', stock: '50' })
    const place = (quantity: number) =>
      orderAt(tenant, [{ productId: product.id, quantity }], uniquePhone(), 0)
    const pending = await place(1)
    for (const [quantity, statuses] of [
      [2, ['confirmed']],
      [3, ['confirmed', 'shipped']],
      [4, ['confirmed', 'shipped', 'delivered']],
      [5, ['canceled']],
    ] as const) {
      const order = await place(quantity)
      for (const status of statuses) {
        expect((await setStatus(tenant, order, status)).status).toBe(200)
      }
    }
    const s = await readJson<Stats>(await stats(tenant))
    expect(pending.status).toBe('pending')
    expect(s.sales.today).toEqual({ amount: 9000, count: 3, deliveryFees: 0 })
    expect(s.daily.at(-1)).toMatchObject({ amount: 9000, count: 3 })
    expect(s.bestSellers).toEqual([
      { productId: product.id, name: product.name, quantity: 9, revenue: 9000 },
    ])
    expect(s.ordersByStatus.pending).toBe(1)
  })

  it('lists a product with variants by its low variants only, never beside them', async () => {
    const tenant = await createTenant()
    const dress = await seedProduct(tenant, {
      name: 'Robe wax',
      variants: [
        { size: 'M', color: 'Bleu', stock: '1' },
        { size: 'L', color: 'Bleu', stock: '3' },
      ],
    })
    expect(dress.stock).toBe(4) // low itself: the sum of its variants
    const soap = await seedProduct(tenant, { name: 'Savon', stock: '2' })
    await seedProduct(tenant, { name: 'Pagne', stock: '30' })
    const s = await readJson<Stats>(await stats(tenant))
    const [m, l] = [...(dress.variants ?? [])].sort((x, y) => x.stock - y.stock)
    expect(s.lowStock).toEqual([
      { productId: dress.id, variantId: m?.id, name: 'Robe wax', variant: 'M, Bleu', stock: 1 },
      { productId: soap.id, variantId: null, name: 'Savon', variant: null, stock: 2 },
      { productId: dress.id, variantId: l?.id, name: 'Robe wax', variant: 'L, Bleu', stock: 3 },
    ])
  })

  it('answers zeros and empty lists for a shop without orders', async () => {
    const tenant = await createTenant()
    const s = await readJson<Stats>(await stats(tenant))
    expect(s.sales.last30Days).toEqual({ amount: 0, count: 0, deliveryFees: 0 })
    expect(s.bestSellers).toEqual([])
    expect(s.lowStock).toEqual([])
    expect(s.newCustomers).toEqual({ count: 0, latest: [] })
    expect(s.daily.every((p) => p.amount === 0 && p.count === 0)).toBe(true)
  })

  it.each(['0', '366', 'abc', '1.5'])('returns 422 for days=%s', async (days) => {
    const tenant = await createTenant()
    const res = await stats(tenant, `?days=${days}`)
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues?.[0]?.path).toBe('days')
  })

  it('returns 401 without a token and 403 with an admin token', async () => {
    expect((await api('GET', '/api/stats')).status).toBe(401)
    const admin = await createAdmin()
    expect((await stats(admin)).status).toBe(403)
  })
})
