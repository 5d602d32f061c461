import { describe, expect, it } from 'vitest'
import { fileOf, gifBytes, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  db,
  issuesOf,
  readError,
  readJson,
  type Store,
  seedProduct,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'

setupWorker()

/** The edge-cache key lives with the shop, in its database (ADR 036). */
const versionOf = async (storeId: string) =>
  (await (
    await shopDb(storeId)
  )
    .prepare('SELECT version FROM stores WHERE id = ?')
    .bind(storeId)
    .first<{ version: number }>())!.version

/** The directory's copy of the shop's row: what routing, the admin's lists and /stores read. */
const directoryCopy = async (storeId: string) =>
  (await db())
    .prepare('SELECT name, brand, email, logo_key AS logoKey FROM stores WHERE id = ?')
    .bind(storeId)
    .first<{ name: string; brand: string | null; email: string; logoKey: string | null }>()

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Awa Couture',
  brand: 'Awa',
  email: 'Bonjour@Awa.TEST',
  phoneCountryCode: '+226',
  phone: '76 11 22 33',
  address: 'Secteur 15, Ouagadougou',
  ...overrides,
})

describe('GET /api/store', () => {
  it('returns 200 with the caller’s shop and its free, active subscription', async () => {
    const tenant = await createTenant()
    const res = await api('GET', '/api/store', { token: tenant.token })
    expect(res.status).toBe(200)
    expect(await readJson<Store>(res)).toMatchObject({
      id: tenant.store.id,
      slug: tenant.store.slug,
      subscription: { status: 'active', plan: 'free', endDate: null },
    })
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    const res = await api('GET', '/api/store')
    expect(res.status).toBe(401)
    expect((await readError(res)).error.code).toBe('UNAUTHORIZED')
  })

  it('returns 403 FORBIDDEN to an admin', async () => {
    const admin = await createAdmin()
    expect((await api('GET', '/api/store', { token: admin.token })).status).toBe(403)
  })

  it('returns 404 NOT_FOUND to a merchant who has no shop yet', async () => {
    const merchant = await createMerchant()
    const res = await api('GET', '/api/store', { token: merchant.token })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.message).toBe("Configurez d'abord votre boutique")
  })
})

describe('PUT /api/store/profile', () => {
  it('updates the profile, keeps the slug and bumps the cache version, 200', async () => {
    const tenant = await createTenant()
    const before = await versionOf(tenant.store.id)
    const res = await api('PUT', '/api/store/profile', { token: tenant.token, json: profile() })
    expect(res.status).toBe(200)
    expect(await readJson<Store>(res)).toMatchObject({
      name: 'Awa Couture',
      brand: 'Awa',
      email: 'bonjour@awa.test',
      phone: '22676112233',
      address: 'Secteur 15, Ouagadougou',
      slug: tenant.store.slug,
    })
    expect(await versionOf(tenant.store.id)).toBe(before + 1)
    expect(await directoryCopy(tenant.store.id)).toMatchObject({
      name: 'Awa Couture',
      brand: 'Awa',
      email: 'bonjour@awa.test',
    })
    // The old link still opens the shop, under its new name.
    const page = await api('GET', `/${tenant.store.slug}/home`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Awa Couture</title>')
  })

  it('keeps the current phone when the phone is left empty (optional), 200', async () => {
    const tenant = await createTenant()
    const res = await api('PUT', '/api/store/profile', {
      token: tenant.token,
      json: profile({ phone: '', brand: '', address: '' }),
    })
    expect(res.status).toBe(200)
    expect(await readJson<Store>(res)).toMatchObject({
      phone: tenant.store.phone,
      brand: null,
      address: null,
    })
  })

  it('changes the currency while the shop has no products, 200', async () => {
    const tenant = await createTenant()
    const res = await api('PUT', '/api/store/profile', {
      token: tenant.token,
      json: profile({ currency: 'XAF' }),
    })
    expect((await readJson<Store>(res)).currency).toBe('XAF')
  })

  it('returns 422 UNPROCESSABLE on currency once products carry prices', async () => {
    const tenant = await createTenant()
    await seedProduct(tenant)
    const res = await api('PUT', '/api/store/profile', {
      token: tenant.token,
      json: profile({ currency: 'EUR' }),
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      currency: 'La devise ne peut plus être changée : votre boutique a déjà des produits',
    })
  })

  it.each([
    ['name', { name: '  ' }, 'Le champ est vide'],
    ['email', { email: 'pas-un-email' }, 'E-mail incorrect'],
    [
      'email',
      { email: undefined },
      'Indiquez l’e-mail de la boutique : il est obligatoire tant que vous n’avez pas de numéro WhatsApp vérifié',
    ],
    ['phone', { phone: '12 34' }, 'Numéro invalide : après +226, il faut 8 chiffres'],
    ['currency', { currency: 'ABC' }, 'Devise invalide'],
  ])('returns 422 UNPROCESSABLE with an issue on %s for %j', async (path, overrides, message) => {
    const tenant = await createTenant()
    const res = await api('PUT', '/api/store/profile', {
      token: tenant.token,
      json: profile(overrides),
    })
    expect(res.status).toBe(422)
    expect((await issuesOf(res))[path]).toBe(message)
  })

  it('returns 401 without a token and 403 for an admin', async () => {
    expect((await api('PUT', '/api/store/profile', { json: profile() })).status).toBe(401)
    const admin = await createAdmin()
    const res = await api('PUT', '/api/store/profile', { token: admin.token, json: profile() })
    expect(res.status).toBe(403)
  })
})

describe('POST /api/store/logo', () => {
  it.each([
    ['PNG', pngBytes(8, 8), 'png'],
    ['JPEG', jpegBytes(8, 8), 'jpg'],
    ['GIF', gifBytes(1, 1), 'gif'],
  ])('replaces the logo with a %s and bumps the version, 200', async (_kind, bytes, ext) => {
    const tenant = await createTenant()
    const before = await versionOf(tenant.store.id)
    const res = await api('POST', '/api/store/logo', {
      token: tenant.token,
      form: { file: fileOf(bytes, 'logo.bin', 'application/octet-stream') },
    })
    expect(res.status).toBe(200)
    const store = await readJson<Store>(res)
    expect(store.logoUrl).toMatch(
      new RegExp(`^/media/s/${tenant.store.id}/med_[0-9a-z]+\\.${ext}$`),
    )
    expect((await api('GET', store.logoUrl!)).status).toBe(200)
    expect(await versionOf(tenant.store.id)).toBe(before + 1)
    expect((await directoryCopy(tenant.store.id))?.logoKey).toBe(
      store.logoUrl!.slice('/media/'.length),
    )
  })

  it('accepts a 1 MB logo, the size the dashboard compresses to, 200', async () => {
    const tenant = await createTenant()
    const bytes = new Uint8Array(1024 * 1024)
    bytes.set(pngBytes(8, 8))
    const res = await api('POST', '/api/store/logo', {
      token: tenant.token,
      form: { file: fileOf(bytes, 'logo.png', 'image/png') },
    })
    expect(res.status).toBe(200)
  })

  it('returns 413 PAYLOAD_TOO_LARGE on file for a logo over 2 MB', async () => {
    const tenant = await createTenant()
    const bytes = new Uint8Array(2 * 1024 * 1024 + 1)
    bytes.set(pngBytes(8, 8))
    const res = await api('POST', '/api/store/logo', {
      token: tenant.token,
      form: { file: fileOf(bytes, 'logo.png', 'image/png') },
    })
    expect(res.status).toBe(413)
    expect(await issuesOf(res)).toEqual({ file: "L'image dépasse 2 Mo" })
  })

  it('returns 422 UNPROCESSABLE on file for a PDF named logo.png', async () => {
    const tenant = await createTenant()
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n')
    const res = await api('POST', '/api/store/logo', {
      token: tenant.token,
      form: { file: fileOf(pdf, 'logo.png', 'image/png') },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ file: 'Le logo doit être au format JPG, PNG ou GIF' })
  })

  it('returns 422 UNPROCESSABLE on file when no file is sent', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/store/logo', { token: tenant.token, form: { x: 'y' } })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ file: 'Veuillez choisir une image' })
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    const res = await api('POST', '/api/store/logo', {
      form: { file: fileOf(pngBytes(), 'logo.png', 'image/png') },
    })
    expect(res.status).toBe(401)
  })
})
