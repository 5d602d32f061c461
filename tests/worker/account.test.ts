import { describe, expect, it } from 'vitest'
import { gifBytes, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  DASHBOARD_FETCH,
  issuesOf,
  type Me,
  type Merchant,
  PASSWORD,
  readJson,
  refreshCookieOf,
  type Session,
  setupWorker,
} from '#tests/helpers/worker.ts'

setupWorker()

const NEW_PASSWORD = 'Nouveau2026'

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name)

const uploadPhoto = (m: Merchant, f: File) =>
  api('POST', '/api/account/photo', { token: m.token, form: { file: f } })

describe('GET and PUT /api/account/profile', () => {
  it('returns the person, then saves trimmed names and returns them, 200', async () => {
    const merchant = await createMerchant()
    const get = await api('GET', '/api/account/profile', { token: merchant.token })
    expect(await readJson(get)).toMatchObject({ firstName: 'Awa', lastName: 'Traoré' })
    const put = await api('PUT', '/api/account/profile', {
      token: merchant.token,
      json: { firstName: '  Salimata ', lastName: 'Compaoré' },
    })
    expect(put.status).toBe(200)
    expect(await readJson(put)).toMatchObject({ firstName: 'Salimata', lastName: 'Compaoré' })
    const me = await api('GET', '/api/verifyToken', { token: merchant.token })
    expect(await readJson(me)).toMatchObject({ firstName: 'Salimata', lastName: 'Compaoré' })
  })

  it('returns 422 with "Le champ est vide" on each empty name', async () => {
    const merchant = await createMerchant()
    const res = await api('PUT', '/api/account/profile', {
      token: merchant.token,
      json: { firstName: ' ', lastName: '' },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      firstName: 'Le champ est vide',
      lastName: 'Le champ est vide',
    })
  })

  it('answers 401 without a token', async () => {
    expect((await api('GET', '/api/account/profile')).status).toBe(401)
    expect((await api('PUT', '/api/account/password', { json: {} })).status).toBe(401)
  })
})

describe('POST /api/account/photo', () => {
  it('stores a PNG of a merchant with a shop, serves it under /media, and replaces it, 200', async () => {
    const tenant = await createTenant()
    const res = await uploadPhoto(tenant, file(pngBytes(64, 64), 'moi.png'))
    expect(res.status).toBe(200)
    const { profileImage } = await readJson<Me>(res)
    expect(profileImage).toMatch(/^\/media\/s\/sto_platform\/med_[a-z0-9]+\.png$/)
    const served = await api('GET', profileImage!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')

    const again = await uploadPhoto(tenant, file(jpegBytes(40, 30), 'moi.jpg'))
    const next = (await readJson<Me>(again)).profileImage
    expect(next).toMatch(/\.jpg$/)
    expect((await api('GET', profileImage!)).status).toBe(404)
  })

  it('accepts the photo of an admin (who has no shop), 200', async () => {
    const admin = await createAdmin()
    const res = await uploadPhoto(admin, file(pngBytes(8, 8), 'admin.png'))
    expect(res.status).toBe(200)
    expect((await readJson<Me>(res)).profileImage).toMatch(/^\/media\/s\/sto_platform\//)
  })

  it('refuses a GIF and a renamed text file with 422 on file, by their bytes', async () => {
    const merchant = await createMerchant()
    for (const f of [
      file(gifBytes(), 'photo.gif'),
      file(new TextEncoder().encode('pas une image, mais assez long pour être lu'), 'photo.png'),
    ]) {
      const res = await uploadPhoto(merchant, f)
      expect(res.status).toBe(422)
      expect(await issuesOf(res)).toEqual({ file: 'La photo doit être au format JPG ou PNG' })
    }
  })

  it('refuses a photo over 2 MB with 413', async () => {
    const merchant = await createMerchant()
    const big = new Uint8Array(2 * 1024 * 1024 + 10)
    big.set(pngBytes(4, 4))
    const res = await uploadPhoto(merchant, file(big, 'grande.png'))
    expect(res.status).toBe(413)
    expect(await issuesOf(res)).toEqual({ file: "L'image dépasse 2 Mo" })
  })

  it('returns 422 when no file is sent', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/account/photo', {
      token: merchant.token,
      form: { other: 'x' },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ file: 'Veuillez choisir une image' })
  })
})

const change = (m: Merchant, json: unknown, cookie = m.cookie) =>
  api('PUT', '/api/account/password', { token: m.token, json, headers: { cookie } })

const body = (overrides: Record<string, unknown> = {}) => ({
  currentPassword: PASSWORD,
  password: NEW_PASSWORD,
  confirmPass: NEW_PASSWORD,
  ...overrides,
})

describe('PUT /api/account/password', () => {
  it('changes the password, ends every other session and keeps this one signed in, 200', async () => {
    const merchant = await createMerchant()
    const otherDevice = await api('POST', '/api/signin', {
      json: { emailOrPhone: merchant.email, password: PASSWORD },
    })
    const otherCookie = refreshCookieOf(otherDevice)
    const res = await change(merchant, body())
    expect(res.status).toBe(200)
    const session = await readJson<Session>(res)
    expect(session).toMatchObject({ role: 'user', user: { id: merchant.user.id } })
    expect(session.refresh_token).toBeUndefined()
    const fresh = refreshCookieOf(res)
    expect(fresh).toMatch(/^bt_rt=rt_/)

    for (const old of [merchant.cookie, otherCookie]) {
      const refresh = await api('POST', '/api/refresh', {
        json: {},
        headers: { ...DASHBOARD_FETCH, cookie: old },
      })
      expect(refresh.status).toBe(401)
    }
    const kept = await api('POST', '/api/refresh', {
      json: {},
      headers: { ...DASHBOARD_FETCH, cookie: fresh },
    })
    expect(kept.status).toBe(200)
    const oldSignin = await api('POST', '/api/signin', {
      json: { emailOrPhone: merchant.email, password: PASSWORD },
    })
    expect(oldSignin.status).toBe(401)
    const newSignin = await api('POST', '/api/signin', {
      json: { emailOrPhone: merchant.email, password: NEW_PASSWORD },
    })
    expect(newSignin.status).toBe(200)
  })

  it('changes the password of a merchant whose shop lives on a shop database (the account, in the directory), 200', async () => {
    const tenant = await createTenant()
    const res = await change(tenant, body())
    expect(res.status).toBe(200)
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: tenant.email, password: NEW_PASSWORD },
    })
    expect(signin.status).toBe(200)
  })

  it('returns the new refresh token in the body to a client that sent no cookie', async () => {
    const merchant = await createMerchant()
    const res = await change(merchant, body(), '')
    expect(res.status).toBe(200)
    expect((await readJson<Session>(res)).refresh_token).toMatch(/^rt_/)
  })

  it('returns 422 "Mot de passe actuel incorrect" on currentPassword, and keeps the old password', async () => {
    const merchant = await createMerchant()
    const res = await change(merchant, body({ currentPassword: 'Mauvais123' }))
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ currentPassword: 'Mot de passe actuel incorrect' })
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: merchant.email, password: PASSWORD },
    })
    expect(signin.status).toBe(200)
  })

  const weak = 'Le mot de passe doit contenir une minuscule, une majuscule et au moins 8 caractères'
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'no lower-case letter',
      { password: 'NOUVEAU2026', confirmPass: 'NOUVEAU2026' },
      { password: weak },
    ],
    [
      'no upper-case letter',
      { password: 'nouveau2026', confirmPass: 'nouveau2026' },
      { password: weak },
    ],
    ['7 characters', { password: 'Nouv202', confirmPass: 'Nouv202' }, { password: weak }],
    [
      'a different confirmation',
      { confirmPass: 'Nouveau2027' },
      { confirmPass: 'Les mots de passe ne sont pas identiques' },
    ],
    ['no current password', { currentPassword: '' }, { currentPassword: 'Le champ est vide' }],
  ]
  it.each(cases)('returns 422 with a French message for %s', async (_, overrides, issues) => {
    const merchant = await createMerchant()
    const res = await change(merchant, body(overrides))
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual(issues)
  })
})
