import { describe, expect, it } from 'vitest'
import { messagesTo } from '#tests/helpers/auth-messages.ts'
import {
  api,
  createMerchant,
  db,
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

const ACCEPTED = {
  message: 'Vérifiez vos messages : nous vous avons écrit pour confirmer votre adresse.',
}
/** A sign-up on the WhatsApp tab, new or taken alike, confirms a number (issue 27). */
const ACCEPTED_PHONE = {
  message: 'Vérifiez WhatsApp : nous vous avons écrit pour confirmer votre numéro.',
}

const userRow = async (where: 'email' | 'phone', value: string) =>
  (await db())
    .prepare(`SELECT * FROM users WHERE ${where} = ?`)
    .bind(value)
    .first<{ id: string; email: string | null; phone: string | null; verified_at: number | null }>()

const countOf = async (sql: string, ...params: unknown[]) =>
  (
    await (
      await db()
    )
      .prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n

/** Everything a caller can observe of an answer: status, body, cookies. */
const observed = async (res: Awaited<ReturnType<typeof api>>) => ({
  status: res.status,
  body: await res.json(),
  cookies: res.headers.getSetCookie(),
})

describe('POST /api/signup', () => {
  it('answers 202 with the same body and no session for a new and for a taken e-mail', async () => {
    const merchant = await createMerchant()
    const taken = await api('POST', '/api/signup', {
      json: signupBody({
        emailOrPhone: merchant.email.toUpperCase(),
        password: 'Autre123',
        confirmPass: 'Autre123',
      }),
    })
    const fresh = await api('POST', '/api/signup', { json: signupBody() })
    const [a, b] = [await observed(taken), await observed(fresh)]
    expect(a).toEqual({ status: 202, body: ACCEPTED, cookies: [] })
    expect(b).toEqual(a)
  })

  it('creates an unverified account, e-mail in lower case, and sends it a verification link', async () => {
    const email = uniqueEmail()
    const res = await api('POST', '/api/signup', {
      json: signupBody({ emailOrPhone: ` ${email.toUpperCase()} ` }),
    })
    expect(res.status).toBe(202)
    expect(await userRow('email', email)).toMatchObject({ email, phone: null, verified_at: null })
    const [message] = await messagesTo(email)
    expect(message).toMatchObject({ channel: 'email', template: 'verify-account' })
    expect(message?.body).toMatch(/https:\/\/boutiko\.test\/auth\/verify\/[A-Za-z0-9_-]{43}(\s|$)/)
  })

  it('then lets the person sign in with the password just chosen, 200, unverified', async () => {
    const input = signupBody()
    await api('POST', '/api/signup', { json: input })
    const res = await api('POST', '/api/signin', {
      json: { emailOrPhone: input.emailOrPhone, password: PASSWORD },
    })
    expect(res.status).toBe(200)
    expect((await readJson<Session>(res)).user).toMatchObject({
      firstName: 'Awa',
      lastName: 'Traoré',
      email: input.emailOrPhone,
      role: 'user',
      storeId: null,
      verified: false,
    })
  })

  it('creates nothing for a taken e-mail and warns its owner instead; the old password stays', async () => {
    const merchant = await createMerchant()
    const before = await messagesTo(merchant.email)
    const res = await api('POST', '/api/signup', {
      json: signupBody({
        emailOrPhone: merchant.email,
        password: 'Intrus123',
        confirmPass: 'Intrus123',
        firstName: 'Eve',
      }),
    })
    expect(res.status).toBe(202)
    expect(await countOf('SELECT count(*) AS n FROM users WHERE email = ?', merchant.email)).toBe(1)
    const after = await messagesTo(merchant.email)
    expect(after.slice(before.length)).toEqual([
      expect.objectContaining({ template: 'signup-existing', channel: 'email' }),
    ])
    expect(after.at(-1)?.body).toContain("Quelqu'un a essayé de créer un compte")
    const intruder = await api('POST', '/api/signin', {
      json: { emailOrPhone: merchant.email, password: 'Intrus123' },
    })
    expect(intruder.status).toBe(401)
    expect((await readError(intruder)).error.message).toBe('Identifiant ou mot de passe incorrect')
  })

  it('creates an account by phone, stored as digits only, and sends the link by WhatsApp', async () => {
    const phone = `226${uniquePhone()}`
    const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)} ${phone.slice(6)}`
    const res = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: spaced }),
    })
    expect(res.status).toBe(202)
    expect(await userRow('phone', phone)).toMatchObject({ phone, email: null })
    expect(await messagesTo(phone)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', template: 'verify-account' }),
    ])
  })

  it('answers a taken phone, written differently, like a new one', async () => {
    const phone = `226${uniquePhone()}`
    await createMerchant({ identifierType: 'phone', emailOrPhone: phone })
    const dotted = phone.replace(/(\d\d)(?=\d)/g, '$1.')
    const res = await api('POST', '/api/signup', {
      json: signupBody({ identifierType: 'phone', emailOrPhone: dotted }),
    })
    expect(await observed(res)).toEqual({ status: 202, body: ACCEPTED_PHONE, cookies: [] })
    expect((await messagesTo(phone)).at(-1)?.template).toBe('signup-existing')
  })

  describe.each([
    [
      'password',
      { password: 'abc', confirmPass: 'abc' },
      'Mot de passe trop court, minimum 6 caractères',
    ],
    ['confirmPass', { confirmPass: 'Secret124' }, 'Les mots de passe ne sont pas identiques'],
    ['termCondition', { termCondition: false }, 'Veuillez accepter les termes et conditions'],
    ['emailOrPhone', { emailOrPhone: 'awa@' }, 'E-mail incorrect'],
    [
      'emailOrPhone',
      { identifierType: 'phone', emailOrPhone: '+226 7612345' },
      'Numéro invalide : après +226, il faut 8 chiffres',
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
})

describe('POST /api/signup (abuse)', () => {
  it('ignores a role sent by the client: the account is a user', async () => {
    const merchant = await createMerchant({ role: 'admin' })
    expect(merchant.user.role).toBe('user')
    const me = await readJson<{ role: string }>(
      await api('GET', '/api/verifyToken', { token: merchant.token }),
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

  it('answers 202 to concurrent sign-ups with the same e-mail and creates one account, never a 5xx', async () => {
    const input = signupBody()
    const results = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/api/signup', { json: input })),
    )
    expect(results.map((r) => r.status)).toEqual([202, 202, 202])
    const email = String(input.emailOrPhone)
    expect(await countOf('SELECT count(*) AS n FROM users WHERE email = ?', email)).toBe(1)
  })

  it('sends at most 5 "someone tried" warnings to one address per window, still answering 202', async () => {
    const merchant = await createMerchant()
    for (let i = 0; i < 7; i++) {
      const res = await api('POST', '/api/signup', {
        json: signupBody({ emailOrPhone: merchant.email }),
      })
      expect(res.status).toBe(202)
    }
    const warnings = (await messagesTo(merchant.email)).filter(
      (m) => m.template === 'signup-existing',
    )
    expect(warnings).toHaveLength(5)
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
    const phone = `226${uniquePhone()}`
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
