import { describe, expect, it } from 'vitest'
import { orderAwaitingPayment } from '#tests/helpers/order-payments.ts'
import { settleInSandbox } from '#tests/helpers/payments.ts'
import { api, createTenant, readJson, setupWorker, shopDb } from '#tests/helpers/worker.ts'
import type { Stats } from '#worker/schemas/stats.ts'

setupWorker()

const DAY = 86_400

const stats = async (tenant: { token: string }) =>
  readJson<Stats>(await api('GET', '/api/stats', { token: tenant.token }))

const confirm = (tenant: { token: string }, orderId: string, paymentId: string) =>
  api('POST', `/api/orders/${orderId}/payments/${paymentId}/decision`, {
    token: tenant.token,
    json: { decision: 'confirm' },
  })

/** Sales count orders the merchant confirmed (issue 15), whether or not they are paid. */
const confirmOrder = async (tenant: { token: string }, orderId: string) =>
  expect(
    (
      await api('PATCH', `/api/orders/${orderId}/status`, {
        token: tenant.token,
        json: { status: 'confirmed' },
      })
    ).status,
  ).toBe(200)

describe('GET /api/stats (paid and ordered revenue)', () => {
  it('counts confirmed orders as sales, paid or not, and only the paid ones as paid revenue, by the day they were paid', async () => {
    const tenant = await createTenant()
    const paid = await orderAwaitingPayment(tenant, { price: '4000' })
    const unpaid = await orderAwaitingPayment(tenant, { price: '1500' })
    // Placed 3 days ago, paid today: yesterday's order, today's money.
    const late = await orderAwaitingPayment(tenant, { price: '700' })
    for (const { order } of [paid, unpaid, late]) await confirmOrder(tenant, order.id)
    await (await shopDb(tenant))
      .prepare('UPDATE orders SET created_at = unixepoch() - ? WHERE id = ?')
      .bind(3 * DAY, late.order.id)
      .run()
    expect((await confirm(tenant, paid.order.id, paid.paymentId)).status).toBe(200)
    expect((await confirm(tenant, late.order.id, late.paymentId)).status).toBe(200)

    const s = await stats(tenant)
    expect(s.sales.today).toEqual({ amount: 5500, count: 2, deliveryFees: 0 })
    expect(s.sales.last7Days).toEqual({ amount: 6200, count: 3, deliveryFees: 0 })
    expect(s.paidSales).toEqual({
      today: { amount: 4700, count: 2, deliveryFees: 0 },
      last7Days: { amount: 4700, count: 2, deliveryFees: 0 },
      last30Days: { amount: 4700, count: 2, deliveryFees: 0 },
    })
  })

  it('no longer counts a refunded order as paid revenue', async () => {
    const tenant = await createTenant()
    const { order, paymentId } = await orderAwaitingPayment(tenant, { price: '3000' })
    await confirmOrder(tenant, order.id)
    await confirm(tenant, order.id, paymentId)
    expect((await stats(tenant)).paidSales.today).toEqual({
      amount: 3000,
      count: 1,
      deliveryFees: 0,
    })
    await api('POST', `/api/orders/${order.id}/refund`, { token: tenant.token })
    const s = await stats(tenant)
    expect(s.paidSales.today).toEqual({ amount: 0, count: 0, deliveryFees: 0 })
    expect(s.sales.today).toEqual({ amount: 3000, count: 1, deliveryFees: 0 })
  })

  it('counts a paid online order the merchant has not confirmed yet as a sale: the sales figure agrees with Encaissé, and the CSV says « Vente : Oui »', async () => {
    const tenant = await createTenant()
    const online = await orderAwaitingPayment(tenant, { method: 'online', price: '38000' })
    // Ordered, not paid: neither a sale nor money.
    const waiting = await orderAwaitingPayment(tenant, { price: '900' })
    await settleInSandbox('fedapay', online.reference!, 'pay')
    const paidOrder = await readJson<{ status: string; paymentStatus: string }>(
      await api('GET', `/api/orders/${online.order.id}`, { token: tenant.token }),
    )
    expect(paidOrder).toMatchObject({ status: 'pending', paymentStatus: 'paid' })

    const s = await stats(tenant)
    expect(s.sales.today).toEqual({ amount: 38000, count: 1, deliveryFees: 0 })
    expect(s.paidSales.today).toEqual(s.sales.today)
    expect(s.daily.at(-1)).toMatchObject({ amount: 38000, count: 1 })
    expect(s.bestSellers.map((b) => b.quantity)).toEqual([1])

    const csv = await (await api('GET', '/api/orders/export', { token: tenant.token })).text()
    const [header, ...lines] = csv.replace('\uFEFF', '').trim().split('\r\n')
    const column = header?.split(';').indexOf('"Vente"') ?? -1
    expect(column).toBeGreaterThan(0)
    const saleOf = (number: string) =>
      lines.find((l) => l.startsWith(`"${number}"`))?.split(';')[column]
    expect(saleOf(online.order.number)).toBe('"Oui"')
    expect(saleOf(waiting.order.number)).toBe('"Non"')
  })
})
