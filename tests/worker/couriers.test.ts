import { describe, expect, it } from 'vitest'
import {
  addCourier,
  couriersOf,
  seedAssign,
  seedCourier,
  seedOrders,
} from '#tests/helpers/courier-api.ts'
import {
  api,
  createTenant,
  issuesOf,
  onPlan,
  readError,
  readJson,
  setupWorker,
} from '#tests/helpers/worker.ts'
import { type Courier, courierMsg, MAX_COURIERS } from '#worker/schemas/couriers.ts'
import { msg } from '#worker/schemas/messages.ts'

setupWorker()

describe('POST /api/couriers', () => {
  it('adds a courier with their number in international digits and the fee read as typed ("1 000"), 201, listed', async () => {
    const t = await createTenant()
    const res = await addCourier(t, {
      name: 'Moussa Ouédraogo',
      phone: '70 11 22 33',
      phoneCountryCode: '+226',
      feePerDrop: '1 000',
    })
    expect(res.status).toBe(201)
    const courier = await readJson<Courier>(res)
    expect(courier).toMatchObject({
      name: 'Moussa Ouédraogo',
      phone: '22670112233',
      feePerDrop: 1000,
      active: true,
    })
    expect(courier.id).toMatch(/^cou_/)
    const free = await seedCourier(t, { name: 'Awa', feePerDrop: '' })
    expect(free.feePerDrop).toBeNull()
    expect((await couriersOf(t)).map((c) => c.name)).toEqual(['Awa', 'Moussa Ouédraogo'])
  })

  it('answers 422 in French under the fields for a blank name, a bad number and a fee that is not a number', async () => {
    const t = await createTenant()
    const res = await addCourier(t, { name: ' ', phone: '12', feePerDrop: 'mille' })
    expect(res.status).toBe(422)
    const issues = await issuesOf(res)
    expect(issues.name).toBe(msg.required)
    expect(issues.phone).toBeTruthy()
    expect(issues.feePerDrop).toMatch(/écrivez un nombre/)
  })

  it('answers 409 under the phone for a number already listed in the shop, however it is typed; another shop may list it', async () => {
    const t = await createTenant()
    await seedCourier(t, { phone: '70112233', phoneCountryCode: '+226' })
    const twice = await addCourier(t, { name: 'Autre', phone: '+226 70 11 22 33' })
    expect(twice.status).toBe(409)
    expect(await issuesOf(twice)).toEqual({ phone: courierMsg.phoneTaken })
    const other = await createTenant()
    expect((await addCourier(other, { name: 'Autre', phone: '70112233' })).status).toBe(201)
  })

  it(`refuses courier ${MAX_COURIERS + 1} on the biggest plan, 422 with a French message`, async () => {
    const t = await onPlan(await createTenant(), 'pln_entreprise')
    for (let i = 0; i < MAX_COURIERS; i++) await seedCourier(t, { name: `Livreur ${i}` })
    const res = await addCourier(t, { name: 'Un de trop', phone: '70999999' })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(courierMsg.limit)
  })
})

describe('PATCH and DELETE /api/couriers/:id', () => {
  it('changes a courier and turns them off; another shop gets 404 and changes nothing', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const courier = await seedCourier(a, { name: 'Moussa', phone: '70112233' })
    const body = { name: 'Volé', phone: '70000001' }
    expect(
      (await api('PATCH', `/api/couriers/${courier.id}`, { token: b.token, json: body })).status,
    ).toBe(404)
    expect((await api('DELETE', `/api/couriers/${courier.id}`, { token: b.token })).status).toBe(
      404,
    )
    const res = await api('PATCH', `/api/couriers/${courier.id}`, {
      token: a.token,
      json: { name: 'Moussa K.', phone: '70112233', feePerDrop: '750', active: false },
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ name: 'Moussa K.', feePerDrop: 750, active: false })
    expect(await couriersOf(a)).toEqual([
      { ...courier, name: 'Moussa K.', feePerDrop: 750, active: false },
    ])
  })

  it('answers 409 under the phone when changed to another courier’s number', async () => {
    const t = await createTenant()
    await seedCourier(t, { phone: '70112233' })
    const second = await seedCourier(t, { phone: '70112244' })
    const res = await api('PATCH', `/api/couriers/${second.id}`, {
      token: t.token,
      json: { name: 'Second', phone: '70112233' },
    })
    expect(res.status).toBe(409)
    expect(await issuesOf(res)).toEqual({ phone: courierMsg.phoneTaken })
  })

  it('deletes a courier who never had a run (204), but answers 409 for one with days: turned off instead', async () => {
    const t = await createTenant()
    const idle = await seedCourier(t, { name: 'Idle' })
    expect((await api('DELETE', `/api/couriers/${idle.id}`, { token: t.token })).status).toBe(204)
    const worked = await seedCourier(t, { name: 'Moussa' })
    const [orderId] = await seedOrders(t, 1)
    await seedAssign(t, worked.id, [orderId!])
    const res = await api('DELETE', `/api/couriers/${worked.id}`, { token: t.token })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(courierMsg.hasDays)
    expect((await couriersOf(t)).map((c) => c.id)).toEqual([worked.id])
  })
})
