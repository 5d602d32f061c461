import { describe, expect, it } from 'vitest'
import { addZone, deliveryOf, seedZone, setDelivery } from '#tests/helpers/delivery.ts'
import {
  api,
  createTenant,
  issuesOf,
  readError,
  readJson,
  setupWorker,
} from '#tests/helpers/worker.ts'
import { type DeliveryZone, deliveryMsg, MAX_DELIVERY_ZONES } from '#worker/schemas/delivery.ts'
import { msg } from '#worker/schemas/messages.ts'

setupWorker()

describe('POST /api/store/delivery/zones', () => {
  it('adds a zone with its fee read as typed ("1 500"), 201, listed in GET in the order added', async () => {
    const t = await createTenant()
    const res = await addZone(t, { name: 'Ouaga 2000', fee: '1 500', delay: '24 h' })
    expect(res.status).toBe(201)
    const zone = await readJson<DeliveryZone>(res)
    expect(zone).toMatchObject({ name: 'Ouaga 2000', fee: 1500, delay: '24 h', active: true })
    expect(zone.id).toMatch(/^zon_/)
    const free = await seedZone(t, { name: 'Zone du Bois', fee: '', delay: 'Aujourd’hui' })
    expect(free.fee).toBe(0)
    expect((await deliveryOf(t)).zones.map((z) => z.name)).toEqual(['Ouaga 2000', 'Zone du Bois'])
  })

  it('answers 422 with French messages under the fields for a blank name and a fee that is not a number', async () => {
    const t = await createTenant()
    const res = await addZone(t, { name: ' ', fee: 'mille' })
    expect(res.status).toBe(422)
    const issues = await issuesOf(res)
    expect(issues.name).toBe(msg.required)
    expect(issues.fee).toMatch(/^Frais de livraison : écrivez un nombre/)
  })

  it('answers 422 for decimals in F CFA and 409 for a name already listed', async () => {
    const t = await createTenant()
    const decimals = await addZone(t, { name: 'Cocody', fee: '1500,50' })
    expect(decimals.status).toBe(422)
    expect((await issuesOf(decimals)).fee).toMatch(/^Frais de livraison : pas de décimales/)
    await seedZone(t, { name: 'Cocody', fee: '1000' })
    const twice = await addZone(t, { name: 'cocody', fee: '500' })
    expect(twice.status).toBe(409)
    expect(await issuesOf(twice)).toEqual({ name: deliveryMsg.zoneExists })
  })

  it(`refuses zone ${MAX_DELIVERY_ZONES + 1}, 422 with a French message`, async () => {
    const t = await createTenant()
    for (let i = 0; i < MAX_DELIVERY_ZONES; i++)
      await seedZone(t, { name: `Zone ${i}`, fee: '500' })
    const res = await addZone(t, { name: 'Une de trop', fee: '500' })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(deliveryMsg.zoneLimit)
  })
})

describe('PUT and DELETE /api/store/delivery/zones/:id', () => {
  it('changes a zone and turns it off, then deletes it (204); another shop gets 404 and changes nothing', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const zone = await seedZone(a, { name: 'Tampouy', fee: '2000', delay: '48 h' })
    const stolen = await api('PUT', `/api/store/delivery/zones/${zone.id}`, {
      token: b.token,
      json: { name: 'Volée', fee: '0' },
    })
    expect(stolen.status).toBe(404)
    expect(
      (await api('DELETE', `/api/store/delivery/zones/${zone.id}`, { token: b.token })).status,
    ).toBe(404)
    const res = await api('PUT', `/api/store/delivery/zones/${zone.id}`, {
      token: a.token,
      json: { name: 'Tampouy', fee: '2 500', delay: '48 h', active: false },
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ fee: 2500, active: false })
    expect(
      (await api('DELETE', `/api/store/delivery/zones/${zone.id}`, { token: a.token })).status,
    ).toBe(204)
    expect((await deliveryOf(a)).zones).toEqual([])
  })
})

describe('PUT /api/store/delivery/settings', () => {
  it('keeps the free-delivery threshold, pickup with its address and hours, and "other zone"', async () => {
    const t = await createTenant()
    const res = await setDelivery(t, {
      freeDeliveryFrom: '25.000',
      pickupEnabled: true,
      pickupAddress: 'Marché de Rood Woko, allée 4',
      pickupHours: 'Lun–sam, 8 h–18 h',
      otherZoneEnabled: true,
    })
    expect(res.status).toBe(200)
    expect(await deliveryOf(t)).toMatchObject({
      currency: 'XOF',
      freeDeliveryFrom: 25000,
      pickupEnabled: true,
      pickupAddress: 'Marché de Rood Woko, allée 4',
      pickupHours: 'Lun–sam, 8 h–18 h',
      otherZoneEnabled: true,
    })
  })

  it('answers 422 under the address when pickup is turned on without one', async () => {
    const t = await createTenant()
    const res = await setDelivery(t, { pickupEnabled: true })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ pickupAddress: deliveryMsg.pickupAddressRequired })
  })
})
