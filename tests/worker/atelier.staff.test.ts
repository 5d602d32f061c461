import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import {
  api,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
  uploadImage,
} from '#tests/helpers/worker.ts'
import type { Staff, StaffDetail, StaffOption } from '#worker/schemas/atelier/staff.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

const staffBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mariam',
  lastName: 'Ouédraogo',
  phoneCountryCode: '+226',
  phone: '70 11 22 33',
  role: 'tailor',
  salary: '75000',
  hiredOn: '2024-09-01',
  ...overrides,
})

async function addStaff(owner: { token: string }, overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/atelier/staff', {
    token: owner.token,
    json: staffBody(overrides),
  })
  if (res.status !== 201)
    throw new Error(`staff creation failed: ${res.status} ${await res.text()}`)
  return readJson<Staff>(res)
}

/** A tailoring order assigned to `staffId`, written in D1: the orders screens have their own tests. */
async function assignOrder(owner: Tenant, staffId: string, stage: string, n: number) {
  const customer = await readJson<{ id: string }>(
    await api('POST', '/api/customers', {
      token: owner.token,
      json: { firstName: 'Aïcha', lastName: 'Kaboré', phone: `7600000${n}`, address: 'Gounghin' },
    }),
  )
  await (await shopDb(owner))
    .prepare(
      `INSERT INTO tailoring_orders (id, store_id, number, customer_id, stage, garments, services,
        fabric_source, price, currency, promised_on, assigned_staff_id, tracking_token)
       VALUES (?, ?, ?, ?, ?, '[]', '[]', 'customer', 10000, 'XOF', '2030-01-01', ?, ?)`,
    )
    .bind(
      `tor_t${n}${staffId.slice(-6)}`,
      owner.store.id,
      `A-${n}`,
      customer.id,
      stage,
      staffId,
      `trk${n}${staffId}`,
    )
    .run()
}

describe('Atelier staff: profiles', () => {
  it('adds a member with the phone in international digits and the salary in minor units', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    expect(staff).toMatchObject({
      firstName: 'Mariam',
      phone: '22670112233',
      role: 'tailor',
      salary: 75000,
      hiredOn: '2024-09-01',
      active: true,
      hasAccount: false,
      accountIdentifier: null,
      lastPaidPeriod: null,
    })
  })

  it('refuses an incomplete profile with French messages per field', async () => {
    const owner = await createAtelier()
    const res = await api('POST', '/api/atelier/staff', {
      token: owner.token,
      json: staffBody({
        firstName: '',
        phone: '12',
        role: 'chef',
        salary: '12,3,4',
        hiredOn: '2024-02-30',
      }),
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toMatchObject({
      firstName: 'Le champ est vide',
      phone: 'Numéro invalide : après +226, il faut 8 chiffres',
      role: 'Choisissez un rôle',
      salary: 'Salaire : écrivez un nombre, par exemple 15 000',
      hiredOn: expect.stringMatching(/Date invalide/),
    })
  })

  it('refuses decimals in a salary of a currency without them', async () => {
    const owner = await createAtelier()
    const res = await api('POST', '/api/atelier/staff', {
      token: owner.token,
      json: staffBody({ salary: '75000.50' }),
    })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).salary).toBe(
      'Salaire : pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)',
    )
  })

  it('keeps a photo of the shop and refuses one of another shop', async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const photo = await uploadImage(owner)
    const staff = await addStaff(owner, { photoId: photo.id })
    expect(staff.photoUrl).toBe(photo.url)
    const foreign = await uploadImage(other)
    const res = await api('POST', '/api/atelier/staff', {
      token: owner.token,
      json: staffBody({ photoId: foreign.id }),
    })
    expect(res.status).toBe(404)
  })

  it('lists, searches and filters by role and activity', async () => {
    const owner = await createAtelier()
    await addStaff(owner, { firstName: 'Awa', role: 'cashier' })
    const tailor = await addStaff(owner, { firstName: 'Boukary', role: 'tailor' })
    await api('DELETE', `/api/atelier/staff/${tailor.id}`, { token: owner.token })
    const list = async (qs: string) =>
      readJson<Paged<Staff>>(await api('GET', `/api/atelier/staff?${qs}`, { token: owner.token }))
    expect((await list('')).total).toBe(2)
    expect((await list('q=awa')).items.map((s) => s.firstName)).toEqual(['Awa'])
    expect((await list('role=tailor')).items.map((s) => s.firstName)).toEqual(['Boukary'])
    expect((await list('active=true')).items.map((s) => s.firstName)).toEqual(['Awa'])
    expect((await list('active=false')).items.map((s) => s.firstName)).toEqual(['Boukary'])
    expect((await api('GET', '/api/atelier/staff?role=chef', { token: owner.token })).status).toBe(
      422,
    )
  })

  it('gives any member the names of the active staff, for the order form', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const kept = await addStaff(owner, { firstName: 'Awa', lastName: 'Sawadogo' })
    const gone = await addStaff(owner, { firstName: 'Zoé' })
    await api('DELETE', `/api/atelier/staff/${gone.id}`, { token: owner.token })
    const res = await api('GET', '/api/atelier/staff/options', { token: tailor.token })
    expect(res.status).toBe(200)
    const options = await readJson<StaffOption[]>(res)
    expect(options).toContainEqual({ id: kept.id, name: 'Awa Sawadogo', role: 'tailor' })
    expect(options.map((o) => o.id)).not.toContain(gone.id)
  })

  it('shows a profile with its open assigned orders, delivered and canceled ones left out', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    await assignOrder(owner, staff.id, 'sewing', 1)
    await assignOrder(owner, staff.id, 'ready', 2)
    await assignOrder(owner, staff.id, 'delivered', 3)
    await assignOrder(owner, staff.id, 'canceled', 4)
    const detail = await readJson<StaffDetail>(
      await api('GET', `/api/atelier/staff/${staff.id}`, { token: owner.token }),
    )
    expect(detail).toMatchObject({ id: staff.id, assignedOrders: 2, payments: [] })
  })

  it('edits a profile, and deactivation keeps the member (reactivated by an edit)', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const edited = await api('PUT', `/api/atelier/staff/${staff.id}`, {
      token: owner.token,
      json: staffBody({ role: 'manager', salary: '90000', email: 'mariam@atelier.test' }),
    })
    expect(await readJson<StaffDetail>(edited)).toMatchObject({
      role: 'manager',
      salary: 90000,
      email: 'mariam@atelier.test',
    })
    expect(
      (await api('DELETE', `/api/atelier/staff/${staff.id}`, { token: owner.token })).status,
    ).toBe(204)
    const off = await readJson<StaffDetail>(
      await api('GET', `/api/atelier/staff/${staff.id}`, { token: owner.token }),
    )
    expect(off.active).toBe(false)
    const back = await api('PUT', `/api/atelier/staff/${staff.id}`, {
      token: owner.token,
      json: staffBody({ active: true }),
    })
    expect((await readJson<StaffDetail>(back)).active).toBe(true)
  })

  it("answers 404 for another shop's member on every route", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const theirs = await addStaff(other)
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', staffBody()],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, `/api/atelier/staff/${theirs.id}`, { token: owner.token, json })
      expect(res.status, method).toBe(404)
    }
  })
})

describe('Atelier staff: permissions', () => {
  it('opens the staff to a manager and closes it to a cashier and a tailor', async () => {
    const owner = await createAtelier()
    const staff = await addStaff(owner)
    const manager = await createStaffAccount(owner, 'manager')
    expect((await api('GET', '/api/atelier/staff', { token: manager.token })).status).toBe(200)
    expect(
      (
        await api('PUT', `/api/atelier/staff/${staff.id}`, {
          token: manager.token,
          json: staffBody(),
        })
      ).status,
    ).toBe(200)
    for (const role of ['cashier', 'tailor'] as const) {
      const member = await createStaffAccount(owner, role)
      for (const [method, path, json] of [
        ['GET', '/api/atelier/staff', undefined],
        ['POST', '/api/atelier/staff', staffBody()],
        ['GET', `/api/atelier/staff/${staff.id}`, undefined],
        ['PUT', `/api/atelier/staff/${staff.id}`, staffBody()],
        ['DELETE', `/api/atelier/staff/${staff.id}`, undefined],
      ] as const) {
        const res = await api(method, path, { token: member.token, json })
        expect(res.status, `${role} ${method} ${path}`).toBe(403)
      }
    }
  })

  it('lets a manager edit their own profile but not their own role nor switch themselves off', async () => {
    const owner = await createAtelier()
    const manager = await createStaffAccount(owner, 'manager')
    const own = `/api/atelier/staff/${manager.staffId}`
    const mine = staffBody({ firstName: 'Ibrahim', lastName: 'Sanou', role: 'manager' })
    expect((await api('PUT', own, { token: manager.token, json: mine })).status).toBe(200)
    const promoted = await api('PUT', own, {
      token: manager.token,
      json: { ...mine, role: 'tailor' },
    })
    expect(promoted.status).toBe(403)
    expect((await readError(promoted)).error.message).toBe(
      'Vous ne pouvez pas changer votre propre rôle',
    )
    expect((await api('DELETE', own, { token: manager.token })).status).toBe(403)
    // The owner can.
    expect(
      (await api('PUT', own, { token: owner.token, json: { ...mine, role: 'tailor' } })).status,
    ).toBe(200)
  })
})
