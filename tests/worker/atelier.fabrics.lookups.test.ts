import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readError, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { Fabric } from '#worker/schemas/atelier/fabrics.ts'
import type { Lookup } from '#worker/schemas/atelier/lookups.ts'

setupWorker()

const add = (token: string, kind: string, json: Record<string, unknown>) =>
  api('POST', `/api/atelier/lookups/${kind}`, { token, json })

const list = async (token: string, kind: string) =>
  readJson<Lookup[]>(await api('GET', `/api/atelier/lookups/${kind}`, { token }))

describe('/api/atelier/lookups/:kind (fabric names and types, supplier types)', () => {
  it('adds, lists by name with their usage, edits and deletes entries of one list', async () => {
    const owner = await createAtelier()
    const res = await add(owner.token, 'fabric-type', { name: 'Wax', description: 'Imprimé' })
    expect(res.status).toBe(201)
    const wax = await readJson<Lookup>(res)
    await add(owner.token, 'fabric-type', { name: 'Bazin' })
    await add(owner.token, 'fabric-name', { name: 'Ne doit pas apparaître' })
    await api('POST', '/api/atelier/fabrics', {
      token: owner.token,
      json: { name: 'Wax hollandais', typeId: wax.id, pricePerMeter: '100' },
    })
    expect(await list(owner.token, 'fabric-type')).toMatchObject([
      { name: 'Bazin', usageCount: 0 },
      { name: 'Wax', description: 'Imprimé', usageCount: 1 },
    ])
    const edited = await api('PUT', `/api/atelier/lookups/fabric-type/${wax.id}`, {
      token: owner.token,
      json: { name: 'Wax imprimé', description: '' },
    })
    expect(await readJson<Lookup>(edited)).toMatchObject({ name: 'Wax imprimé', description: null })
    const gone = await api('DELETE', `/api/atelier/lookups/fabric-type/${wax.id}`, {
      token: owner.token,
    })
    expect(gone.status).toBe(204)
    expect((await list(owner.token, 'fabric-type')).map((l) => l.name)).toEqual(['Bazin'])
  })

  it('keeps the fabrics of a deleted entry, unlinked', async () => {
    const owner = await createAtelier()
    const name = await readJson<Lookup>(await add(owner.token, 'fabric-name', { name: 'Kita' }))
    const fabric = await readJson<Fabric>(
      await api('POST', '/api/atelier/fabrics', {
        token: owner.token,
        json: { nameId: name.id, pricePerMeter: '100' },
      }),
    )
    await api('DELETE', `/api/atelier/lookups/fabric-name/${name.id}`, { token: owner.token })
    const after = await readJson<Fabric>(
      await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token }),
    )
    expect(after).toMatchObject({ name: 'Kita', nameId: null })
  })

  it('answers 409 with a French message for a name already in the list, and allows it in another list', async () => {
    const owner = await createAtelier()
    await add(owner.token, 'supplier-type', { name: 'Grossiste' })
    const twice = await add(owner.token, 'supplier-type', { name: 'Grossiste' })
    expect(twice.status).toBe(409)
    expect((await issuesOf(twice)).name).toMatch(/existe déjà/)
    expect((await add(owner.token, 'fabric-type', { name: 'Grossiste' })).status).toBe(201)
    const other = await createAtelier()
    expect((await add(other.token, 'supplier-type', { name: 'Grossiste' })).status).toBe(201)
  })

  it('answers 422 "Le champ est vide" without a name', async () => {
    const owner = await createAtelier()
    const res = await add(owner.token, 'fabric-name', { name: '  ' })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).name).toBe('Le champ est vide')
  })

  it('answers 404 for an unknown list, and for an entry of another list or shop', async () => {
    const [owner, other] = [await createAtelier(), await createAtelier()]
    expect((await api('GET', '/api/atelier/lookups/couleurs', { token: owner.token })).status).toBe(
      404,
    )
    expect((await add(owner.token, 'couleurs', { name: 'Rouge' })).status).toBe(404)
    const mine = await readJson<Lookup>(await add(owner.token, 'fabric-name', { name: 'Lin' }))
    const theirs = await readJson<Lookup>(await add(other.token, 'fabric-name', { name: 'Lin' }))
    const put = (kind: string, id: string) =>
      api('PUT', `/api/atelier/lookups/${kind}/${id}`, { token: owner.token, json: { name: 'X' } })
    expect((await put('fabric-type', mine.id)).status).toBe(404)
    expect((await put('fabric-name', theirs.id)).status).toBe(404)
    const del = await api('DELETE', `/api/atelier/lookups/fabric-name/${theirs.id}`, {
      token: owner.token,
    })
    expect(del.status).toBe(404)
    expect(await list(other.token, 'fabric-name')).toHaveLength(1)
  })

  it('lets any member read every list, and only the right permission change it', async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    for (const kind of ['fabric-name', 'fabric-type', 'supplier-type']) {
      expect(
        (await api('GET', `/api/atelier/lookups/${kind}`, { token: tailor.token })).status,
      ).toBe(200)
      const res = await add(tailor.token, kind, { name: 'Essai' })
      expect(res.status, kind).toBe(403)
      expect((await readError(res)).error.code).toBe('FORBIDDEN')
    }
    await api('PUT', '/api/atelier/roles', {
      token: owner.token,
      json: { roles: { manager: [], tailor: ['suppliers'], cashier: [] } },
    })
    expect((await add(tailor.token, 'supplier-type', { name: 'Grossiste' })).status).toBe(201)
    expect((await add(tailor.token, 'fabric-type', { name: 'Coton' })).status).toBe(403)
  })
})
