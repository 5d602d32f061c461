import { describe, expect, it } from 'vitest'
import {
  assign,
  orderOf,
  runsOf,
  seedAssign,
  seedCourier,
  seedOrders,
  setOrderColumn,
} from '#tests/helpers/courier-api.ts'
import { seedZone, setDelivery } from '#tests/helpers/delivery.ts'
import { createVerifiedTenant, leaves, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  readError,
  readJson,
  rowsOf,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { courierMsg } from '#worker/schemas/couriers.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { orderMsg } from '#worker/schemas/orders.ts'
import { localDay } from '#worker/schemas/shop-clock.ts'

setupWorker()

const today = () => localDay(new Date(), 'Africa/Ouagadougou')
const dayLabel = (day: string) => day.split('-').reverse().join('/')
const LINK = /^https:\/\/[^/]+\/[a-z0-9-]+\/livraison\/[\w-]{20,}$/

const errorOf = async (res: Parameters<typeof readError>[0]) => (await readError(res)).error.message

describe('POST /api/couriers/:id/assign', () => {
  it('hands one order to today’s run: shipped, the history names the courier and the day, the detail shows the courier', async () => {
    const t = await createTenant()
    const courier = await seedCourier(t, { name: 'Moussa', feePerDrop: '1 000' })
    const [orderId] = await seedOrders(t, 1)
    const res = await assign(t, courier.id, [orderId!])
    expect(res.status).toBe(200)
    const run = await readJson(res)
    expect(run).toMatchObject({
      day: today(),
      courierId: courier.id,
      courierName: 'Moussa',
      linkState: 'active',
      parcels: [{ orderId, customerName: 'Fatou Diallo', outcome: null }],
    })
    expect(run.link).toMatch(LINK)
    const order = await orderOf(t, orderId!)
    expect(order.status).toBe('shipped')
    expect(order.courier).toMatchObject({
      courierId: courier.id,
      courierName: 'Moussa',
      runId: run.id,
      day: today(),
      outcome: null,
    })
    expect(order.events!.at(-1)).toMatchObject({
      status: 'shipped',
      actor: 'merchant',
      message: `Confiée à Moussa (tournée du ${dayLabel(today())})`,
    })
    // The courier's fee and the order's currency are copied onto the parcel (ADR 052).
    const [delivery] = await rowsOf<Record<string, unknown>>(
      t,
      'SELECT fee, currency, day, run_id FROM deliveries WHERE order_id = ?',
      orderId,
    )
    expect(delivery).toEqual({ fee: 1000, currency: 'XOF', day: today(), run_id: run.id })
  })

  it('hands a batch ("Tournée du jour") to one run, and the courier gets ONE WhatsApp template message with the count and the link', async () => {
    const t = await createVerifiedTenant()
    const courier = await seedCourier(t, { name: 'Moussa', phone: '70112233' })
    const ids = await seedOrders(t, 3)
    const run = await seedAssign(t, courier.id, ids)
    expect(run.parcels.map((p) => p.orderId)).toEqual(ids)
    expect(await runsOf(t)).toEqual([run])
    const sent = await outboxOfShop(t.store.id, 'courier-run-link')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ channel: 'whatsapp', recipient: '22670112233' })
    expect(leaves(sent[0]!)).toBe(true)
    expect(sent[0]!.body).toContain(`vous confie 3 colis`)
    expect(sent[0]!.body).toContain(run.link!)
    const [params] = await rowsOf<{ params: string }>(
      t,
      "SELECT params FROM outbox WHERE template = 'courier-run-link'",
    )
    expect(JSON.parse(params!.params)).toEqual([
      t.store.name,
      '3 colis',
      run.day.split('-').reverse().join('/'),
      run.link,
    ])
  })

  it('adds later orders to the same run and counts its parcels in the new message; handing an order again changes nothing', async () => {
    const t = await createVerifiedTenant()
    const courier = await seedCourier(t)
    const [first, second] = await seedOrders(t, 2)
    const morning = await seedAssign(t, courier.id, [first!])
    const noon = await seedAssign(t, courier.id, [first!, second!])
    expect(noon.id).toBe(morning.id)
    expect(noon.link).toBe(morning.link)
    expect(noon.parcels.map((p) => p.orderId)).toEqual([first, second])
    const sent = await outboxOfShop(t.store.id, 'courier-run-link')
    expect(sent.map((m) => /vous confie (\d+) colis/.exec(m.body)?.[1])).toEqual(['1', '2'])
    const again = await seedAssign(t, courier.id, [first!])
    expect(again).toEqual(noon)
    expect(await outboxOfShop(t.store.id, 'courier-run-link')).toHaveLength(2)
    expect(
      (await orderOf(t, first!)).events!.filter((e) => e.message?.startsWith('Confiée')),
    ).toHaveLength(1)
  })

  it('moves an order handed to another courier: one open parcel, on the new run', async () => {
    const t = await createTenant()
    const [moussa, awa] = [
      await seedCourier(t, { name: 'Moussa' }),
      await seedCourier(t, { name: 'Awa' }),
    ]
    const [orderId] = await seedOrders(t, 1)
    const before = await seedAssign(t, moussa.id, [orderId!])
    const after = await seedAssign(t, awa.id, [orderId!])
    const runs = await runsOf(t)
    expect(runs.find((r) => r.id === before.id)!.parcels).toEqual([])
    expect(runs.find((r) => r.id === after.id)!.parcels.map((p) => p.orderId)).toEqual([orderId])
    const open = await rowsOf(t, 'SELECT run_id FROM deliveries WHERE order_id = ?', orderId)
    expect(open).toEqual([{ run_id: after.id }])
    const order = await orderOf(t, orderId!)
    expect(order.courier).toMatchObject({ courierName: 'Awa', runId: after.id })
    expect(order.events!.map((e) => e.message).filter(Boolean)).toEqual([
      `Confiée à Moussa (tournée du ${dayLabel(today())})`,
      `Confiée à Awa (tournée du ${dayLabel(today())})`,
    ])
  })

  it('refuses a delivered, canceled or refused order with its number (422), and the rest of the batch is not handed either', async () => {
    const t = await createTenant()
    const courier = await seedCourier(t)
    const [good, delivered, canceled, refused] = await seedOrders(t, 4)
    await setOrderColumn(t, delivered!, "status = 'delivered'")
    await setOrderColumn(t, canceled!, "status = 'canceled'")
    await setOrderColumn(t, refused!, "status = 'refused'")
    for (const closed of [delivered!, canceled!, refused!]) {
      const res = await assign(t, courier.id, [good!, closed])
      expect(res.status).toBe(422)
      const { number } = await orderOf(t, closed)
      expect(await errorOf(res)).toBe(courierMsg.orderClosed(number))
    }
    expect((await orderOf(t, good!)).status).toBe('pending')
    expect(await runsOf(t)).toEqual([])
  })

  it('refuses a pickup order and an "other zone" order whose fee is still unknown, 422 naming the order', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { price: '5000', stock: '10' })
    await seedZone(t, { name: 'Ouaga 2000', fee: '1500' })
    await setDelivery(t, { pickupEnabled: true, pickupAddress: 'Marché', otherZoneEnabled: true })
    const place = async (delivery: string) =>
      readJson<Order>(
        await placeOrder(
          t.store.slug,
          orderBody([{ productId: product.id, quantity: 1 }], { delivery }),
        ),
      )
    const [pickup, other] = [await place('pickup'), await place('other')]
    const courier = await seedCourier(t)
    const refusedPickup = await assign(t, courier.id, [pickup.id])
    expect(refusedPickup.status).toBe(422)
    expect(await errorOf(refusedPickup)).toBe(courierMsg.pickupOrder(pickup.number))
    const refusedOther = await assign(t, courier.id, [other.id])
    expect(refusedOther.status).toBe(422)
    expect(await errorOf(refusedOther)).toBe(courierMsg.feeMissing(other.number))
    // Once confirmed with its fee, the "other zone" order goes.
    await api('PATCH', `/api/orders/${other.id}/status`, {
      token: t.token,
      json: { status: 'confirmed', deliveryFee: '2000' },
    })
    expect((await assign(t, courier.id, [other.id])).status).toBe(200)
    expect((await orderOf(t, other.id)).status).toBe('shipped')
  })

  it('refuses a courier turned off (422) and answers 422 in French for no order or too many', async () => {
    const t = await createTenant()
    const courier = await seedCourier(t, { active: false })
    const [orderId] = await seedOrders(t, 1)
    const off = await assign(t, courier.id, [orderId!])
    expect(off.status).toBe(422)
    expect(await errorOf(off)).toBe(courierMsg.inactive)
    const none = await assign(t, courier.id, [])
    expect(none.status).toBe(422)
    expect(JSON.stringify(await readJson(none))).toContain(courierMsg.chooseOrders)
  })

  it('answers 404 for another shop’s courier or order, and hands nothing', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const [courierA, courierB] = [await seedCourier(a), await seedCourier(b)]
    const [orderA] = await seedOrders(a, 1)
    const [orderB] = await seedOrders(b, 1)
    const theirCourier = await assign(b, courierA.id, [orderB!])
    expect(theirCourier.status).toBe(404)
    expect(await errorOf(theirCourier)).toBe(courierMsg.notFound)
    const theirOrder = await assign(b, courierB.id, [orderA!])
    expect(theirOrder.status).toBe(404)
    expect(await errorOf(theirOrder)).toBe(orderMsg.notFound)
    expect((await orderOf(a, orderA!)).status).toBe('pending')
    expect(await runsOf(a)).toEqual([])
    expect(await runsOf(b)).toEqual([])
  })
})

describe('the run’s link', () => {
  async function shopWithRun(): Promise<{ t: Tenant; runId: string; link: string }> {
    const t = await createVerifiedTenant()
    const courier = await seedCourier(t)
    const run = await seedAssign(t, courier.id, await seedOrders(t, 2))
    return { t, runId: run.id, link: run.link! }
  }
  const tokenOf = async (t: Tenant, runId: string) =>
    (
      await rowsOf<{ token: string; revoked_at: number | null }>(
        t,
        'SELECT token, revoked_at FROM courier_runs WHERE id = ?',
        runId,
      )
    )[0]!

  it('"Révoquer le lien" sets revoked_at: the run shows it revoked, without a link', async () => {
    const { t, runId } = await shopWithRun()
    const res = await api('POST', `/api/couriers/runs/${runId}/revoke`, { token: t.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ id: runId, linkState: 'revoked', link: null })
    expect((await tokenOf(t, runId)).revoked_at).not.toBeNull()
  })

  it('"Nouveau lien" rotates the token, lifts the revocation and sends the new link to the courier', async () => {
    const { t, runId, link } = await shopWithRun()
    const old = await tokenOf(t, runId)
    await api('POST', `/api/couriers/runs/${runId}/revoke`, { token: t.token })
    const res = await api('POST', `/api/couriers/runs/${runId}/link`, { token: t.token })
    expect(res.status).toBe(200)
    const run = await readJson<{ link: string; linkState: string }>(res)
    expect(run.linkState).toBe('active')
    expect(run.link).toMatch(LINK)
    expect(run.link).not.toBe(link)
    const now = await tokenOf(t, runId)
    expect(now.token).not.toBe(old.token)
    expect(now.revoked_at).toBeNull()
    const sent = await outboxOfShop(t.store.id, 'courier-run-link')
    expect(sent).toHaveLength(2)
    expect(sent[1]!.body).toContain(run.link)
    expect(sent[1]!.body).toContain('2 colis')
  })

  it('renews a revoked link when the courier is handed more parcels the same day', async () => {
    const { t, runId, link } = await shopWithRun()
    await api('POST', `/api/couriers/runs/${runId}/revoke`, { token: t.token })
    const [courier] = await rowsOf<{ courier_id: string }>(
      t,
      'SELECT courier_id FROM courier_runs WHERE id = ?',
      runId,
    )
    const run = await seedAssign(t, courier!.courier_id, await seedOrders(t, 1))
    expect(run).toMatchObject({ id: runId, linkState: 'active' })
    expect(run.link).not.toBe(link)
    expect(run.parcels).toHaveLength(3)
  })

  it('answers 404 to another shop revoking or renewing the run, and the link stays', async () => {
    const { t, runId, link } = await shopWithRun()
    const other = await createTenant()
    for (const action of ['revoke', 'link'])
      expect(
        (await api('POST', `/api/couriers/runs/${runId}/${action}`, { token: other.token })).status,
      ).toBe(404)
    expect((await runsOf(t))[0]).toMatchObject({ linkState: 'active', link })
  })
})

describe('GET /api/couriers/runs', () => {
  it('lists today’s runs by default, and another day’s when asked; 422 for a malformed day', async () => {
    const t = await createTenant()
    const courier = await seedCourier(t)
    await seedAssign(t, courier.id, await seedOrders(t, 1))
    expect(await runsOf(t)).toHaveLength(1)
    expect(await runsOf(t, '2020-01-01')).toEqual([])
    expect((await api('GET', '/api/couriers/runs?day=hier', { token: t.token })).status).toBe(422)
  })
})

describe('the order’s refusals and "À reprogrammer"', () => {
  it('counts the shop’s OTHER orders from the same phone refused at the door, never another shop’s', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const phone = "phone = '22676000011'"
    const [current, refused1, refused2, canceled, elsewhere] = await seedOrders(a, 5)
    const [otherShop, fresh] = await seedOrders(b, 2)
    for (const id of [current!, refused1!, refused2!, canceled!]) await setOrderColumn(a, id, phone)
    for (const id of [otherShop!, fresh!]) await setOrderColumn(b, id, phone)
    for (const id of [refused1!, refused2!]) await setOrderColumn(a, id, "status = 'refused'")
    await setOrderColumn(a, canceled!, "status = 'canceled'")
    await setOrderColumn(a, elsewhere!, "status = 'refused'")
    await setOrderColumn(b, otherShop!, "status = 'refused'")
    expect((await orderOf(a, current!)).refusals).toBe(2)
    // A refused order counts the others only.
    expect((await orderOf(a, refused1!)).refusals).toBe(1)
    expect((await orderOf(b, fresh!)).refusals).toBe(1)
    expect((await orderOf(a, elsewhere!)).refusals).toBe(0)
    expect((await orderOf(a, current!)).courier).toBeNull()
  })

  it('lists open orders to reschedule with ?reschedule=1, and handing one to a courier clears it', async () => {
    const t = await createTenant()
    const [absent, closed, plain] = await seedOrders(t, 3)
    await setOrderColumn(t, absent!, 'reschedule_at = unixepoch()')
    await setOrderColumn(t, closed!, "reschedule_at = unixepoch(), status = 'canceled'")
    const list = async () =>
      (
        await readJson<{ items: Order[] }>(
          await api('GET', '/api/orders?reschedule=1', { token: t.token }),
        )
      ).items.map((o) => o.id)
    expect(await list()).toEqual([absent])
    expect((await orderOf(t, absent!)).rescheduleAt).not.toBeNull()
    expect((await orderOf(t, plain!)).rescheduleAt).toBeNull()
    await seedAssign(t, (await seedCourier(t)).id, [absent!])
    expect(await list()).toEqual([])
    expect((await orderOf(t, absent!)).rescheduleAt).toBeNull()
  })
})
