import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fileOf, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  readError,
  readJson,
  type Store,
  setupWorker,
  storeForm,
} from '#tests/helpers/worker.ts'

setupWorker()

const uniqueName = () => `Épicerie ${randomUUID().slice(0, 8)}`
const slugOf = (name: string) =>
  name.replace('Épicerie', 'epicerie').toLowerCase().replace(/\s+/g, '-')
describe('POST /api/stores', () => {
  it('creates the shop without a logo and returns 201 with a slug from its name and XOF', async () => {
    const merchant = await createMerchant()
    const name = uniqueName()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ name }),
    })
    expect(res.status).toBe(201)
    const body = await readJson<{ message: string; data: Store }>(res)
    expect(body.message).toBe('Boutique créée avec succès')
    expect(body.data).toMatchObject({
      ownerId: merchant.user.id,
      name,
      slug: slugOf(name),
      currency: 'XOF',
      color: '#0f766e',
      phone: '22670123456',
      email: 'contact@awa.test',
      logoUrl: null,
      url: `/${slugOf(name)}/home`,
    })
    expect(body.data.id).toMatch(/^sto_/)

    const me = await readJson<{ storeId: string }>(
      await api('GET', '/api/verifyToken', { token: merchant.token }),
    )
    expect(me.storeId).toBe(body.data.id)
  })

  it('keeps the currency, colour and country code it is given, and returns 201', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({
        currency: 'EUR',
        color: '#112233',
        phoneCountryCode: '+33',
        phone: '6 12 34 56 78',
        email: 'SHOP@Example.TEST',
      }),
    })
    expect(res.status).toBe(201)
    expect((await readJson<{ data: Store }>(res)).data).toMatchObject({
      currency: 'EUR',
      color: '#112233',
      phone: '33612345678',
      email: 'shop@example.test',
    })
  })

  it('stores a PNG logo served from /media with its type and a year-long immutable cache, and returns 201', async () => {
    const merchant = await createMerchant()
    const png = pngBytes(4, 3)
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ name: uniqueName(), logo: fileOf(png, 'logo.png', 'image/png') }),
    })
    expect(res.status).toBe(201)
    const { data } = await readJson<{ data: Store }>(res)
    expect(data.logoUrl).toMatch(/^\/media\/s\/sto_[0-9a-z]+\/med_[0-9a-z]+\.png$/)

    const file = await api('GET', data.logoUrl!)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png)

    const etag = file.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await api('GET', data.logoUrl!, { headers: { 'if-none-match': etag! } })).status).toBe(
      304,
    )
  })

  it('stores a JPEG logo by its bytes, whatever its name, and returns 201', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ logo: fileOf(jpegBytes(64, 64), 'logo.bin', 'application/octet-stream') }),
    })
    expect(res.status).toBe(201)
    const { data } = await readJson<{ data: Store }>(res)
    expect(data.logoUrl).toMatch(/\.jpg$/)
    expect((await api('GET', data.logoUrl!)).headers.get('content-type')).toBe('image/jpeg')
  })

  it('gives two shops with the same name different slugs', async () => {
    const name = uniqueName()
    const [a, b] = [await createTenant({ name }), await createTenant({ name })]
    expect(a.store.slug).toBe(slugOf(name))
    expect(b.store.slug).toBe(`${slugOf(name)}-2`)
  })

  it('never takes a reserved path as a slug', async () => {
    const tenant = await createTenant({ name: 'Admin' })
    expect(tenant.store.slug).toMatch(/^admin-shop(-\d+)?$/)
  })

  it('returns one 201 and only 409 CONFLICT for a double submit, never a 5xx', async () => {
    const merchant = await createMerchant()
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api('POST', '/api/stores', {
          token: merchant.token,
          form: storeForm({ name: uniqueName() }),
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409])
  })

  it('gives concurrent shops with the same name distinct slugs, all 201', async () => {
    const name = uniqueName()
    const merchants = await Promise.all([1, 2, 3].map(() => createMerchant()))
    const results = await Promise.all(
      merchants.map((m) =>
        api('POST', '/api/stores', { token: m.token, form: storeForm({ name }) }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual([201, 201, 201])
    const slugs = await Promise.all(
      results.map(async (r) => (await readJson<{ data: Store }>(r)).data.slug),
    )
    expect(new Set(slugs).size).toBe(3)
    for (const slug of slugs) expect(slug.startsWith(slugOf(name))).toBe(true)
  })

  // BUG (worker/services/stores.ts, createStore): the trunk "0" of a national number is kept
  // after the country code, so +234 0803 123 4567 becomes 23408031234567 (not a valid E.164
  // number: WhatsApp and call links to the shop break). Orders strip it (withCountryCode).
  it('drops the national trunk 0 after the country code (+234 0803… → 234803…), and returns 201', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ phoneCountryCode: '+234', phone: '0803 123 4567' }),
    })
    expect(res.status).toBe(201)
    expect((await readJson<{ data: Store }>(res)).data.phone).toBe('2348031234567')
  })

  it('keeps the leading 0 of an Ivorian number, which is part of it (+225 07… → 22507…), and returns 201', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ phoneCountryCode: '+225', phone: '07 07 07 07 07' }),
    })
    expect(res.status).toBe(201)
    expect((await readJson<{ data: Store }>(res)).data.phone).toBe('2250707070707')
  })
})

describe('GET /api/stores/:userId', () => {
  it('returns 200 with the caller’s own shop', async () => {
    const tenant = await createTenant()
    const res = await api('GET', `/api/stores/${tenant.user.id}`, { token: tenant.token })
    expect(res.status).toBe(200)
    expect((await readJson<{ data: Store }>(res)).data).toMatchObject({
      id: tenant.store.id,
      slug: tenant.store.slug,
    })
  })

  it('returns 404 NOT_FOUND for another merchant’s userId', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const res = await api('GET', `/api/stores/${b.user.id}`, { token: a.token })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
  })

  it('returns 404 NOT_FOUND for a merchant without a shop', async () => {
    const merchant = await createMerchant()
    const res = await api('GET', `/api/stores/${merchant.user.id}`, { token: merchant.token })
    expect(res.status).toBe(404)
    expect((await readError(res)).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Boutique introuvable',
    })
  })

  it('returns 200 with any merchant’s shop for an admin', async () => {
    const [tenant, admin] = [await createTenant(), await createAdmin()]
    const res = await api('GET', `/api/stores/${tenant.user.id}`, { token: admin.token })
    expect(res.status).toBe(200)
    expect((await readJson<{ data: Store }>(res)).data.id).toBe(tenant.store.id)
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    const tenant = await createTenant()
    const res = await api('GET', `/api/stores/${tenant.user.id}`)
    expect(res.status).toBe(401)
    expect((await readError(res)).error.code).toBe('UNAUTHORIZED')
  })
})

describe('GET /media/*', () => {
  it('returns 404 for an unknown file and for a key outside the media layout', async () => {
    expect((await api('GET', '/media/s/sto_abc/med_abc.png')).status).toBe(404)
    expect((await api('GET', '/media/../secrets.txt')).status).toBe(404)
    expect((await api('GET', '/media/s/sto_abc/med_abc.html')).status).toBe(404)
  })
})
