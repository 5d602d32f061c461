import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import {
  api,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  uploadImage,
} from '#tests/helpers/worker.ts'
import type { TailoringOrder, TailoringOrderSummary } from '#worker/schemas/atelier/orders.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import {
  boubouOf,
  createOrder,
  dayFromToday,
  fabricMovements,
  fabricStock,
  orderBody,
  orderEntries,
  seedCustomer,
  seedFabric,
  seedMeasurement,
  seedService,
} from './atelier.orders.fixtures.ts'

setupWorker()

const post = (token: string, json: unknown) => api('POST', '/api/atelier/orders', { token, json })

describe('POST /api/atelier/orders', () => {
  it('takes an order numbered A-0001, then A-0002, with its first step "received"', async () => {
    const owner = await createAtelier()
    const first = await createOrder(owner)
    const second = await createOrder(owner)
    expect(first).toMatchObject({ number: 'A-0001', stage: 'received', price: 25000, paid: 0 })
    expect(second.number).toBe('A-0002')
    expect(first.events.map((e) => e.stage)).toEqual(['received'])
    expect(first.events[0]?.by).toBe('Awa Traoré')
    // Another shop counts on its own.
    expect((await createOrder(await createAtelier())).number).toBe('A-0001')
  })

  it('writes the advance to the cash book under "Commandes" and leaves the balance', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner, { advance: '10000', paymentMethod: 'mobile_money' })
    expect(order).toMatchObject({ paid: 10000, balance: 15000 })
    expect(order.payments).toHaveLength(1)
    expect(await orderEntries(owner, order.id)).toEqual([
      {
        amount: 10000,
        source: 'order_payment',
        kind: 'income',
        paymentMethod: 'mobile_money',
        category: 'orders',
      },
    ])
  })

  it('refuses an advance above the price, or without a payment method, with 422', async () => {
    const owner = await createAtelier()
    const above = await post(
      owner.token,
      await orderBody(owner, { advance: '30000', paymentMethod: 'cash' }),
    )
    expect(above.status).toBe(422)
    expect((await issuesOf(above)).advance).toBe("L'avance ne peut pas dépasser le prix")
    const noMethod = await post(owner.token, await orderBody(owner, { advance: '1000' }))
    expect((await issuesOf(noMethod)).paymentMethod).toBe('Choisissez un moyen de paiement')
  })

  it('takes the fabric from stock, and answers 409 when the stock is short', async () => {
    const owner = await createAtelier()
    const fabricId = await seedFabric(owner, 300)
    const order = await createOrder(owner, { fabricSource: 'stock', fabricId, fabricMeters: '2.5' })
    expect(order).toMatchObject({ fabricCm: 250, fabricName: 'Bazin riche' })
    expect(await fabricStock(owner, fabricId)).toBe(50)
    expect(await fabricMovements(owner, fabricId)).toEqual([{ kind: 'use', deltaCm: -250 }])

    const short = await post(
      owner.token,
      await orderBody(owner, { fabricSource: 'stock', fabricId, fabricMeters: '1' }),
    )
    expect(short.status).toBe(409)
    expect((await readError(short)).error.message).toBe(
      'Stock de tissu insuffisant pour cette quantité',
    )
    expect(await fabricStock(owner, fabricId)).toBe(50)
    // Nothing of the refused order was kept, its number included.
    expect((await createOrder(owner)).number).toBe('A-0002')
  })

  it('copies the measurement and the service prices: later changes do not touch the order', async () => {
    const owner = await createAtelier()
    const customer = await seedCustomer(owner)
    const boubou = await boubouOf(owner)
    const measurementId = await seedMeasurement(owner, customer.id, boubou, 92)
    const serviceId = await seedService(owner, 'Broderie', 5000)
    const order = await createOrder(owner, {
      customerId: customer.id,
      garments: [{ garmentTypeId: boubou, quantity: 2, measurementId }],
      serviceIds: [serviceId],
    })
    await seedMeasurement(owner, customer.id, boubou, 110)
    const { shopDb } = await import('#tests/helpers/worker.ts')
    await (await shopDb(owner))
      .prepare('UPDATE atelier_services SET price = 9000 WHERE id = ?')
      .bind(serviceId)
      .run()

    const res = await api('GET', `/api/atelier/orders/${order.id}`, { token: owner.token })
    const again = await readJson<TailoringOrder>(res)
    expect(again.garments[0]).toMatchObject({
      garmentTypeName: 'Boubou',
      quantity: 2,
      measurementId,
      measurements: [{ name: 'Poitrine', value: 92 }],
    })
    expect(again.services).toEqual([{ serviceId, name: 'Broderie', price: 5000 }])
    expect(again.garmentsSummary).toBe('2 × Boubou')
  })

  it('answers 422 in French for a form with missing or wrong fields', async () => {
    const owner = await createAtelier()
    const res = await post(owner.token, {
      customerId: '',
      garments: [],
      serviceIds: [],
      fabricSource: 'stock',
      fabricMeters: '2,555',
      price: 'abc',
      promisedOn: '2025-02-30',
      photoIds: [],
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toMatchObject({
      customerId: 'Client introuvable',
      garments: 'Ajoutez au moins un vêtement',
      fabricId: 'Choisissez un tissu du stock',
      fabricMeters: 'Longueur invalide : en mètres, 2 décimales au plus (ex. 2.5)',
      price: 'Prix : écrivez un nombre, par exemple 15 000',
      promisedOn: 'Date invalide (AAAA-MM-JJ)',
    })
    const photos = await post(
      owner.token,
      await orderBody(owner, { photoIds: 'abcdefg'.split('') }),
    )
    expect((await issuesOf(photos)).photoIds).toBe('6 photos au maximum')
  })

  it('refuses a promised date already past', async () => {
    const owner = await createAtelier()
    const res = await post(owner.token, await orderBody(owner, { promisedOn: dayFromToday(-1) }))
    expect((await issuesOf(res)).promisedOn).toBe('La date promise ne peut pas être déjà passée')
  })

  it("treats another shop's customer, type, measurement, service, fabric, staff and photo as not found", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const theirCustomer = await seedCustomer(other)
    const theirType = await boubouOf(other)
    const mine = await seedCustomer(owner)
    const theirMeasurement = await seedMeasurement(other, theirCustomer.id, theirType)
    const theirStaff = await createStaffAccount(other, 'tailor')
    const theirPhoto = await uploadImage(other)
    const refused = await post(owner.token, {
      ...(await orderBody(owner)),
      customerId: mine.id,
      garments: [
        { garmentTypeId: theirType, quantity: 1 },
        { garmentTypeId: await boubouOf(owner), quantity: 1, measurementId: theirMeasurement },
      ],
      serviceIds: [await seedService(other)],
      fabricSource: 'stock',
      fabricId: await seedFabric(other),
      fabricMeters: '1',
      assignedStaffId: theirStaff.staffId,
      photoIds: [theirPhoto.id],
    })
    expect(refused.status).toBe(422)
    expect(await issuesOf(refused)).toEqual({
      'garments.0.garmentTypeId': 'Type de vêtement introuvable',
      'garments.1.measurementId': 'Mesure introuvable pour ce client et ce type de vêtement',
      'serviceIds.0': 'Service introuvable',
      fabricId: 'Tissu introuvable',
      assignedStaffId: 'Membre du personnel introuvable',
      'photoIds.0': 'Photo introuvable',
    })
    const theirs = await post(owner.token, await orderBody(owner, { customerId: theirCustomer.id }))
    expect((await issuesOf(theirs)).customerId).toBe('Client introuvable')
  })

  it("refuses a measurement of the customer's for another garment type", async () => {
    const owner = await createAtelier()
    const customer = await seedCustomer(owner)
    const options = await api('GET', '/api/atelier/orders/form-options', { token: owner.token })
    const types = (await readJson<{ garmentTypes: { id: string; name: string }[] }>(options))
      .garmentTypes
    const robe = types.find((t) => t.name === 'Robe')!.id
    const measurementId = await seedMeasurement(owner, customer.id, await boubouOf(owner))
    const res = await post(
      owner.token,
      await orderBody(owner, {
        customerId: customer.id,
        garments: [{ garmentTypeId: robe, quantity: 1, measurementId }],
      }),
    )
    expect((await issuesOf(res))['garments.0.measurementId']).toMatch(/introuvable/)
  })

  it('lets a tailor take an order with staff and photos, and keeps out a role without "orders"', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const photo = await uploadImage(owner)
    const order = await createOrder(
      owner,
      { assignedStaffId: tailor.staffId, photoIds: [photo.id] },
      tailor.token,
    )
    expect(order.assignedStaffName).toBe('Ibrahim Sanou')
    expect(order.photos).toEqual([{ id: photo.id, url: photo.url }])

    await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: ['customers'], cashier: ['cashbook'] } },
    })
    for (const [method, path] of [
      ['GET', '/api/atelier/orders'],
      ['GET', '/api/atelier/orders/form-options'],
      ['POST', '/api/atelier/orders'],
      ['GET', `/api/atelier/orders/${order.id}`],
      ['PUT', `/api/atelier/orders/${order.id}`],
      ['POST', `/api/atelier/orders/${order.id}/stage`],
      ['DELETE', `/api/atelier/orders/${order.id}`],
      ['GET', '/api/atelier/calendar?from=2030-01-01&to=2030-01-31'],
    ] as const) {
      const res = await api(method, path, {
        token: tailor.token,
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      })
      expect(res.status, `${method} ${path}`).toBe(403)
    }
  })
})

describe('GET /api/atelier/orders', () => {
  it('lists with the balance, filters by stage and search, and 404s another shop’s order', async () => {
    const owner = await createAtelier()
    const a = await createOrder(owner, { advance: '5000', paymentMethod: 'cash' })
    const b = await createOrder(owner)
    await api('POST', `/api/atelier/orders/${b.id}/stage`, {
      token: owner.token,
      json: { stage: 'sewing' },
    })
    const list = async (query: string) =>
      readJson<Paged<TailoringOrderSummary>>(
        await api('GET', `/api/atelier/orders${query}`, { token: owner.token }),
      )
    const all = await list('')
    expect(all.total).toBe(2)
    expect(all.items.find((o) => o.id === a.id)).toMatchObject({
      paid: 5000,
      balance: 20000,
      late: false,
      customerName: 'Aminata Ouédraogo',
    })
    expect((await list('?stage=sewing')).items.map((o) => o.id)).toEqual([b.id])
    expect((await list('?q=A-0001')).items.map((o) => o.id)).toEqual([a.id])
    expect(
      (await api('GET', '/api/atelier/orders?stage=perdu', { token: owner.token })).status,
    ).toBe(422)

    const other = await createAtelier()
    expect((await list('')).items).toHaveLength(2)
    const theirs = await api('GET', `/api/atelier/orders/${a.id}`, { token: other.token })
    expect(theirs.status).toBe(404)
    expect((await readError(theirs)).error.message).toBe('Commande introuvable')
  })

  it('gives the tracking link and a WhatsApp message for the stage', async () => {
    const owner = await createAtelier()
    const order = await createOrder(owner)
    expect(order.trackingUrl).toMatch(
      new RegExp(`^https://boutiko\\.test/${owner.store.slug}/atelier/suivi/[\\w-]{40,}$`),
    )
    const wa = new URL(order.whatsappUrl)
    expect(wa.origin + wa.pathname).toBe(`https://wa.me/${order.customerPhone}`)
    const text = wa.searchParams.get('text') ?? ''
    expect(text).toContain('Bonjour Aminata')
    expect(text).toContain('a bien reçu votre commande A-0001')
    expect(text).toContain(order.trackingUrl)
  })
})
