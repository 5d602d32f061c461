import { describe, expect, it } from 'vitest'
import { createAtelier } from '#tests/helpers/atelier.ts'
import { pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  issuesOf,
  type Media,
  readError,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Fabric, FabricDetail } from '#worker/schemas/atelier/fabrics.ts'
import type { Lookup } from '#worker/schemas/atelier/lookups.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

/** Through the atelier's own upload route, the one staff accounts use. */
async function uploadAtelierImage(tenant: { token: string }) {
  const file = new File([pngBytes(2, 2) as Uint8Array<ArrayBuffer>], 'tissu.png', {
    type: 'image/png',
  })
  const res = await api('POST', '/api/atelier/media', { token: tenant.token, form: { file } })
  expect(res.status).toBe(201)
  return (await readJson<Media>(res)).id
}

async function createFabric(tenant: { token: string }, body: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/atelier/fabrics', {
    token: tenant.token,
    json: { name: 'Wax Vlisco', pricePerMeter: '3500', ...body },
  })
  if (res.status !== 201)
    throw new Error(`fabric creation failed: ${res.status} ${await res.text()}`)
  return readJson<FabricDetail>(res)
}

async function createLookup(tenant: { token: string }, kind: string, name: string) {
  const res = await api('POST', `/api/atelier/lookups/${kind}`, {
    token: tenant.token,
    json: { name },
  })
  expect(res.status).toBe(201)
  return readJson<Lookup>(res)
}

/** A tailoring order row taking `fabricId` (written in D1: orders have their own tests). */
async function orderUsing(tenant: Tenant, fabricId: string) {
  const customer = await readJson<{ id: string }>(
    await api('POST', '/api/customers', {
      token: tenant.token,
      json: { firstName: 'Fatou', lastName: 'Ouédraogo', phone: '70112233', address: 'Gounghin' },
    }),
  )
  await (await shopDb(tenant))
    .prepare(
      `INSERT INTO tailoring_orders (id, store_id, number, customer_id, garments, services,
        fabric_source, fabric_id, fabric_cm, price, currency, promised_on, tracking_token)
       VALUES (?, ?, 'A-0001', ?, '[]', '[]', 'stock', ?, 250, 15000, 'XOF', '2030-01-01', ?)`,
    )
    .bind(
      `tor_${crypto.randomUUID().slice(0, 12)}`,
      tenant.store.id,
      customer.id,
      fabricId,
      crypto.randomUUID(),
    )
    .run()
}

describe('POST /api/atelier/fabrics', () => {
  it('creates a fabric with its type, supplier and pictures, and returns 201', async () => {
    const owner = await createAtelier()
    const type = await createLookup(owner, 'fabric-type', 'Coton')
    const supplier = await readJson<{ id: string }>(
      await api('POST', '/api/atelier/suppliers', {
        token: owner.token,
        json: { name: 'Diallo Textiles', phone: '70001122', address: 'Grand marché' },
      }),
    )
    const imageId = await uploadAtelierImage(owner)
    const fabric = await createFabric(owner, {
      typeId: type.id,
      supplierId: supplier.id,
      color: 'Bleu indigo',
      lowStockMeters: '2,5',
      imageIds: [imageId],
      description: '6 yards',
    })
    expect(fabric).toMatchObject({
      name: 'Wax Vlisco',
      typeName: 'Coton',
      supplierName: 'Diallo Textiles',
      pricePerMeter: 3500,
      stockCm: 0,
      lowStockCm: 250,
      low: true,
      movements: [],
    })
    expect(fabric.images).toEqual([{ id: imageId, url: expect.stringMatching(/^\/media\//) }])
    expect(fabric.imageUrls).toHaveLength(1)
  })

  it('takes its name from the fabric-name list when only nameId is given', async () => {
    const owner = await createAtelier()
    const bazin = await createLookup(owner, 'fabric-name', 'Bazin riche')
    const fabric = await createFabric(owner, { name: '', nameId: bazin.id })
    expect(fabric).toMatchObject({ name: 'Bazin riche', nameId: bazin.id })
  })

  it('records the initial metres as a first purchase', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '12,5', purchaseAmount: '40000' })
    expect(fabric.stockCm).toBe(1250)
    expect(fabric.movements).toMatchObject([{ kind: 'purchase', deltaCm: 1250, amount: 40000 }])
  })

  it('answers 422 with French messages for a missing name, a bad length and a price with decimals', async () => {
    const owner = await createAtelier()
    const res = await api('POST', '/api/atelier/fabrics', {
      token: owner.token,
      json: { name: ' ', pricePerMeter: '3500,50', initialMeters: '2,555' },
    })
    expect(res.status).toBe(422)
    const issues = await issuesOf(res)
    expect(issues.name).toMatch(/nom du tissu/)
    expect(issues.initialMeters).toMatch(/mètres/)
    const decimals = await api('POST', '/api/atelier/fabrics', {
      token: owner.token,
      json: { name: 'Lin', pricePerMeter: '3500,50' },
    })
    expect(decimals.status).toBe(422)
    expect((await issuesOf(decimals)).pricePerMeter).toMatch(/décimales/)
  })

  it('answers 422 for an amount without metres, and for more than 6 pictures', async () => {
    const owner = await createAtelier()
    const post = (json: Record<string, unknown>) =>
      api('POST', '/api/atelier/fabrics', {
        token: owner.token,
        json: { name: 'Lin', pricePerMeter: '0', ...json },
      })
    const amountOnly = await post({ purchaseAmount: '5000' })
    expect(amountOnly.status).toBe(422)
    expect((await issuesOf(amountOnly)).initialMeters).toMatch(/mètres achetés/)
    const pictures = await post({ imageIds: Array(7).fill('med_x') })
    expect(pictures.status).toBe(422)
    expect((await issuesOf(pictures)).imageIds).toMatch(/6 images/)
  })

  it("answers 404 for another shop's type, name, supplier or picture", async () => {
    const [owner, other] = [await createAtelier(), await createAtelier()]
    const type = await createLookup(other, 'fabric-type', 'Soie')
    const name = await createLookup(other, 'fabric-name', 'Kente')
    const otherImage = await uploadAtelierImage(other)
    for (const [field, value] of [
      ['typeId', type.id],
      ['nameId', name.id],
      ['supplierId', 'sup_inconnu'],
      ['imageIds', [otherImage]],
    ] as const) {
      const res = await api('POST', '/api/atelier/fabrics', {
        token: owner.token,
        json: { name: 'Lin', pricePerMeter: '100', [field]: value },
      })
      expect(res.status, field).toBe(404)
      expect(Object.keys(await issuesOf(res)), field).toEqual([field])
    }
  })

  it('refuses a fabric type used as a fabric name (a lookup of another list)', async () => {
    const owner = await createAtelier()
    const type = await createLookup(owner, 'fabric-type', 'Coton')
    const res = await api('POST', '/api/atelier/fabrics', {
      token: owner.token,
      json: { nameId: type.id, pricePerMeter: '100' },
    })
    expect(res.status).toBe(404)
  })
})

describe('GET /api/atelier/fabrics', () => {
  it('searches, filters by type and by low stock, and pages', async () => {
    const owner = await createAtelier()
    const silk = await createLookup(owner, 'fabric-type', 'Soie')
    await createFabric(owner, { name: 'Soie sauvage', typeId: silk.id, initialMeters: '10' })
    await createFabric(owner, { name: 'Bazin', initialMeters: '1' })
    await createFabric(owner, { name: 'Wax', initialMeters: '20', color: 'Rouge' })
    const list = async (query: string) =>
      readJson<Paged<Fabric>>(
        await api('GET', `/api/atelier/fabrics?${query}`, { token: owner.token }),
      )
    expect((await list('')).total).toBe(3)
    expect((await list('q=rouge')).items.map((f) => f.name)).toEqual(['Wax'])
    expect((await list(`typeId=${silk.id}`)).items.map((f) => f.name)).toEqual(['Soie sauvage'])
    expect((await list('low=true')).items.map((f) => f.name)).toEqual(['Bazin'])
    const paged = await list('pageSize=2&page=2')
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect(paged.items).toHaveLength(1)
  })
})

describe('GET, PUT, DELETE /api/atelier/fabrics/:id', () => {
  it('edits everything but the stock', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '4' })
    const res = await api('PUT', `/api/atelier/fabrics/${fabric.id}`, {
      token: owner.token,
      json: { name: 'Wax hollandais', pricePerMeter: '4000', stockCm: 99999, lowStockMeters: '1' },
    })
    expect(res.status).toBe(200)
    expect(await readJson<FabricDetail>(res)).toMatchObject({
      name: 'Wax hollandais',
      pricePerMeter: 4000,
      stockCm: 400,
      lowStockCm: 100,
      low: false,
    })
  })

  it('deletes an unused fabric with its movements, and answers 204', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '3' })
    const res = await api('DELETE', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token })
    expect(res.status).toBe(204)
    expect(
      (await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token })).status,
    ).toBe(404)
    const left = await (await shopDb(owner))
      .prepare('SELECT count(*) AS n FROM atelier_fabric_movements WHERE fabric_id = ?')
      .bind(fabric.id)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
  })

  it('refuses with 409 to delete a fabric an order used', async () => {
    const owner = await createAtelier()
    const fabric = await createFabric(owner, { initialMeters: '3' })
    await orderUsing(owner, fabric.id)
    const res = await api('DELETE', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toMatch(/commandes/)
    expect(
      (await api('GET', `/api/atelier/fabrics/${fabric.id}`, { token: owner.token })).status,
    ).toBe(200)
  })
})
