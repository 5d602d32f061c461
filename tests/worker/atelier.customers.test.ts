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
  AtelierCustomer,
  AtelierCustomerDetail,
  GarmentType,
  Measurement,
} from '#worker/schemas/atelier/measurements.ts'
import type { Customer } from '#worker/schemas/customers.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

const customerBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Salif',
  lastName: 'Zongo',
  phoneCountryCode: '+226',
  phone: uniquePhone(),
  email: '',
  address: 'Secteur 15',
  city: 'Ouagadougou',
  ...overrides,
})

async function addCustomer(owner: Tenant, overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/atelier/customers', {
    token: owner.token,
    json: customerBody(overrides),
  })
  expect(res.status).toBe(201)
  return readJson<AtelierCustomer>(res)
}

async function measureSkirt(owner: Tenant, customerId: string, waist: number) {
  const types = await readJson<GarmentType[]>(
    await api('GET', '/api/atelier/garment-types', { token: owner.token }),
  )
  const skirt = types.find((t) => t.name === 'Jupe')!
  const res = await api('POST', `/api/atelier/customers/${customerId}/measurements`, {
    token: owner.token,
    json: { garmentTypeId: skirt.id, values: [{ partId: skirt.parts[0]!.id, value: waist }] },
  })
  return readJson<Measurement>(res)
}

describe('POST /api/atelier/customers', () => {
  it("creates a customer of the shop itself, seen in the shop's Clients too", async () => {
    const owner = await createAtelier()
    const created = await addCustomer(owner, { phone: '70 11 22 33' })
    expect(created).toMatchObject({
      firstName: 'Salif',
      phone: '22670112233',
      email: null,
      measurementCount: 0,
      lastMeasuredAt: null,
      tailoringOrderCount: 0,
    })
    const shop = await api('GET', `/api/customers/${created.id}`, { token: owner.token })
    expect(shop.status).toBe(200)
    expect(await readJson<Customer>(shop)).toMatchObject({ id: created.id, lastName: 'Zongo' })
  })

  it('adds a customer with neither address nor city, as every other merchant form allows', async () => {
    const owner = await createAtelier()
    const res = await api('POST', '/api/atelier/customers', {
      token: owner.token,
      json: customerBody({ address: '', city: undefined }),
    })
    expect(res.status).toBe(201)
    expect(await readJson<Customer>(res)).toMatchObject({ address: null, city: null })
  })

  it('refuses missing fields and a bad phone with French messages, and a phone already used with 409', async () => {
    const owner = await createAtelier()
    const bad = await api('POST', '/api/atelier/customers', {
      token: owner.token,
      json: customerBody({ firstName: '', phone: '12', address: ' ' }),
    })
    expect(bad.status).toBe(422)
    expect(await issuesOf(bad)).toEqual({
      firstName: 'Le champ est vide',
      phone: 'Numéro invalide : après +226, il faut 8 chiffres',
    })
    const first = await addCustomer(owner)
    const twice = await api('POST', '/api/atelier/customers', {
      token: owner.token,
      json: customerBody({ phone: first.phone.slice(3) }),
    })
    expect(twice.status).toBe(409)
    expect((await issuesOf(twice)).phone).toBe('Un client de votre boutique a déjà ce numéro')
  })
})

describe('GET /api/atelier/customers', () => {
  it('searches by name and phone, pages, and counts measurements with the last date', async () => {
    const owner = await createAtelier()
    const mariam = await addCustomer(owner, { firstName: 'Mariam', lastName: 'Ilboudo' })
    await addCustomer(owner, { firstName: 'Issa', lastName: 'Kaboré' })
    await addCustomer(owner, { firstName: 'Rasmata', lastName: 'Sana' })
    await measureSkirt(owner, mariam.id, 70)
    const last = await measureSkirt(owner, mariam.id, 72)
    const get = async (query: string) =>
      readJson<Paged<AtelierCustomer>>(
        await api('GET', `/api/atelier/customers?${query}`, { token: owner.token }),
      )
    const byName = await get('q=ilboudo')
    expect(byName.items).toHaveLength(1)
    expect(byName.items[0]).toMatchObject({
      id: mariam.id,
      measurementCount: 2,
      lastMeasuredAt: last.createdAt,
    })
    expect((await get(`q=${mariam.phone.slice(-5)}`)).items.map((c) => c.id)).toEqual([mariam.id])
    const paged = await get('pageSize=2&page=2')
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect(paged.items).toHaveLength(1)
  })

  it('answers a search longer than a LIKE pattern allows instead of failing', async () => {
    const owner = await createAtelier()
    const res = await api('GET', `/api/atelier/customers?q=${'é'.repeat(60)}`, {
      token: owner.token,
    })
    expect(res.status).toBe(200)
  })
})

describe('GET/PUT /api/atelier/customers/:id', () => {
  it('shows the customer with every measurement, newest first', async () => {
    const owner = await createAtelier()
    const customer = await addCustomer(owner)
    const first = await measureSkirt(owner, customer.id, 70)
    const second = await measureSkirt(owner, customer.id, 71)
    const res = await api('GET', `/api/atelier/customers/${customer.id}`, { token: owner.token })
    const detail = await readJson<AtelierCustomerDetail>(res)
    expect(detail).toMatchObject({ id: customer.id, measurementCount: 2 })
    expect(detail.measurements.map((m) => m.id)).toEqual([second.id, first.id])
    expect(detail).not.toHaveProperty('orders')
  })

  it('updates the contact details and keeps the measurements', async () => {
    const owner = await createAtelier()
    const customer = await addCustomer(owner)
    await measureSkirt(owner, customer.id, 70)
    const res = await api('PUT', `/api/atelier/customers/${customer.id}`, {
      token: owner.token,
      json: customerBody({ firstName: 'Salifou', email: 'salif@exemple.bf' }),
    })
    expect(res.status).toBe(200)
    const updated = await readJson<AtelierCustomerDetail>(res)
    expect(updated).toMatchObject({ firstName: 'Salifou', email: 'salif@exemple.bf' })
    expect(updated.measurements).toHaveLength(1)
  })

  it("answers 404 for another shop's customer on every customer route", async () => {
    const owner = await createAtelier()
    const theirs = await addCustomer(await createAtelier())
    for (const [method, path, json] of [
      ['GET', `/api/atelier/customers/${theirs.id}`, undefined],
      ['PUT', `/api/atelier/customers/${theirs.id}`, customerBody()],
      ['GET', `/api/atelier/customers/${theirs.id}/measurements`, undefined],
    ] as const) {
      const res = await api(method, path, { token: owner.token, json })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect((await readError(res)).error.message).toBe('Client introuvable')
    }
  })
})

describe('customer permissions', () => {
  it('lets a cashier read and add customers with the default roles', async () => {
    const owner = await createAtelier()
    const cashier = await createStaffAccount(owner, 'cashier')
    const customer = await addCustomer(owner)
    const list = await api('GET', '/api/atelier/customers', { token: cashier.token })
    expect(list.status).toBe(200)
    const one = await api('GET', `/api/atelier/customers/${customer.id}`, { token: cashier.token })
    expect(one.status).toBe(200)
    const added = await api('POST', '/api/atelier/customers', {
      token: cashier.token,
      json: customerBody(),
    })
    expect(added.status).toBe(201)
  })

  it('lets an orders-only role read customers but not change them, and shuts out a role with neither', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const cashier = await createStaffAccount(owner, 'cashier')
    const customer = await addCustomer(owner)
    await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: ['orders'], cashier: ['cashbook'] } },
    })
    const reads = [
      '/api/atelier/customers',
      `/api/atelier/customers/${customer.id}`,
      `/api/atelier/customers/${customer.id}/measurements`,
    ]
    for (const path of reads) {
      expect((await api('GET', path, { token: tailor.token })).status, path).toBe(200)
      const refused = await api('GET', path, { token: cashier.token })
      expect(refused.status, path).toBe(403)
      expect((await readError(refused)).error.code).toBe('FORBIDDEN')
    }
    for (const [method, path] of [
      ['POST', '/api/atelier/customers'],
      ['PUT', `/api/atelier/customers/${customer.id}`],
    ] as const) {
      const res = await api(method, path, { token: tailor.token, json: customerBody() })
      expect(res.status, `${method} ${path}`).toBe(403)
    }
  })
})
