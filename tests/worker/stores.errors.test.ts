import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fileOf, gifBytes, pngBytes } from '#tests/helpers/images.ts'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  issuesOf,
  readError,
  setupWorker,
  storeForm,
} from '#tests/helpers/worker.ts'

setupWorker()

const EMAIL_REQUIRED =
  'Indiquez l’e-mail de la boutique : il est obligatoire tant que vous n’avez pas de numéro WhatsApp vérifié'

const uniqueName = () => `Épicerie ${randomUUID().slice(0, 8)}`

describe('POST /api/stores (errors)', () => {
  it('returns 422 UNPROCESSABLE with an issue per missing field', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: { address: 'Ouaga 2000' },
    })
    expect(res.status).toBe(422)
    const body = await readError(res)
    expect(body.error.code).toBe('UNPROCESSABLE')
    expect(body.error.issues).toEqual([
      { path: 'name', message: 'Le champ est vide' },
      { path: 'phone', message: 'Le champ est vide' },
      // A merchant who signed up by e-mail has no WhatsApp number to be alerted on (issue 15).
      { path: 'email', message: EMAIL_REQUIRED },
    ])
  })

  it('returns 422 UNPROCESSABLE for fields sent blank, as if missing', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: { name: '  ', phone: '', email: '' },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      name: 'Le champ est vide',
      phone: 'Le champ est vide',
      email: EMAIL_REQUIRED,
    })
  })

  it.each([
    ['phone', { phone: '123' }, 'Numéro invalide : après +226, il faut 8 chiffres'],
    ['email', { email: 'contact@' }, 'E-mail incorrect'],
    ['currency', { currency: 'FCFA' }, 'Devise invalide'],
    ['color', { color: 'red' }, 'Couleur invalide'],
  ])('returns 422 UNPROCESSABLE with an issue on %s', async (path, overrides, message) => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm(overrides),
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ [path]: message })
  })

  it.each([
    [
      'HTML renamed .png',
      new TextEncoder().encode('<!doctype html><script>alert(1)</script>'.padEnd(100, ' ')),
      'logo.png',
    ],
    [
      'SVG',
      new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      'logo.svg',
    ],
    ['GIF (not allowed for logos)', gifBytes(8, 8), 'logo.gif'],
  ])(
    'returns 422 UNPROCESSABLE with an issue on logo for a %s, and creates no shop',
    async (_kind, bytes, name) => {
      const merchant = await createMerchant()
      const res = await api('POST', '/api/stores', {
        token: merchant.token,
        form: storeForm({ logo: fileOf(bytes, name, 'image/png') }),
      })
      expect(res.status).toBe(422)
      expect(await issuesOf(res)).toEqual({ logo: 'Le logo doit être au format JPG ou PNG' })
      expect(
        (await api('GET', `/api/stores/${merchant.user.id}`, { token: merchant.token })).status,
      ).toBe(404)
    },
  )

  it('returns 413 PAYLOAD_TOO_LARGE for a logo over 2 MB', async () => {
    const merchant = await createMerchant()
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(pngBytes(10, 10))
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: storeForm({ logo: fileOf(big, 'logo.png', 'image/png') }),
    })
    expect(res.status).toBe(413)
    expect((await readError(res)).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: "L'image dépasse 2 Mo",
    })
  })

  it('returns 409 CONFLICT when the merchant already has a shop', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/stores', {
      token: tenant.token,
      form: storeForm({ name: uniqueName() }),
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error).toMatchObject({
      code: 'CONFLICT',
      message: 'Vous avez déjà une boutique',
    })
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
