import { describe, expect, it } from 'vitest'
import { closeRun, courierRunWith, pressOutcome } from '#tests/helpers/couriers.ts'
import { cookieJar, getPage } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  productRow,
  readError,
  readJson,
  rowOf,
  rowsOf,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { courierMsg } from '#worker/schemas/couriers.ts'
import type { Order, OrderReceipt } from '#worker/schemas/orders.ts'
import { orderMsg } from '#worker/schemas/orders.ts'

setupWorker()

/** A shop, a pagne at 7 500 F with 10 in stock, and one cash-on-delivery order of `quantity`. */
async function shopWithOrder(quantity = 2) {
  const shop = await createTenant()
  const pagne = await seedProduct(shop, { name: 'Pagne wax', price: '7500', stock: '10' })
  const res = await placeOrder(shop.store.slug, orderBody([{ productId: pagne.id, quantity }]))
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  const order = await readJson<OrderReceipt>(res)
  const run = await courierRunWith(shop, [order.id], { name: 'Moussa Ouédraogo' })
  const deliveryId = run.deliveries[order.id]!
  return { shop, pagne, order, run, deliveryId }
}

const orderOf = async (shop: Tenant, id: string) =>
  readJson<Order>(await api('GET', `/api/orders/${id}`, { token: shop.token }))

const cashPayments = (shop: Tenant, orderId: string) =>
  rowsOf<{ id: string; status: string; amount: number; method: string; confirmed_by: string }>(
    shop,
    "SELECT id, status, amount, method, confirmed_by FROM payments WHERE order_id = ? AND method = 'cash'",
    orderId,
  )

const deliveryRow = (shop: Tenant, id: string) =>
  rowOf<{ outcome: string | null; cash_collected: number; recorded_by: string | null }>(
    shop,
    'SELECT outcome, cash_collected, recorded_by FROM deliveries WHERE id = ?',
    id,
  )

const doorOutcome = (shop: Tenant, orderId: string, outcome: string) =>
  api('POST', `/api/orders/${orderId}/door-outcome`, { token: shop.token, json: { outcome } })

describe('the door: "Livré – encaissé"', () => {
  it('records one paid cash payment of what was left to pay: the order paid and delivered, the history names the courier, the shopper gets the receipt', async () => {
    const { shop, order, run, deliveryId } = await shopWithOrder()
    const res = await pressOutcome(run, deliveryId, 'delivered_cash')
    expect(res.status).toBe(303)
    expect(await cashPayments(shop, order.id)).toEqual([
      expect.objectContaining({ status: 'paid', amount: 15_000, confirmed_by: 'courier' }),
    ])
    const after = await orderOf(shop, order.id)
    expect(after).toMatchObject({ status: 'delivered', paymentStatus: 'paid' })
    expect(after.events!.at(-1)).toMatchObject({
      status: 'delivered',
      message: 'Livré – encaissé',
      actor: 'courier',
      actorName: 'Moussa Ouédraogo',
    })
    expect(await deliveryRow(shop, deliveryId)).toEqual({
      outcome: 'delivered_cash',
      cash_collected: 15_000,
      recorded_by: 'courier',
    })
    const receipts = await rowsOf(
      shop,
      "SELECT id FROM outbox WHERE related_id = ? AND template = 'payment-receipt'",
      order.id,
    )
    expect(receipts).toHaveLength(1)
  })

  it('records one payment when the button is pressed twice, then four times at once', async () => {
    const { shop, order, run, deliveryId } = await shopWithOrder()
    const first = await pressOutcome(run, deliveryId, 'delivered_cash')
    const second = await pressOutcome(run, deliveryId, 'delivered_cash')
    expect([first.status, second.status]).toEqual([303, 303])
    expect(await cashPayments(shop, order.id)).toHaveLength(1)

    const other = await shopWithOrder()
    const all = await Promise.all(
      Array.from({ length: 4 }, () => pressOutcome(other.run, other.deliveryId, 'delivered_cash')),
    )
    expect(all.map((r) => r.status)).toEqual([303, 303, 303, 303])
    expect(await cashPayments(other.shop, other.order.id)).toEqual([
      expect.objectContaining({ status: 'paid', amount: 15_000 }),
    ])
    const events = (await orderOf(other.shop, other.order.id)).events!
    expect(events.filter((e) => e.actor === 'courier')).toHaveLength(1)
  })

  it('answers the double tap as a success on the page, and another outcome after it with the French refusal', async () => {
    const { run, deliveryId, order } = await shopWithOrder()
    await pressOutcome(run, deliveryId, 'delivered_cash')
    const jar = cookieJar()
    jar.take(await pressOutcome(run, deliveryId, 'delivered_cash'))
    expect(await (await getPage(run.page, jar.header())).text()).toContain(
      `Commande ${order.number} : Livré – encaissé.`,
    )
    jar.take(await pressOutcome(run, deliveryId, 'refused'))
    expect(await (await getPage(run.page, jar.header())).text()).toContain(
      courierMsg.outcomeRecorded,
    )
  })
})

describe('the door: "Livré – déjà payé", "Refusé", "Absent"', () => {
  it('delivers a paid order without any payment', async () => {
    const { shop, order, run, deliveryId } = await shopWithOrder()
    expect((await pressOutcome(run, deliveryId, 'delivered_paid')).status).toBe(303)
    expect(await orderOf(shop, order.id)).toMatchObject({ status: 'delivered' })
    expect(await cashPayments(shop, order.id)).toEqual([])
  })

  it('gives the stock back once when refused twice, and the order is "Refusée", final', async () => {
    const { shop, pagne, order, run, deliveryId } = await shopWithOrder(3)
    expect((await productRow(pagne.id))?.stock).toBe(7)
    await pressOutcome(run, deliveryId, 'refused')
    await pressOutcome(run, deliveryId, 'refused')
    await Promise.all([
      pressOutcome(run, deliveryId, 'refused'),
      doorOutcome(shop, order.id, 'refused'),
    ])
    expect((await productRow(pagne.id))?.stock).toBe(10)
    const after = await orderOf(shop, order.id)
    expect(after.status).toBe('refused')
    expect(after.events!.at(-1)).toMatchObject({
      status: 'refused',
      message: 'Refusé par le client',
    })
    // Final, like a cancellation: the merchant's status form cannot move it.
    const moved = await api('PATCH', `/api/orders/${order.id}/status`, {
      token: shop.token,
      json: { status: 'confirmed' },
    })
    expect(moved.status).toBe(409)
    expect((await readError(moved)).error.message).toBe(orderMsg.refusedFinal)
    // Not money spent: the customer's "total dépensé" leaves it out, as a cancellation.
    const customer = await readJson<{ totalSpent: number; orderCount: number }>(
      await api('GET', `/api/customers/${after.customerId}`, { token: shop.token }),
    )
    expect(customer).toMatchObject({ orderCount: 1, totalSpent: 0 })
    // The tracking page says it.
    const tracking = await (
      await getPage(`/${shop.store.slug}/orders/${order.trackingToken}`)
    ).text()
    expect(tracking).toContain('Refusée')
  })

  it('keeps an absent order open with reschedule_at set, and queues the shopper’s "delivery-absent" template', async () => {
    const { shop, order, run, deliveryId } = await shopWithOrder()
    expect((await pressOutcome(run, deliveryId, 'absent')).status).toBe(303)
    const row = await rowOf<{ status: string; reschedule_at: number | null }>(
      shop,
      'SELECT status, reschedule_at FROM orders WHERE id = ?',
      order.id,
    )
    expect(row?.status).toBe('pending')
    expect(row?.reschedule_at).toBeGreaterThan(0)
    const messages = await rowsOf<{ recipient: string; channel: string }>(
      shop,
      "SELECT recipient, channel FROM outbox WHERE related_id = ? AND template = 'delivery-absent'",
      order.id,
    )
    expect(messages).toEqual([{ recipient: order.phone, channel: 'whatsapp' }])
  })
})

describe('what the link cannot do', () => {
  it('answers 404 to a delivery of another run or another shop posted with this link, and writes nothing', async () => {
    const a = await shopWithOrder()
    const sameShop = await courierRunWith(a.shop, [])
    const b = await shopWithOrder()
    for (const [run, deliveryId] of [
      [sameShop, a.deliveryId],
      [a.run, b.deliveryId],
    ] as const) {
      const res = await pressOutcome(run, deliveryId, 'refused')
      expect(res.status).toBe(404)
      expect(await res.text()).toContain(courierMsg.notOnRun)
    }
    expect((await deliveryRow(a.shop, a.deliveryId))?.outcome).toBeNull()
    expect((await deliveryRow(b.shop, b.deliveryId))?.outcome).toBeNull()
    expect((await orderOf(b.shop, b.order.id)).status).toBe('pending')
  })

  it('records nothing once the day is closed: 409 with the French reason (API), the reason on the page (link)', async () => {
    const { shop, order, run, deliveryId } = await shopWithOrder()
    await closeRun(shop, run)
    const res = await doorOutcome(shop, order.id, 'delivered_cash')
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(courierMsg.dayClosed)
    const jar = cookieJar()
    expect(jar.take(await pressOutcome(run, deliveryId, 'delivered_cash')).status).toBe(303)
    expect(await (await getPage(run.page, jar.header())).text()).toContain(courierMsg.dayClosed)
    expect((await deliveryRow(shop, deliveryId))?.outcome).toBeNull()
    expect(await cashPayments(shop, order.id)).toEqual([])
  })

  it('refuses a form posted from another site (403), writing nothing', async () => {
    const { shop, run, deliveryId } = await shopWithOrder()
    const res = await api('POST', `${run.page}/${deliveryId}`, {
      body: 'outcome=refused',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
    })
    expect(res.status).toBe(403)
    expect((await deliveryRow(shop, deliveryId))?.outcome).toBeNull()
  })
})

describe('POST /api/orders/:id/door-outcome: the merchant records it', () => {
  it('records the outcome of the order’s open delivery, in the merchant’s name', async () => {
    const { shop, order, deliveryId } = await shopWithOrder()
    const res = await doorOutcome(shop, order.id, 'delivered_cash')
    expect(res.status).toBe(200)
    const after = await readJson<Order>(res)
    expect(after).toMatchObject({ status: 'delivered', paymentStatus: 'paid' })
    expect(after.events!.at(-1)).toMatchObject({ actor: 'merchant', actorName: null })
    expect(await deliveryRow(shop, deliveryId)).toMatchObject({ recorded_by: 'merchant' })
    // The same again is a success that changes nothing; another outcome is a 409.
    expect((await doorOutcome(shop, order.id, 'delivered_cash')).status).toBe(200)
    expect(await cashPayments(shop, order.id)).toHaveLength(1)
    const other = await doorOutcome(shop, order.id, 'absent')
    expect(other.status).toBe(409)
    expect((await readError(other)).error.message).toBe(courierMsg.outcomeRecorded)
  })

  it('shows who holds the parcel on the order, and answers 404 in French for an order no courier holds', async () => {
    const { shop, order, deliveryId } = await shopWithOrder()
    const held = await readJson<Order>(
      await api('GET', `/api/orders/${order.id}`, { token: shop.token }),
    )
    expect(held.courier).toMatchObject({
      deliveryId,
      courierName: 'Moussa Ouédraogo',
      outcome: null,
      cashCollected: 0,
    })
    const pagne = await seedProduct(shop, { price: '1000', stock: '5' })
    const loose = await readJson<Order>(
      await placeOrder(shop.store.slug, orderBody([{ productId: pagne.id, quantity: 1 }])),
    )
    const res = await doorOutcome(shop, loose.id, 'refused')
    expect(res.status).toBe(404)
    expect((await readError(res)).error.message).toBe(courierMsg.noDelivery)
    const none = await api('GET', `/api/orders/${loose.id}`, { token: shop.token })
    expect((await readJson<Order>(none)).courier).toBeNull()
  })

  it('refuses an unknown outcome (422), and `refused` in the status form (only the door sets it)', async () => {
    const { shop, order } = await shopWithOrder()
    expect((await doorOutcome(shop, order.id, 'perdu')).status).toBe(422)
    const res = await api('PATCH', `/api/orders/${order.id}/status`, {
      token: shop.token,
      json: { status: 'refused' },
    })
    expect(res.status).toBe(422)
  })
})
