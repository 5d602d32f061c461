import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fileOf, gifBytes, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  issuesOf,
  readError,
  readJson,
  type Store,
  storeForm,
  useWorker,
} from '#tests/helpers/worker.ts'

useWorker()

const uniqueName = () => `Épicerie ${randomUUID().slice(0, 8)}`
const slugOf = (name: string) => name.replace('Épicerie', 'epicerie').toLowerCase().replace(/\s+/g, '-')

describe('POST /api/stores', () => {
  it('creates the shop without a logo and returns 201 with a slug from its name and XOF', async () => {
    const merchant = await createMerchant()
    const name = uniqueName()
    const res = await api('POST', '/api/stores', { token: merchant.token, form: storeForm({ name }) })
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

    const me = await readJson<{ storeId: string }>(await api('GET', '/api/verifyToken', { token: merchant.token }))
    expect(me.storeId).toBe(body.data.id)
  })

  it('keeps the currency, colour and country code it is given, and returns 201', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ currency: 'EUR', color: '#112233', phoneCountryCode: '+33', phone: '6 12 34 56 78', email: 'SHOP@Example.TEST' }),
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
    expect((await api('GET', data.logoUrl!, { headers: { 'if-none-match': etag! } })).status).toBe(304)
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

  it('returns 422 UNPROCESSABLE with an issue per missing field', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', { token: merchant.token, form: { address: 'Ouaga 2000' } })
    expect(res.status).toBe(422)
    const body = await readError(res)
    expect(body.error.code).toBe('UNPROCESSABLE')
    expect(body.error.issues).toEqual([
      { path: 'name', message: 'Le champ est vide' },
      { path: 'phone', message: 'Le champ est vide' },
      { path: 'email', message: 'Le champ est vide' },
    ])
  })

  it('returns 422 UNPROCESSABLE for fields sent blank, as if missing', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', { token: merchant.token, form: { name: '  ', phone: '', email: '' } })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ name: 'Le champ est vide', phone: 'Le champ est vide', email: 'Le champ est vide' })
  })

  it.each([
    ['phone', { phone: '123' }, 'Numéro invalide (8 à 15 chiffres)'],
    ['email', { email: 'contact@' }, 'Email incorrect'],
    ['currency', { currency: 'FCFA' }, 'Devise invalide'],
    ['color', { color: 'red' }, 'Couleur invalide'],
  ])('returns 422 UNPROCESSABLE with an issue on %s', async (path, overrides, message) => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', { token: merchant.token, form: storeForm(overrides) })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ [path]: message })
  })

  it.each([
    ['HTML renamed .png', new TextEncoder().encode('<!doctype html><script>alert(1)</script>'.padEnd(100, ' ')), 'logo.png'],
    ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
    ['GIF (not allowed for logos)', gifBytes(8, 8), 'logo.gif'],
  ])('returns 422 UNPROCESSABLE with an issue on logo for a %s, and creates no shop', async (_kind, bytes, name) => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ logo: fileOf(bytes, name, 'image/png') }),
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ logo: 'Le logo doit être au format JPG ou PNG' })
    expect((await api('GET', `/api/stores/${merchant.user.id}`, { token: merchant.token })).status).toBe(404)
  })

  it('returns 413 PAYLOAD_TOO_LARGE for a logo over 2 MB', async () => {
    const merchant = await createMerchant()
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(pngBytes(10, 10))
    const res = await api('POST', '/api/stores', { token: merchant.token, form: storeForm({ logo: fileOf(big, 'logo.png', 'image/png') }) })
    expect(res.status).toBe(413)
    expect((await readError(res)).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: "L'image dépasse 2 Mo" })
  })

  it('returns 409 CONFLICT when the merchant already has a shop', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/stores', { token: tenant.token, form: storeForm({ name: uniqueName() }) })
    expect(res.status).toBe(409)
    expect((await readError(res)).error).toMatchObject({ code: 'CONFLICT', message: 'Vous avez déjà une boutique' })
  })

  it('returns 400 INVALID_INPUT for a JSON body', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', { token: merchant.token, json: storeForm() })
    expect(res.status).toBe(400)
    expect((await readError(res)).error.code).toBe('INVALID_INPUT')
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    const res = await api('POST', '/api/stores', { form: storeForm() })
    expect(res.status).toBe(401)
    expect((await readError(res)).error.code).toBe('UNAUTHORIZED')
  })

  it('returns 403 FORBIDDEN for an admin (admins do not run shops)', async () => {
    const admin = await createAdmin()
    const res = await api('POST', '/api/stores', { token: admin.token, form: storeForm() })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
  })
})

describe('GET /api/stores/:userId', () => {
  it('returns 200 with the caller’s own shop', async () => {
    const tenant = await createTenant()
    const res = await api('GET', `/api/stores/${tenant.user.id}`, { token: tenant.token })
    expect(res.status).toBe(200)
    expect((await readJson<{ data: Store }>(res)).data).toMatchObject({ id: tenant.store.id, slug: tenant.store.slug })
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
    expect((await readError(res)).error).toMatchObject({ code: 'NOT_FOUND', message: 'Boutique introuvable' })
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
