import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readError, readJson, setupWorker, shopDb } from '#tests/helpers/worker.ts'
import type { TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import {
  createOrder,
  dayFromToday,
  fabricMovements,
  fabricStock,
  moveStage,
  seedFabric,
} from './atelier.orders.fixtures.ts'

setupWorker()

/** The form as the edit page sends it back: the order's values, with `changes`. */
function editBody(order: TailoringOrder, changes: Record<string, unknown> = {}) {
  return {
    garments: order.garments.map((g) => ({
      garmentTypeId: g.garmentTypeId,
      quantity: g.quantity,
      ...(g.measurementId ? { measurementId: g.measurementId } : {}),
    })),
    serviceIds: order.services.map((s) => s.serviceId),
    fabricSource: order.fabricSource,
    fabricNote: order.fabricNote ?? '',
    ...(order.fabricId
      ? { fabricId: order.fabricId, fabricMeters: String((order.fabricCm ?? 0) / 100) }
      : {}),
    price: String(order.price),
    promisedOn: order.promisedOn,
    photoIds: order.photos.map((p) => p.id),
    note: order.note ?? '',
    ...changes,
  }
}

const put = (token: string, order: TailoringOrder, changes: Record<string, unknown> = {}) =>
  api('PUT', `/api/atelier/orders/${order.id}`, { token, json: editBody(order, changes) })

describe('PUT /api/atelier/orders/:id', () => {
  it('lets a tailor change the price, date, staff and note; the customer and number stay', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const order = await createOrder(owner)
    const res = await put(tailor.token, order, {
      price: '30000',
      promisedOn: dayFromToday(20),
      assignedStaffId: tailor.staffId,
      note: 'Col mao',
      garments: [{ garmentTypeId: order.garments[0]?.garmentTypeId, quantity: 3 }],
    })
    expect(res.status).toBe(200)
    expect(await readJson<TailoringOrder>(res)).toMatchObject({
      number: order.number,
      customerId: order.customerId,
      price: 30000,
      balance: 30000,
      promisedOn: dayFromToday(20),
      assignedStaffName: 'Ibrahim Sanou',
      note: 'Col mao',
      garmentsSummary: '3 × Boubou',
    })
  })

  it('refuses a price below what was already paid', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner, { advance: '10000', paymentMethod: 'cash' })
    const res = await put(owner.token, order, { price: '9000' })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).price).toBe(
      'Le prix ne peut pas être inférieur au montant déjà payé',
    )
  })

  it('moves the stock by the difference when the length or the fabric changes', async () => {
    const owner = await createAtelier()
    const bazin = await seedFabric(owner, 1000)
    const wax = await seedFabric(owner, 500, 'Wax')
    let order = await createOrder(owner, {
      fabricSource: 'stock',
      fabricId: bazin,
      fabricMeters: '2',
    })
    const edit = async (changes: Record<string, unknown>) => {
      const res = await put(owner.token, order, changes)
      expect(res.status).toBe(200)
      order = await readJson<TailoringOrder>(res)
    }
    await edit({ fabricMeters: '3' })
    expect(await fabricStock(owner, bazin)).toBe(700)
    await edit({ fabricMeters: '1.5' })
    expect(await fabricStock(owner, bazin)).toBe(850)
    await edit({ fabricId: wax, fabricMeters: '4' })
    expect([await fabricStock(owner, bazin), await fabricStock(owner, wax)]).toEqual([1000, 100])
    expect(await fabricMovements(owner, bazin)).toEqual([
      { kind: 'use', deltaCm: -200 },
      { kind: 'use', deltaCm: -100 },
      { kind: 'return', deltaCm: 150 },
      { kind: 'return', deltaCm: 150 },
    ])

    const short = await put(owner.token, order, { fabricMeters: '6' })
    expect(short.status).toBe(409)
    expect(await fabricStock(owner, wax)).toBe(100)

    await edit({
      fabricSource: 'customer',
      fabricId: undefined,
      fabricMeters: undefined,
      fabricNote: 'Apporté',
    })
    expect(order).toMatchObject({
      fabricSource: 'customer',
      fabricId: null,
      fabricCm: null,
      fabricNote: 'Apporté',
    })
    expect(await fabricStock(owner, wax)).toBe(500)
  })

  it('keeps an unchanged past date but refuses a new one in the past', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    await (await shopDb(owner))
      .prepare('UPDATE tailoring_orders SET promised_on = ? WHERE id = ?')
      .bind(dayFromToday(-3), order.id)
      .run()
    const late = { ...order, promisedOn: dayFromToday(-3) }
    expect((await put(owner.token, late, { note: 'En retard' })).status).toBe(200)
    const res = await put(owner.token, late, { promisedOn: dayFromToday(-2) })
    expect((await issuesOf(res)).promisedOn).toBe('La date promise ne peut pas être déjà passée')
  })

  it('refuses to edit a delivered or canceled order (409) and another shop’s (404)', async () => {
    const owner = await createAtelier()
    const canceled = await createOrder(owner)
    await moveStage(owner.token, canceled.id, { stage: 'canceled' })
    const delivered = await createOrder(owner, { advance: '25000', paymentMethod: 'cash' })
    await moveStage(owner.token, delivered.id, { stage: 'delivered' })
    for (const order of [canceled, delivered]) {
      const res = await put(owner.token, order, { note: 'trop tard' })
      expect(res.status).toBe(409)
      expect((await readError(res)).error.message).toBe(
        'Cette commande est livrée ou annulée : elle ne peut plus être modifiée',
      )
    }
    const other = await createAtelier()
    const theirs = await createOrder(other)
    expect((await put(owner.token, theirs)).status).toBe(404)
  })
})
