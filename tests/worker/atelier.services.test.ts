import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, createTenant, issuesOf, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { Service } from '#worker/schemas/atelier/services.ts'

setupWorker()

const add = (token: string, json: Record<string, unknown>) =>
  api('POST', '/api/atelier/services', { token, json })

describe('/api/atelier/services', () => {
  it('creates, lists by name, edits and deletes services with their price', async () => {
    const owner = await createAtelier()
    const res = await add(owner.token, { name: 'Broderie', description: 'Main', price: '7500' })
    expect(res.status).toBe(201)
    const embroidery = await readJson<Service>(res)
    expect(embroidery).toMatchObject({ name: 'Broderie', description: 'Main', price: 7500 })
    await add(owner.token, { name: 'Âjustement', price: '0' })
    await add(owner.token, { name: 'Couture', price: '15000' })
    const edited = await api('PUT', `/api/atelier/services/${embroidery.id}`, {
      token: owner.token,
      json: { name: 'Broderie machine', price: '5000' },
    })
    expect(await readJson<Service>(edited)).toMatchObject({ price: 5000, description: null })
    const list = await readJson<Service[]>(
      await api('GET', '/api/atelier/services', { token: owner.token }),
    )
    expect(list.map((s) => s.name)).toEqual(['Broderie machine', 'Couture', 'Âjustement'])
    expect(
      (await api('DELETE', `/api/atelier/services/${embroidery.id}`, { token: owner.token }))
        .status,
    ).toBe(204)
  })

  it('stores a euro price in cents and refuses decimals the currency does not have', async () => {
    const euros = await createTenant({ currency: 'EUR' })
    await api('PUT', '/api/atelier/settings', { token: euros.token, json: { enabled: true } })
    expect(
      await readJson<Service>(await add(euros.token, { name: 'Ourlet', price: '12,50' })),
    ).toMatchObject({
      price: 1250,
    })
    const francs = await createAtelier()
    const res = await add(francs.token, { name: 'Ourlet', price: '12,50' })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).price).toMatch(/décimales/)
  })

  it('answers 422 in French for a missing name or a negative price, 409 for a name already used', async () => {
    const owner = await createAtelier()
    const invalid = await add(owner.token, { name: '', price: '-5' })
    expect(invalid.status).toBe(422)
    expect(await issuesOf(invalid)).toMatchObject({
      name: 'Le champ est vide',
      price: 'Prix : le montant ne peut pas être négatif',
    })
    await add(owner.token, { name: 'Retouche', price: '2000' })
    const twice = await add(owner.token, { name: 'Retouche', price: '2500' })
    expect(twice.status).toBe(409)
    expect((await issuesOf(twice)).name).toMatch(/déjà/)
  })

  it('lets every member read services for the order form, and only "services" change them', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const service = await readJson<Service>(
      await add(owner.token, { name: 'Couture', price: '15000' }),
    )
    expect((await api('GET', '/api/atelier/services', { token: tailor.token })).status).toBe(200)
    expect((await add(tailor.token, { name: 'Essai', price: '1' })).status).toBe(403)
    const put = await api('PUT', `/api/atelier/services/${service.id}`, {
      token: tailor.token,
      json: { name: 'Couture', price: '1' },
    })
    expect(put.status).toBe(403)
    await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: ['services'], cashier: [] } },
    })
    expect((await add(tailor.token, { name: 'Essai', price: '1' })).status).toBe(201)
  })

  it("answers 404 for another shop's service", async () => {
    const [owner, other] = [await createAtelier(), await createAtelier()]
    const theirs = await readJson<Service>(
      await add(other.token, { name: 'Couture', price: '15000' }),
    )
    const put = await api('PUT', `/api/atelier/services/${theirs.id}`, {
      token: owner.token,
      json: { name: 'Volé', price: '1' },
    })
    expect(put.status).toBe(404)
    expect(
      (await api('DELETE', `/api/atelier/services/${theirs.id}`, { token: owner.token })).status,
    ).toBe(404)
    expect(
      await readJson<Service[]>(await api('GET', '/api/atelier/services', { token: owner.token })),
    ).toEqual([])
  })
})
