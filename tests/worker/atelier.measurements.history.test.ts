import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import {
  api,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  type Tenant,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type {
  GarmentType,
  Measurement,
  MeasurementDetail,
  MeasurementListItem,
} from '#worker/schemas/atelier/measurements.ts'
import type { Customer } from '#worker/schemas/customers.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

async function typeNamed(owner: Tenant, name: string) {
  const res = await api('GET', '/api/atelier/garment-types', { token: owner.token })
  return (await readJson<GarmentType[]>(res)).find((t) => t.name === name)!
}

async function customerOf(owner: Tenant, firstName = 'Awa', lastName = 'Koné') {
  const res = await api('POST', '/api/atelier/customers', {
    token: owner.token,
    json: { firstName, lastName, phone: uniquePhone(), address: 'Ouaga 2000' },
  })
  expect(res.status).toBe(201)
  return readJson<Customer>(res)
}

const measure = (token: string, customerId: string, json: unknown) =>
  api('POST', `/api/atelier/customers/${customerId}/measurements`, { token, json })

/** Measures every part of `type` with `base`, `base + 1`, … */
const allParts = (type: GarmentType, base: number) =>
  type.parts.map((p, i) => ({ partId: p.id, value: base + i }))

describe('POST /api/atelier/customers/:id/measurements', () => {
  it("records the values in the type's order with the parts' names, rounded to a millimetre", async () => {
    const owner = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const customer = await customerOf(owner)
    const [waist, hips, length] = skirt.parts
    const res = await measure(owner.token, customer.id, {
      garmentTypeId: skirt.id,
      values: [
        { partId: length!.id, value: 95 },
        { partId: waist!.id, value: '72.46' },
        { partId: hips!.id, value: 101.25 },
      ],
      note: 'Taille haute',
    })
    expect(res.status).toBe(201)
    expect(await readJson<Measurement>(res)).toMatchObject({
      customerId: customer.id,
      garmentTypeId: skirt.id,
      garmentTypeName: 'Jupe',
      note: 'Taille haute',
      values: [
        { partId: waist!.id, name: 'Taille', value: 72.5 },
        { partId: hips!.id, name: 'Hanches', value: 101.3 },
        { partId: length!.id, name: 'Longueur de la jupe', value: 95 },
      ],
    })
  })

  it('refuses no value and values out of 1–400 cm with French messages', async () => {
    const owner = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const customer = await customerOf(owner)
    const none = await measure(owner.token, customer.id, { garmentTypeId: skirt.id, values: [] })
    expect(none.status).toBe(422)
    expect((await issuesOf(none)).values).toBe('Indiquez au moins une mesure')
    const silly = await measure(owner.token, customer.id, {
      garmentTypeId: skirt.id,
      values: [
        { partId: skirt.parts[0]!.id, value: 0 },
        { partId: skirt.parts[1]!.id, value: 'beaucoup' },
      ],
    })
    expect(await issuesOf(silly)).toMatchObject({
      'values.0.value': 'Indiquez une mesure entre 1 et 400 cm',
      'values.1.value': 'Indiquez une mesure entre 1 et 400 cm',
    })
  })

  it('refuses a part not measured for the garment type, a part given twice and a foreign part', async () => {
    const owner = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const shirt = await typeNamed(owner, 'Chemise')
    const foreignPart = (await typeNamed(await createAtelier(), 'Jupe')).parts[0]!
    const customer = await customerOf(owner)
    const neck = shirt.parts.find((p) => p.name === 'Tour de cou')!
    const res = await measure(owner.token, customer.id, {
      garmentTypeId: skirt.id,
      values: [
        { partId: skirt.parts[0]!.id, value: 70 },
        { partId: neck.id, value: 38 },
        { partId: skirt.parts[0]!.id, value: 71 },
        { partId: foreignPart.id, value: 90 },
      ],
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      'values.1.partId': "Cette partie n'est pas mesurée pour ce type de vêtement",
      'values.2.partId': 'Cette partie est mesurée deux fois',
      'values.3.partId': 'Partie de mesure introuvable',
    })
    const list = await api('GET', `/api/atelier/customers/${customer.id}/measurements`, {
      token: owner.token,
    })
    expect(await readJson<Measurement[]>(list)).toEqual([])
  })

  it("answers 404 for another shop's customer or garment type", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const theirSkirt = await typeNamed(other, 'Jupe')
    const theirCustomer = await customerOf(other)
    const values = allParts(skirt, 70)
    const foreignCustomer = await measure(owner.token, theirCustomer.id, {
      garmentTypeId: skirt.id,
      values,
    })
    expect(foreignCustomer.status).toBe(404)
    const foreignType = await measure(owner.token, (await customerOf(owner)).id, {
      garmentTypeId: theirSkirt.id,
      values: allParts(theirSkirt, 70),
    })
    expect(foreignType.status).toBe(404)
    expect((await issuesOf(foreignType)).garmentTypeId).toBe('Type de vêtement introuvable')
  })

  it('lets a tailor take measurements, but not a role the owner took customers from', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const skirt = await typeNamed(owner, 'Jupe')
    const customer = await customerOf(owner)
    const body = { garmentTypeId: skirt.id, values: allParts(skirt, 70) }
    expect((await measure(tailor.token, customer.id, body)).status).toBe(201)
    await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: ['orders'], cashier: [] } },
    })
    const refused = await measure(tailor.token, customer.id, body)
    expect(refused.status).toBe(403)
    expect((await readError(refused)).error.code).toBe('FORBIDDEN')
  })
})

describe('measurement history', () => {
  it('keeps the old measurement when a new one is taken, and shows what changed', async () => {
    const owner = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const customer = await customerOf(owner)
    const first = await readJson<Measurement>(
      await measure(owner.token, customer.id, {
        garmentTypeId: skirt.id,
        values: allParts(skirt, 70),
      }),
    )
    const second = await readJson<Measurement>(
      await measure(owner.token, customer.id, {
        garmentTypeId: skirt.id,
        values: allParts(skirt, 74),
      }),
    )
    expect(second.id).not.toBe(first.id)

    const list = await api('GET', `/api/atelier/customers/${customer.id}/measurements`, {
      token: owner.token,
    })
    const history = await readJson<Measurement[]>(list)
    expect(history.map((m) => m.id)).toEqual([second.id, first.id])
    expect(history[1]).toEqual(first)

    const detail = await readJson<MeasurementDetail>(
      await api('GET', `/api/atelier/measurements/${second.id}`, { token: owner.token }),
    )
    expect(detail.previous).toEqual(first)
    expect(detail.customer).toEqual({
      id: customer.id,
      firstName: 'Awa',
      lastName: 'Koné',
      phone: customer.phone,
    })
    const older = await readJson<MeasurementDetail>(
      await api('GET', `/api/atelier/measurements/${first.id}`, { token: owner.token }),
    )
    expect(older.previous).toBeNull()
  })

  it('compares with the previous measurement of the same garment type only', async () => {
    const owner = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const trousers = await typeNamed(owner, 'Pantalon')
    const customer = await customerOf(owner)
    const take = async (type: GarmentType, base: number) =>
      readJson<Measurement>(
        await measure(owner.token, customer.id, {
          garmentTypeId: type.id,
          values: allParts(type, base),
        }),
      )
    const skirtOne = await take(skirt, 70)
    await take(trousers, 80)
    const skirtTwo = await take(skirt, 71)
    const detail = await readJson<MeasurementDetail>(
      await api('GET', `/api/atelier/measurements/${skirtTwo.id}`, { token: owner.token }),
    )
    expect(detail.previous?.id).toBe(skirtOne.id)
    const onlySkirts = await api(
      'GET',
      `/api/atelier/customers/${customer.id}/measurements?garmentTypeId=${skirt.id}`,
      { token: owner.token },
    )
    expect((await readJson<Measurement[]>(onlySkirts)).map((m) => m.id)).toEqual([
      skirtTwo.id,
      skirtOne.id,
    ])
  })

  it("keeps a measurement's part names when the part is renamed later", async () => {
    const owner = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const customer = await customerOf(owner)
    const waist = skirt.parts[0]!
    const taken = await readJson<Measurement>(
      await measure(owner.token, customer.id, {
        garmentTypeId: skirt.id,
        values: [{ partId: waist.id, value: 70 }],
      }),
    )
    const renamed = await api('PUT', `/api/atelier/measurement-parts/${waist.id}`, {
      token: owner.token,
      json: { name: 'Tour de taille' },
    })
    expect(renamed.status).toBe(200)
    const again = await readJson<MeasurementDetail>(
      await api('GET', `/api/atelier/measurements/${taken.id}`, { token: owner.token }),
    )
    expect(again.values).toEqual([{ partId: waist.id, name: 'Taille', value: 70 }])
    const fresh = await readJson<Measurement>(
      await measure(owner.token, customer.id, {
        garmentTypeId: skirt.id,
        values: [{ partId: waist.id, value: 71 }],
      }),
    )
    expect(fresh.values[0]?.name).toBe('Tour de taille')
  })

  it('offers no way to change or delete a measurement', async () => {
    const owner = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const customer = await customerOf(owner)
    const taken = await readJson<Measurement>(
      await measure(owner.token, customer.id, {
        garmentTypeId: skirt.id,
        values: allParts(skirt, 70),
      }),
    )
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await api(method, `/api/atelier/measurements/${taken.id}`, {
        token: owner.token,
        json: method === 'DELETE' ? undefined : { note: 'modifiée' },
      })
      expect(res.status, method).toBe(404)
    }
    const kept = await api('GET', `/api/atelier/measurements/${taken.id}`, { token: owner.token })
    expect((await readJson<Measurement>(kept)).note).toBeNull()
  })
})

describe('GET /api/atelier/measurements', () => {
  it('pages every measurement newest first with the customer name, filtered by type and customer search', async () => {
    const owner = await createAtelier()
    const skirt = await typeNamed(owner, 'Jupe')
    const trousers = await typeNamed(owner, 'Pantalon')
    const awa = await customerOf(owner, 'Awa', 'Koné')
    const fanta = await customerOf(owner, 'Fanta', 'Sawadogo')
    await measure(owner.token, awa.id, { garmentTypeId: skirt.id, values: allParts(skirt, 70) })
    await measure(owner.token, fanta.id, { garmentTypeId: skirt.id, values: allParts(skirt, 80) })
    await measure(owner.token, fanta.id, {
      garmentTypeId: trousers.id,
      values: allParts(trousers, 90),
    })
    const get = async (query: string) =>
      readJson<Paged<MeasurementListItem>>(
        await api('GET', `/api/atelier/measurements?${query}`, { token: owner.token }),
      )
    const all = await get('pageSize=2')
    expect(all.total).toBe(3)
    expect(all.items.map((m) => [m.customerName, m.garmentTypeName])).toEqual([
      ['Fanta Sawadogo', 'Pantalon'],
      ['Fanta Sawadogo', 'Jupe'],
    ])
    expect((await get('pageSize=2&page=2')).items[0]?.customerName).toBe('Awa Koné')
    expect((await get(`garmentTypeId=${skirt.id}`)).total).toBe(2)
    expect(
      (await get(`q=${encodeURIComponent('awa kon')}`)).items.map((m) => m.customerId),
    ).toEqual([awa.id])
    expect((await get(`q=${fanta.phone.slice(-6)}`)).total).toBe(2)
    expect((await get(`customerId=${awa.id}`)).total).toBe(1)
  })

  it("never shows another shop's measurements, and answers 404 for one of them", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const theirSkirt = await typeNamed(other, 'Jupe')
    const theirs = await readJson<Measurement>(
      await measure(other.token, (await customerOf(other)).id, {
        garmentTypeId: theirSkirt.id,
        values: allParts(theirSkirt, 70),
      }),
    )
    const list = await api('GET', '/api/atelier/measurements', { token: owner.token })
    expect((await readJson<Paged<MeasurementListItem>>(list)).total).toBe(0)
    const one = await api('GET', `/api/atelier/measurements/${theirs.id}`, { token: owner.token })
    expect(one.status).toBe(404)
    expect((await readError(one)).error.message).toBe('Mesure introuvable')
  })

  it("is kept to roles with 'customers': an orders-only role gets 403", async () => {
    const owner = await createAtelier()
    const cashier = await createStaffAccount(owner, 'cashier')
    expect((await api('GET', '/api/atelier/measurements', { token: cashier.token })).status).toBe(
      200,
    )
    await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: [], cashier: ['orders', 'cashbook'] } },
    })
    expect((await api('GET', '/api/atelier/measurements', { token: cashier.token })).status).toBe(
      403,
    )
  })
})
