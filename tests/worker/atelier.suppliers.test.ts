import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { api, issuesOf, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { Lookup } from '#worker/schemas/atelier/lookups.ts'
import type { Supplier, SupplierDetail } from '#worker/schemas/atelier/suppliers.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Diallo Textiles',
  phoneCountryCode: '+226',
  phone: '70 11 22 33',
  address: 'Grand marché, Ouagadougou',
  ...overrides,
})

async function createSupplier(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/atelier/suppliers', { token, json: body(overrides) })
  if (res.status !== 201)
    throw new Error(`supplier creation failed: ${res.status} ${await res.text()}`)
  return readJson<Supplier>(res)
}

async function supplierType(token: string, name: string) {
  return readJson<Lookup>(
    await api('POST', '/api/atelier/lookups/supplier-type', { token, json: { name } }),
  )
}

describe('POST /api/atelier/suppliers', () => {
  it('creates a supplier with its type, the phone in international digits, email optional', async () => {
    const owner = await createAtelier()
    const type = await supplierType(owner.token, 'Grossiste')
    const supplier = await createSupplier(owner.token, { typeId: type.id, email: '' })
    expect(supplier).toMatchObject({
      name: 'Diallo Textiles',
      typeName: 'Grossiste',
      phone: '22670112233',
      email: null,
      fabricCount: 0,
    })
  })

  it('answers 422 in French for missing name, phone, address and an invalid email', async () => {
    const owner = await createAtelier()
    const res = await api('POST', '/api/atelier/suppliers', {
      token: owner.token,
      json: { name: '', phone: '12', address: ' ', email: 'pas-un-email' },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      name: 'Le champ est vide',
      phone: 'Numéro invalide (8 à 15 chiffres)',
      address: 'Le champ est vide',
      email: 'E-mail incorrect',
    })
  })

  it("answers 404 for another shop's supplier type, or a fabric type", async () => {
    const [owner, other] = [await createAtelier(), await createAtelier()]
    const theirs = await supplierType(other.token, 'Grossiste')
    const fabricType = await readJson<Lookup>(
      await api('POST', '/api/atelier/lookups/fabric-type', {
        token: owner.token,
        json: { name: 'Coton' },
      }),
    )
    for (const typeId of [theirs.id, fabricType.id]) {
      const res = await api('POST', '/api/atelier/suppliers', {
        token: owner.token,
        json: body({ typeId }),
      })
      expect(res.status).toBe(404)
      expect(await issuesOf(res)).toHaveProperty('typeId')
    }
  })
})

describe('GET /api/atelier/suppliers', () => {
  it('searches, filters by type and counts each supplier’s fabrics', async () => {
    const owner = await createAtelier()
    const wholesale = await supplierType(owner.token, 'Grossiste')
    const diallo = await createSupplier(owner.token, { typeId: wholesale.id })
    await createSupplier(owner.token, { name: 'Mercerie Kaboré', phone: '76543210' })
    await api('POST', '/api/atelier/fabrics', {
      token: owner.token,
      json: { name: 'Wax', supplierId: diallo.id, pricePerMeter: '100' },
    })
    const list = async (query: string) =>
      readJson<Paged<Supplier>>(
        await api('GET', `/api/atelier/suppliers?${query}`, { token: owner.token }),
      )
    expect((await list('')).items.map((s) => [s.name, s.fabricCount])).toEqual([
      ['Diallo Textiles', 1],
      ['Mercerie Kaboré', 0],
    ])
    expect((await list('q=kabor')).items.map((s) => s.name)).toEqual(['Mercerie Kaboré'])
    expect((await list('q=76543')).items.map((s) => s.name)).toEqual(['Mercerie Kaboré'])
    expect((await list(`typeId=${wholesale.id}`)).items.map((s) => s.name)).toEqual([
      'Diallo Textiles',
    ])
  })
})

describe('/api/atelier/suppliers/:id', () => {
  it('shows a supplier with its fabrics, edits it and deletes it (its fabrics stay)', async () => {
    const owner = await createAtelier()
    const supplier = await createSupplier(owner.token, { email: 'contact@diallo.test' })
    const fabric = await readJson<{ id: string }>(
      await api('POST', '/api/atelier/fabrics', {
        token: owner.token,
        json: { name: 'Bazin', supplierId: supplier.id, pricePerMeter: '100' },
      }),
    )
    const detail = await readJson<SupplierDetail>(
      await api('GET', `/api/atelier/suppliers/${supplier.id}`, { token: owner.token }),
    )
    expect(detail.fabrics.map((f) => f.name)).toEqual(['Bazin'])
    const edited = await api('PUT', `/api/atelier/suppliers/${supplier.id}`, {
      token: owner.token,
      json: body({ name: 'Diallo & Fils', email: '' }),
    })
    expect(await readJson<SupplierDetail>(edited)).toMatchObject({
      name: 'Diallo & Fils',
      email: null,
    })
    const res = await api('DELETE', `/api/atelier/suppliers/${supplier.id}`, { token: owner.token })
    expect(res.status).toBe(204)
    const kept = await readJson<{ supplierId: string | null }>(
      await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token }),
    )
    expect(kept.supplierId).toBeNull()
  })

  it("answers 404 for another shop's supplier on every route", async () => {
    const [owner, other] = [await createAtelier(), await createAtelier()]
    const theirs = await createSupplier(other.token)
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', body()],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, `/api/atelier/suppliers/${theirs.id}`, {
        token: owner.token,
        json,
      })
      expect(res.status, method).toBe(404)
    }
  })

  it("keeps suppliers to roles with 'suppliers' (403 for a tailor, 200 for a manager)", async () => {
    const owner = await createAtelier()
    const tailor = await createStaffAccount(owner, 'tailor')
    const manager = await createStaffAccount(owner, 'manager')
    expect((await api('GET', '/api/atelier/suppliers', { token: tailor.token })).status).toBe(403)
    const post = await api('POST', '/api/atelier/suppliers', { token: tailor.token, json: body() })
    expect(post.status).toBe(403)
    expect((await api('GET', '/api/atelier/suppliers', { token: manager.token })).status).toBe(200)
    expect((await createSupplier(manager.token)).name).toBe('Diallo Textiles')
  })
})
