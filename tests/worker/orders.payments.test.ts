import { describe, expect, it } from 'vitest'
import { orderAwaitingPayment } from '#tests/helpers/order-payments.ts'
import { createVerifiedTenant, leaves, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createTenant,
  issuesOf,
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
import { orderMsg } from '#worker/schemas/orders.ts'
import { paymentMsg } from '#worker/schemas/payments.ts'

setupWorker()

const decide = (
  tenant: { token: string },
  orderId: string,
  paymentId: string,
  decision: 'confirm' | 'reject',
) =>
  api('POST', `/api/orders/${orderId}/payments/${paymentId}/decision`, {
    token: tenant.token,
    json: { decision },
  })

const detail = async (tenant: { token: string }, id: string) =>
  readJson<Order>(await api('GET', `/api/orders/${id}`, { token: tenant.token }))

async function paymentRows(shop: Tenant, orderId: string) {
  const { results } = await (await shopDb(shop))
    .prepare('SELECT status, confirmed_by FROM payments WHERE order_id = ?')
    .bind(orderId)
    .all<{ status: string; confirmed_by: string | null }>()
  return results
}

/** The messages the shopper of this order was sent with `template`, and whether they leave. */
async function toShopper(storeId: string, phone: string, template: string) {
  return (await outboxOfShop(storeId, template)).filter((m) => m.recipient === phone)
}

describe('GET /api/orders/:id (payment)', () => {
  it('carries the payment status, method, dates and attempts, without any key or link, 200', async () => {
    const tenant = await createTenant()
    const { order, paymentId, reference, keys } = await orderAwaitingPayment(tenant, {
      method: 'online',
    })
    const { checkout_url: checkoutUrl } = (await (
      await shopDb(tenant)
    )
      .prepare('SELECT checkout_url FROM payments WHERE id = ?')
      .bind(paymentId)
      .first<{ checkout_url: string }>())!
    const res = await api('GET', `/api/orders/${order.id}`, { token: tenant.token })
    expect(res.status).toBe(200)
    const text = await res.text()
    const o = JSON.parse(text) as Order
    expect(o).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'pending',
      paidAt: null,
      paidAfterExpiryAt: null,
    })
    expect(o.paymentDueAt).toEqual(expect.any(String))
    expect(o.payments).toHaveLength(1)
    expect(Object.keys(o.payments![0]!).sort()).toEqual(
      [
        'amount',
        'confirmedAt',
        'confirmedBy',
        'confirmedByName',
        'createdAt',
        'currency',
        'id',
        'method',
        'providerRef',
        'rawStatus',
        'status',
      ].sort(),
    )
    expect(o.payments![0]).toMatchObject({
      id: paymentId,
      method: 'fedapay',
      providerRef: reference,
      amount: 2500,
      currency: 'XOF',
      status: 'pending',
    })
    expect(checkoutUrl).toBeTruthy()
    for (const secret of [checkoutUrl, keys!.secretKey, keys!.webhookSecret])
      expect(text).not.toContain(secret)
  })

  it('lists orders with their payment status but not their attempts; cash on delivery is unpaid', async () => {
    const tenant = await createTenant()
    const awaiting = await orderAwaitingPayment(tenant)
    const product = await seedProduct(tenant)
    const cash = await readJson<Order>(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 1 }])),
    )
    const list = await readJson<{ items: Order[] }>(
      await api('GET', '/api/orders', { token: tenant.token }),
    )
    const byId = new Map(list.items.map((o) => [o.id, o]))
    expect(byId.get(awaiting.order.id)).toMatchObject({ paymentStatus: 'pending' })
    expect(byId.get(cash.id)).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
    })
    expect(list.items.some((o) => 'payments' in o)).toBe(false)
    expect((await detail(tenant, cash.id)).payments).toEqual([])
  })
})

describe('GET /api/orders?paymentStatus=', () => {
  it('lists only the orders with that payment status, 200', async () => {
    const tenant = await createTenant()
    const awaiting = await orderAwaitingPayment(tenant)
    const paid = await orderAwaitingPayment(tenant)
    expect((await decide(tenant, paid.order.id, paid.paymentId, 'confirm')).status).toBe(200)
    const list = async (q: string) =>
      (
        await readJson<{ items: Order[]; total: number }>(
          await api('GET', `/api/orders?paymentStatus=${q}`, { token: tenant.token }),
        )
      ).items.map((o) => o.id)
    expect(await list('paid')).toEqual([paid.order.id])
    expect(await list('pending')).toEqual([awaiting.order.id])
    expect(await list('unpaid')).toEqual([])
  })

  it('answers 422 with a French message for an unknown payment status', async () => {
    const tenant = await createTenant()
    const res = await api('GET', '/api/orders?paymentStatus=payee', { token: tenant.token })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ paymentStatus: orderMsg.invalidPaymentStatus })
  })
})

describe('GET /api/orders/export (payment)', () => {
  it('has a Paiement column with the French label, and follows ?paymentStatus', async () => {
    const tenant = await createTenant()
    const paid = await orderAwaitingPayment(tenant)
    await orderAwaitingPayment(tenant)
    await decide(tenant, paid.order.id, paid.paymentId, 'confirm')
    const csv = async (q = '') =>
      (await (await api('GET', `/api/orders/export${q}`, { token: tenant.token })).text())
        .replace('\uFEFF', '')
        .trim()
        .split('\r\n')
    const all = await csv()
    expect(all[0]).toMatch(
      /^"Numéro";"Date \(heure d’Ouagadougou, UTC\+0\)";"Statut";"Paiement";"Mode de paiement";"Prénom"/,
    )
    expect(
      all
        .slice(1)
        .map((l) => l.split(';')[3])
        .sort(),
    ).toEqual(['"Paiement en attente"', '"Payée"'])
    const onlyPaid = await csv('?paymentStatus=paid')
    expect(onlyPaid).toHaveLength(2)
    expect(onlyPaid[1]).toContain(paid.order.number)
  })
})

describe('POST /api/orders/:id/payments/:paymentId/decision', () => {
  it('confirms a transfer: the order is paid and the shopper gets a receipt, 200', async () => {
    const tenant = await createVerifiedTenant()
    const { order, paymentId, shopperPhone } = await orderAwaitingPayment(tenant)
    const res = await decide(tenant, order.id, paymentId, 'confirm')
    expect(res.status).toBe(200)
    const text = await res.text()
    const o = JSON.parse(text) as Order
    expect(o).toMatchObject({ paymentStatus: 'paid', paidAt: expect.any(String) })
    // The ledger's settlement token guards the payment's side effects: it never leaves the worker.
    const { settlement_id: settlement } = (await (
      await shopDb(tenant)
    )
      .prepare('SELECT settlement_id FROM payments WHERE id = ?')
      .bind(paymentId)
      .first<{ settlement_id: string }>())!
    expect(settlement).toBeTruthy()
    expect(text).not.toContain(settlement)
    expect(o.payments?.[0]).toMatchObject({ status: 'paid', confirmedBy: 'merchant' })
    const receipts = await toShopper(tenant.store.id, shopperPhone, 'payment-receipt')
    expect(receipts).toHaveLength(1)
    expect(receipts.every(leaves)).toBe(true)
  })

  it('rejects a transfer ("Référence introuvable"): the shopper is told, the order is not paid, 200', async () => {
    const tenant = await createVerifiedTenant()
    const { order, paymentId, shopperPhone } = await orderAwaitingPayment(tenant)
    const res = await decide(tenant, order.id, paymentId, 'reject')
    expect(res.status).toBe(200)
    const o = await readJson<Order>(res)
    expect(o.paymentStatus).not.toBe('paid')
    expect(o.paidAt).toBeNull()
    expect(o.payments?.[0]).toMatchObject({ status: 'rejected', confirmedBy: 'merchant' })
    const told = await toShopper(tenant.store.id, shopperPhone, 'payment-rejected')
    expect(told).toHaveLength(1)
    expect(told.every(leaves)).toBe(true)
    expect(await toShopper(tenant.store.id, shopperPhone, 'payment-receipt')).toEqual([])
  })

  it('answers 409 to a second decision, in a row or at once, and keeps exactly one paid payment', async () => {
    const tenant = await createVerifiedTenant()
    const { order, paymentId, shopperPhone } = await orderAwaitingPayment(tenant)
    const statuses = (
      await Promise.all([
        decide(tenant, order.id, paymentId, 'confirm'),
        decide(tenant, order.id, paymentId, 'confirm'),
      ])
    ).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 409])
    const again = await decide(tenant, order.id, paymentId, 'reject')
    expect(again.status).toBe(409)
    expect((await readError(again)).error.message).toBe(paymentMsg.notAwaitingDecision)
    expect(await paymentRows(tenant, order.id)).toEqual([
      { status: 'paid', confirmed_by: 'merchant' },
    ])
    expect(await toShopper(tenant.store.id, shopperPhone, 'payment-receipt')).toHaveLength(1)
    expect((await detail(tenant, order.id)).paymentStatus).toBe('paid')
  })

  it('answers 409 for a payment that is not a transfer awaiting a decision', async () => {
    const tenant = await createTenant()
    const { order, paymentId } = await orderAwaitingPayment(tenant, { method: 'online' })
    const res = await decide(tenant, order.id, paymentId, 'confirm')
    expect(res.status).toBe(409)
    expect(await paymentRows(tenant, order.id)).toEqual([{ status: 'pending', confirmed_by: null }])
  })

  it("answers 404 for another shop's order or payment, and leaves it pending", async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const theirs = await orderAwaitingPayment(a)
    const mine = await orderAwaitingPayment(b)
    for (const [orderId, paymentId] of [
      [theirs.order.id, theirs.paymentId],
      [mine.order.id, theirs.paymentId],
      [theirs.order.id, mine.paymentId],
    ] as const) {
      const res = await decide(b, orderId, paymentId, 'confirm')
      expect(res.status, `${orderId}/${paymentId}`).toBe(404)
      expect((await readError(res)).error.code).toBe('NOT_FOUND')
    }
    expect(await paymentRows(a, theirs.order.id)).toEqual([
      { status: 'pending', confirmed_by: null },
    ])
    expect((await detail(a, theirs.order.id)).paymentStatus).toBe('pending')
  })

  it('answers 422 for a decision that is neither confirm nor reject', async () => {
    const tenant = await createTenant()
    const { order, paymentId } = await orderAwaitingPayment(tenant)
    const res = await api('POST', `/api/orders/${order.id}/payments/${paymentId}/decision`, {
      token: tenant.token,
      json: { decision: 'maybe' },
    })
    expect(res.status).toBe(422)
    expect(Object.keys(await issuesOf(res))).toEqual(['decision'])
  })
})

describe('POST /api/orders/:id/refund', () => {
  it('records the refund of a paid order, then answers 409 to a second one', async () => {
    const tenant = await createTenant()
    const { order, paymentId } = await orderAwaitingPayment(tenant)
    await decide(tenant, order.id, paymentId, 'confirm')
    const res = await api('POST', `/api/orders/${order.id}/refund`, { token: tenant.token })
    expect(res.status).toBe(200)
    const o = await readJson<Order>(res)
    expect(o.paymentStatus).toBe('refunded')
    expect(o.payments?.[0]).toMatchObject({ status: 'refunded', confirmedBy: 'merchant' })
    const again = await api('POST', `/api/orders/${order.id}/refund`, { token: tenant.token })
    expect(again.status).toBe(409)
    expect((await readError(again)).error.message).toBe(paymentMsg.refundOnlyPaid)
  })

  it('answers 409 for an order that is not paid, and 404 for another shop’s order', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const { order, paymentId } = await orderAwaitingPayment(a)
    const unpaid = await api('POST', `/api/orders/${order.id}/refund`, { token: a.token })
    expect(unpaid.status).toBe(409)
    expect((await readError(unpaid)).error.message).toBe(paymentMsg.refundOnlyPaid)
    await decide(a, order.id, paymentId, 'confirm')
    const foreign = await api('POST', `/api/orders/${order.id}/refund`, { token: b.token })
    expect(foreign.status).toBe(404)
    expect((await detail(a, order.id)).paymentStatus).toBe('paid')
  })
})
