import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import {
  api,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type {
  GarmentType,
  Measurement,
  MeasurementPart,
} from '#worker/schemas/atelier/measurements.ts'
import type { Customer } from '#worker/schemas/customers.ts'

setupWorker()

const typesOf = async (token: string) =>
  readJson<GarmentType[]>(await api('GET', '/api/atelier/garment-types', { token }))
const partsOf = async (token: string) =>
  readJson<MeasurementPart[]>(await api('GET', '/api/atelier/measurement-parts', { token }))
const partNamed = (parts: MeasurementPart[], name: string) => parts.find((p) => p.name === name)!

async function createType(by: { token: string }, name: string, partIds: string[]) {
  const res = await api('POST', '/api/atelier/garment-types', {
    token: by.token,
    json: { name, partIds },
  })
  expect(res.status).toBe(201)
  return readJson<GarmentType>(res)
}

describe('GET /api/atelier/garment-types', () => {
  it('lists the starter clothing types with their parts in the order they are measured', async () => {
    const owner = await createAtelier()
    const types = await typesOf(owner.token)
    expect(types.map((t) => t.name)).toEqual([
      'Boubou',
      'Chemise',
      'Jupe',
      'Pantalon',
      'Robe',
      'Veste',
    ])
    const skirt = types.find((t) => t.name === 'Jupe')!
    expect(skirt.parts.map((p) => p.name)).toEqual(['Taille', 'Hanches', 'Longueur de la jupe'])
  })

  it('is readable by every member, a tailor included, but not by another shop', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const mine = await typesOf(tailor.token)
    expect(mine).toHaveLength(6)
    const other = await createAtelier()
    const theirs = await typesOf(other.token)
    expect(theirs.map((t) => t.id)).not.toContain(mine[0]!.id)
  })
})

describe('POST/PUT/DELETE /api/atelier/garment-types', () => {
  it('creates a clothing type measured with the chosen parts, in the order given', async () => {
    const owner = await createAtelier()
    const parts = await partsOf(owner.token)
    const order = ['Longueur totale', 'Épaules', 'Poitrine'].map((n) => partNamed(parts, n).id)
    const type = await createType(owner, 'Grand boubou', [...order, order[1]!])
    expect(type).toMatchObject({ name: 'Grand boubou', description: null })
    expect(type.parts.map((p) => p.id)).toEqual(order)
  })

  it('refuses an empty name with a French message, and a name the shop already has with 409', async () => {
    const owner = await createAtelier()
    const empty = await api('POST', '/api/atelier/garment-types', {
      token: owner.token,
      json: { name: '  ', partIds: [] },
    })
    expect(empty.status).toBe(422)
    expect((await issuesOf(empty)).name).toBe('Le champ est vide')
    const taken = await api('POST', '/api/atelier/garment-types', {
      token: owner.token,
      json: { name: 'Boubou' },
    })
    expect(taken.status).toBe(409)
    expect((await readError(taken)).error).toMatchObject({
      code: 'CONFLICT',
      message: 'Ce nom existe déjà',
    })
  })

  it("answers 422 on partIds when a part is another shop's", async () => {
    const owner = await createAtelier()
    const other = await createAtelier()
    const foreign = (await partsOf(other.token))[0]!.id
    const res = await api('POST', '/api/atelier/garment-types', {
      token: owner.token,
      json: { name: 'Caftan', partIds: [foreign] },
    })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).partIds).toBe('Partie de mesure introuvable')
    expect((await typesOf(owner.token)).map((t) => t.name)).not.toContain('Caftan')
  })

  it('renames a type and replaces its parts; renaming onto another type answers 409', async () => {
    const owner = await createAtelier()
    const parts = await partsOf(owner.token)
    const skirt = (await typesOf(owner.token)).find((t) => t.name === 'Jupe')!
    const hips = partNamed(parts, 'Hanches').id
    const res = await api('PUT', `/api/atelier/garment-types/${skirt.id}`, {
      token: owner.token,
      json: { name: 'Jupe longue', description: 'Jusqu’aux chevilles', partIds: [hips] },
    })
    expect(res.status).toBe(200)
    expect(await readJson<GarmentType>(res)).toMatchObject({
      id: skirt.id,
      name: 'Jupe longue',
      description: 'Jusqu’aux chevilles',
      parts: [{ id: hips, name: 'Hanches' }],
    })
    const clash = await api('PUT', `/api/atelier/garment-types/${skirt.id}`, {
      token: owner.token,
      json: { name: 'Robe', partIds: [] },
    })
    expect(clash.status).toBe(409)
  })

  it('deletes a type; its measurements stay under the name they were taken with', async () => {
    const owner = await createAtelier()
    const skirt = (await typesOf(owner.token)).find((t) => t.name === 'Jupe')!
    const customer = await readJson<Customer>(
      await api('POST', '/api/atelier/customers', {
        token: owner.token,
        json: {
          firstName: 'Mariam',
          lastName: 'Ouédraogo',
          phone: uniquePhone(),
          address: 'Gounghin',
        },
      }),
    )
    const taken = await api('POST', `/api/atelier/customers/${customer.id}/measurements`, {
      token: owner.token,
      json: { garmentTypeId: skirt.id, values: [{ partId: skirt.parts[0]!.id, value: 70 }] },
    })
    const measurement = await readJson<Measurement>(taken)
    const res = await api('DELETE', `/api/atelier/garment-types/${skirt.id}`, {
      token: owner.token,
    })
    expect(res.status).toBe(204)
    expect((await typesOf(owner.token)).map((t) => t.id)).not.toContain(skirt.id)
    const kept = await api('GET', `/api/atelier/measurements/${measurement.id}`, {
      token: owner.token,
    })
    expect(await readJson<Measurement>(kept)).toMatchObject({
      garmentTypeId: null,
      garmentTypeName: 'Jupe',
      values: [{ name: 'Taille', value: 70 }],
    })
  })

  it("answers 404 for another shop's type", async () => {
    const owner = await createAtelier()
    const foreign = (await typesOf((await createAtelier()).token))[0]!
    const put = await api('PUT', `/api/atelier/garment-types/${foreign.id}`, {
      token: owner.token,
      json: { name: 'Volé', partIds: [] },
    })
    expect(put.status).toBe(404)
    const del = await api('DELETE', `/api/atelier/garment-types/${foreign.id}`, {
      token: owner.token,
    })
    expect(del.status).toBe(404)
  })

  it("keeps changes to roles with 'settings': a tailor gets 403, a manager may", async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const manager = await createStaffAccount(owner, 'manager')
    const type = (await typesOf(owner.token))[0]!
    for (const [method, path, json] of [
      ['POST', '/api/atelier/garment-types', { name: 'Caftan' }],
      ['PUT', `/api/atelier/garment-types/${type.id}`, { name: 'Caftan' }],
      ['DELETE', `/api/atelier/garment-types/${type.id}`, undefined],
      ['POST', '/api/atelier/measurement-parts', { name: 'Poignet' }],
    ] as const) {
      const res = await api(method, path, { token: tailor.token, json })
      expect(res.status, `${method} ${path}`).toBe(403)
    }
    expect((await createType(manager, 'Caftan', [])).name).toBe('Caftan')
  })
})

describe('/api/atelier/measurement-parts', () => {
  it('lists the starter parts from the neck down, to every member', async () => {
    const owner = await createAtelier()
    const cashier = await createStaffAccount(owner, 'cashier')
    const parts = await partsOf(cashier.token)
    expect(parts).toHaveLength(12)
    expect(parts[0]).toMatchObject({ name: 'Tour de cou', description: null })
  })

  it('creates, renames and deletes a part; a deleted part leaves the types measured with it', async () => {
    const owner = await createAtelier()
    const created = await api('POST', '/api/atelier/measurement-parts', {
      token: owner.token,
      json: { name: 'Poignet', description: 'Autour du poignet' },
    })
    expect(created.status).toBe(201)
    const part = await readJson<MeasurementPart>(created)
    const type = await createType(owner, 'Caftan', [part.id])
    const renamed = await api('PUT', `/api/atelier/measurement-parts/${part.id}`, {
      token: owner.token,
      json: { name: 'Tour de poignet' },
    })
    expect(await readJson<MeasurementPart>(renamed)).toMatchObject({
      id: part.id,
      name: 'Tour de poignet',
      description: null,
    })
    const gone = await api('DELETE', `/api/atelier/measurement-parts/${part.id}`, {
      token: owner.token,
    })
    expect(gone.status).toBe(204)
    expect((await partsOf(owner.token)).map((p) => p.id)).not.toContain(part.id)
    const caftan = (await typesOf(owner.token)).find((t) => t.id === type.id)!
    expect(caftan.parts).toEqual([])
  })

  it('refuses a name too long or already used, in French', async () => {
    const owner = await createAtelier()
    const long = await api('POST', '/api/atelier/measurement-parts', {
      token: owner.token,
      json: { name: 'x'.repeat(81) },
    })
    expect(long.status).toBe(422)
    expect((await issuesOf(long)).name).toBe('80 caractères au maximum')
    const taken = await api('POST', '/api/atelier/measurement-parts', {
      token: owner.token,
      json: { name: 'Poitrine' },
    })
    expect(taken.status).toBe(409)
    expect((await issuesOf(taken)).name).toBe('Ce nom existe déjà')
  })

  it("answers 404 for another shop's part, and 403 to a role without 'settings'", async () => {
    const owner = await createAtelier()
    const foreign = (await partsOf((await createAtelier()).token))[0]!
    const put = await api('PUT', `/api/atelier/measurement-parts/${foreign.id}`, {
      token: owner.token,
      json: { name: 'Volé' },
    })
    expect(put.status).toBe(404)
    expect((await readError(put)).error.message).toBe('Partie de mesure introuvable')
    const del = await api('DELETE', `/api/atelier/measurement-parts/${foreign.id}`, {
      token: owner.token,
    })
    expect(del.status).toBe(404)
    const cashier = await createStaffAccount(owner, 'cashier')
    const mine = (await partsOf(owner.token))[0]!
    const refused = await api('DELETE', `/api/atelier/measurement-parts/${mine.id}`, {
      token: cashier.token,
    })
    expect(refused.status).toBe(403)
  })
})
