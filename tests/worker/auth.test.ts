import { describe, expect, it } from 'vitest'
import {
  api,
  createMerchant,
  PASSWORD,
  readError,
  readJson,
  type Session,
  setupWorker,
  signupBody,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'

setupWorker()

describe('POST /api/signup', () => {
  it('creates a user account and returns 201 with an access token and the refresh cookie', async () => {
    const input = signupBody()
    const res = await api('POST', '/api/signup', { json: input })
    expect(res.status).toBe(201)
    const body = await readJson<Session>(res)
    expect(body).toMatchObject({
      role: 'user',
      expiresIn: 900,
      user: {
        firstName: 'Awa',
        lastName: 'Traoré',
        email: input.emailOrPhone,
        phone: null,
        role: 'user',
        storeId: null,
      },
    })
    expect(body.token.split('.')).toHaveLength(3)
    expect(body.user.id).toMatch(/^usr_[0-9a-z]{20}$/)
    expect(body).not.toHaveProperty('refresh_token')
    expect(body.user).not.toHaveProperty('passwordHash')

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bt_rt='))
    expect(cookie).toMatch(/^bt_rt=rt_[A-Za-z0-9_-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/api')
  })

  it('stores the e-mail in lower case', async () => {
    const email = uniqueEmail()
    const res = await api('POST', '/api/signup', {
      json: signupBody({ emailOrPhone: ` ${email.toUpperCase()} ` }),
    })
    expect(res.status).toBe(201)
    expect((await readJson<Session>(res)).user.email).toBe(email)
  })

  it('creates an account by phone, stored as digits only, and returns 201', async () => {
    const phone = uniquePhone()
    const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)} ${phone.slice(6)}`
    const res = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: spaced }),
    })
    expect(res.status).toBe(201)
    expect((await readJson<Session>(res)).user).toMatchObject({ phone, email: null })
  })

  describe.each([
    [
      'password',
      { password: 'abc', confirmPass: 'abc' },
      'Mot de passe trop court, minimum 6 caractères',
    ],
    ['confirmPass', { confirmPass: 'Secret124' }, 'Les mots de passe ne sont pas identiques'],
    ['termCondition', { termCondition: false }, 'Veuillez accepter les termes et conditions'],
    ['emailOrPhone', { emailOrPhone: 'awa@' }, 'Email incorrect'],
    [
      'emailOrPhone',
      { identifierType: 'phone', emailOrPhone: '12 34' },
      'Numéro invalide (8 à 15 chiffres)',
    ],
    ['firstName', { firstName: '' }, 'Le champ est vide'],
  ])('validation of %s', (path, overrides, message) => {
    it(`returns 422 UNPROCESSABLE with the issue "${message}"`, async () => {
      const res = await api('POST', '/api/signup', { json: signupBody(overrides) })
      expect(res.status).toBe(422)
      const body = await readError(res)
      expect(body.error).toMatchObject({
        code: 'UNPROCESSABLE',
        message: 'Certains champs sont invalides, veuillez les corriger',
      })
      expect(body.error.issues).toContainEqual({ path, message })
    })
  })

  it('returns 422 UNPROCESSABLE with one issue per missing field for an empty body', async () => {
    const res = await api('POST', '/api/signup', { json: {} })
    expect(res.status).toBe(422)
    const paths = (await readError(res)).error.issues?.map((i) => i.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'emailOrPhone',
        'password',
        'termCondition',
      ]),
    )
  })

  it('returns 400 INVALID_INPUT for malformed JSON', async () => {
    const res = await api('POST', '/api/signup', {
      body: '{"firstName": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect((await readError(res)).error.code).toBe('INVALID_INPUT')
  })

  it('returns 409 CONFLICT when the e-mail already has an account, whatever its case', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/signup', {
      json: signupBody({ emailOrPhone: merchant.email.toUpperCase() }),
    })
    expect(res.status).toBe(409)
    const body = await readError(res)
    expect(body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Impossible de créer le compte avec cet identifiant',
    })
    expect(body.error.issues).toEqual([
      { path: 'emailOrPhone', message: 'Impossible de créer le compte avec cet identifiant' },
    ])
  })

  it('returns 409 CONFLICT when the phone already has an account, written differently', async () => {
    const phone = uniquePhone()
    const first = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: phone }),
    })
    expect(first.status).toBe(201)
    const dotted = phone.replace(/(\d\d)(?=\d)/g, '$1.')
    const res = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: dotted }),
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.code).toBe('CONFLICT')
  })
})

describe('POST /api/signup (abuse)', () => {
  it('ignores a role sent by the client: the account is a user, 201', async () => {
    const res = await api('POST', '/api/signup', { json: signupBody({ role: 'admin' }) })
    expect(res.status).toBe(201)
    const body = await readJson<Session>(res)
    expect(body.role).toBe('user')
    const me = await readJson<{ role: string }>(
      await api('GET', '/api/verifyToken', { token: body.token }),
    )
    expect(me.role).toBe('user')
  })

  it('treats a text/plain body as empty and returns 422, so a cross-site form cannot sign anyone up', async () => {
    const res = await api('POST', '/api/signup', {
      body: JSON.stringify(signupBody()),
      headers: { 'content-type': 'text/plain' },
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.code).toBe('UNPROCESSABLE')
  })

  it('returns one 201 and only 409 CONFLICT for concurrent sign-ups with the same e-mail, never a 5xx', async () => {
    const input = signupBody()
    const results = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/api/signup', { json: input })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409])
  })
})

describe('POST /api/signin', () => {
  it('signs in by e-mail (any case) and returns 200 with a token and the refresh cookie', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/signin', {
      json: {
        identifierType: 'email',
        emailOrPhone: merchant.email.toUpperCase(),
        password: PASSWORD,
      },
    })
    expect(res.status).toBe(200)
    const body = await readJson<Session>(res)
    expect(body).toMatchObject({ role: 'user', user: { id: merchant.user.id } })
    expect(body).not.toHaveProperty('refresh_token')
    expect(res.headers.getSetCookie().some((c) => c.startsWith('bt_rt=rt_'))).toBe(true)
  })

  it('signs in by phone, written with spaces and dashes, and returns 200', async () => {
    const phone = uniquePhone()
    const merchant = await createMerchant({ identifierType: 'phone', emailOrPhone: phone })
    const res = await api('POST', '/api/signin', {
      json: {
        identifierType: 'phone',
        emailOrPhone: `${phone.slice(0, 4)}-${phone.slice(4)} `,
        password: PASSWORD,
      },
    })
    expect(res.status).toBe(200)
    expect((await readJson<Session>(res)).user.id).toBe(merchant.user.id)
  })

  it('sets a 30-day cookie with "remember" and a session cookie without', async () => {
    const merchant = await createMerchant()
    const signin = (remember: boolean) =>
      api('POST', '/api/signin', {
        json: { emailOrPhone: merchant.email, password: PASSWORD, remember },
      })
    const remembered = (await signin(true)).headers
      .getSetCookie()
      .find((c) => c.startsWith('bt_rt='))!
    const session = (await signin(false)).headers
      .getSetCookie()
      .find((c) => c.startsWith('bt_rt='))!
    const expires = Date.parse(/Expires=([^;]+)/.exec(remembered)?.[1] ?? '')
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(expires - Date.now()).toBeLessThan(31 * 86_400_000)
    expect(session).not.toMatch(/Expires=|Max-Age=/)
  })

  it('returns the same 401 UNAUTHORIZED for a wrong password and for an unknown account', async () => {
    const merchant = await createMerchant()
    const wrong = await api('POST', '/api/signin', {
      json: { emailOrPhone: merchant.email, password: 'Wrong123' },
    })
    const unknown = await api('POST', '/api/signin', {
      json: { emailOrPhone: uniqueEmail(), password: PASSWORD },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const [a, b] = [await readError(wrong), await readError(unknown)]
    expect(a.error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Identifiant ou mot de passe incorrect',
    })
    expect(b.error).toEqual({ ...a.error, requestId: b.error.requestId })
    expect(wrong.headers.getSetCookie()).toEqual([])
  })

  it('returns 422 UNPROCESSABLE when the password is missing', async () => {
    const res = await api('POST', '/api/signin', { json: { emailOrPhone: uniqueEmail() } })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toContainEqual({
      path: 'password',
      message: 'Le champ est vide',
    })
  })
})
