import { describe, expect, it } from 'vitest'
import { codeOf, lastMessage, linkToken } from '#tests/helpers/auth-messages.ts'
import {
  api,
  createMerchant,
  db,
  issuesOf,
  ORIGIN,
  ownAddress,
  PASSWORD,
  readJson,
  setupWorker,
  signupBody,
  uniqueEmail,
  uniquePhone,
  worker,
} from '#tests/helpers/worker.ts'

setupWorker()

const NEW_PASSWORD = 'Nouveau2026'
type Forgot = { message: string; resetToken: string }

const forgot = (emailOrPhone: string, headers = ownAddress()) =>
  api('POST', '/api/password/forgot', { json: { emailOrPhone }, headers })

const reset = (token: string, otp: string, headers = ownAddress(), password = NEW_PASSWORD) =>
  api('POST', '/api/password/reset', {
    json: { token, otp, password, confirmPass: password },
    headers,
  })

/** Asks for a code and reads it from the outbox, as the person would from their messages. */
async function askCode(recipient: string) {
  const body = await readJson<Forgot>(await forgot(recipient))
  const message = await lastMessage(recipient, 'reset-code')
  return { ...body, code: codeOf(message.body), message }
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** A request reaching the worker under a Host the platform accepts but does not own. */
const FOREIGN = 'https://evil.workers.dev'
const fromForeignHost = (path: string, json: unknown) =>
  worker().dispatchFetch(`${FOREIGN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownAddress() },
    body: JSON.stringify(json),
  })
const linksIn = (body: string) => body.match(/https?:\/\/\S+/g) ?? []

describe('links in messages come from APP_URL, never from the Host', () => {
  it('sends a reset link to APP_URL when the reset was asked under a foreign Host', async () => {
    const merchant = await createMerchant()
    expect(
      (await fromForeignHost('/api/password/forgot', { emailOrPhone: merchant.email })).status,
    ).toBe(202)
    const { body } = await lastMessage(merchant.email, 'reset-code')
    expect(linksIn(body).length).toBeGreaterThan(0)
    for (const link of linksIn(body)) expect(link.startsWith(`${ORIGIN}/auth/reset/`)).toBe(true)
    expect(body).not.toContain('evil')
  })

  it('sends a verification link to APP_URL when the sign-up came under a foreign Host', async () => {
    const input = signupBody()
    expect((await fromForeignHost('/api/signup', input)).status).toBe(202)
    const { body } = await lastMessage(String(input.emailOrPhone), 'verify-account')
    for (const link of linksIn(body)) expect(link.startsWith(`${ORIGIN}/auth/verify/`)).toBe(true)
    expect(body).not.toContain('evil')
  })
})

describe('POST /api/password/forgot', () => {
  it('answers 202 with the same message and a token shape for known and unknown identifiers', async () => {
    const merchant = await createMerchant()
    const known = await forgot(merchant.email)
    const unknown = await forgot(uniqueEmail())
    expect([known.status, unknown.status]).toEqual([202, 202])
    const [a, b] = [await readJson<Forgot>(known), await readJson<Forgot>(unknown)]
    expect(Object.keys(a).sort()).toEqual(['message', 'resetToken'])
    expect(Object.keys(b).sort()).toEqual(['message', 'resetToken'])
    expect(a.message).toBe(b.message)
    expect(a.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(b.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(known.headers.getSetCookie()).toEqual(unknown.headers.getSetCookie())
  })

  it('sends the 6-digit code and the reset link by message, never in the response', async () => {
    const merchant = await createMerchant()
    const res = await forgot(merchant.email)
    const text = await res.text()
    const { resetToken } = JSON.parse(text) as Forgot
    const message = await lastMessage(merchant.email, 'reset-code')
    const code = codeOf(message.body)
    expect(code).toMatch(/^\d{6}$/)
    expect(linkToken(message.body, 'reset')).toBe(resetToken)
    expect(text).not.toContain(code)
    const row = await (await db())
      .prepare(
        'SELECT code_hash, token_hash, expires_at, created_at FROM auth_tokens WHERE user_id = ? AND purpose = ?',
      )
      .bind(merchant.user.id, 'reset')
      .first<{ code_hash: string; token_hash: string; expires_at: number; created_at: number }>()
    expect(row?.code_hash).not.toContain(code)
    expect(row?.token_hash).not.toContain(resetToken)
    expect(Math.abs(row!.expires_at - row!.created_at - 600)).toBeLessThanOrEqual(1)
  })

  it('sends the code by WhatsApp to an account opened by phone', async () => {
    const phone = `226${uniquePhone()}`
    await createMerchant({ identifierType: 'phone', emailOrPhone: phone })
    const res = await api('POST', '/api/password/forgot', {
      json: { identifierType: 'phone', emailOrPhone: `+${phone}` },
      headers: ownAddress(),
    })
    expect(res.status).toBe(202)
    expect((await lastMessage(phone, 'reset-code')).channel).toBe('whatsapp')
  })

  it('returns 422 on emailOrPhone for an empty identifier', async () => {
    const res = await api('POST', '/api/password/forgot', { json: { emailOrPhone: ' ' } })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ emailOrPhone: 'Le champ est vide' })
  })
})

describe('POST /api/password/reset', () => {
  it('sets the new password, ends every session (refresh and access token → 401) and confirms by message', async () => {
    const merchant = await createMerchant()
    const { resetToken, code } = await askCode(merchant.email)
    // Access tokens are refused when issued before the reset's second: step past the sign-in's.
    await new Promise((r) => setTimeout(r, 1100))
    const res = await reset(resetToken, code)
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({
      message: 'Mot de passe réinitialisé. Connectez-vous avec le nouveau.',
    })
    expect((await api('GET', '/api/verifyToken', { token: merchant.token })).status).toBe(401)
    const refresh = await api('POST', '/api/refresh', {
      json: { refresh_token: merchant.cookie.replace(/^bt_rt=/, '') },
    })
    expect(refresh.status).toBe(401)
    const signin = (password: string) =>
      api('POST', '/api/signin', { json: { emailOrPhone: merchant.email, password } })
    expect((await signin(PASSWORD)).status).toBe(401)
    const fresh = await signin(NEW_PASSWORD)
    expect(fresh.status).toBe(200)
    // The code came by message: the address is proven.
    expect((await readJson<{ user: { verified: boolean } }>(fresh)).user.verified).toBe(true)
    expect((await lastMessage(merchant.email, 'password-reset')).subject).toBe(
      'Votre mot de passe Boutiko a été changé',
    )
  })

  it('answers 422 "Code incorrect" on otp for a wrong code and counts the try', async () => {
    const merchant = await createMerchant()
    const { resetToken, code } = await askCode(merchant.email)
    const res = await reset(resetToken, otherCode(code))
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ otp: 'Code incorrect' })
    const row = await (await db())
      .prepare("SELECT tries FROM auth_tokens WHERE user_id = ? AND purpose = 'reset'")
      .bind(merchant.user.id)
      .first<{ tries: number }>()
    expect(row?.tries).toBe(1)
  })

  it('refuses the right code after 5 wrong ones: "Code expiré, demandez-en un nouveau"', async () => {
    const merchant = await createMerchant()
    const { resetToken, code } = await askCode(merchant.email)
    for (let i = 0; i < 5; i++)
      expect(await issuesOf(await reset(resetToken, otherCode(code)))).toEqual({
        otp: 'Code incorrect',
      })
    const res = await reset(resetToken, code)
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ otp: 'Code expiré, demandez-en un nouveau' })
  })

  it('lets at most 5 of 8 concurrent guesses be checked', async () => {
    const merchant = await createMerchant()
    const { resetToken, code } = await askCode(merchant.email)
    const results = await Promise.all(
      Array.from({ length: 8 }, () => reset(resetToken, otherCode(code))),
    )
    const messages = await Promise.all(results.map(async (r) => (await issuesOf(r)).otp))
    expect(messages.filter((m) => m === 'Code incorrect')).toHaveLength(5)
    expect(messages.filter((m) => m === 'Code expiré, demandez-en un nouveau')).toHaveLength(3)
  })

  it('works once, and not after 10 minutes', async () => {
    const merchant = await createMerchant()
    const first = await askCode(merchant.email)
    expect((await reset(first.resetToken, first.code)).status).toBe(200)
    expect(await issuesOf(await reset(first.resetToken, first.code))).toEqual({
      otp: 'Code expiré, demandez-en un nouveau',
    })
    const second = await askCode(merchant.email)
    await (await db())
      .prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'reset'")
      .bind(Math.floor(Date.now() / 1000) - 1, merchant.user.id)
      .run()
    expect(await issuesOf(await reset(second.resetToken, second.code))).toEqual({
      otp: 'Code expiré, demandez-en un nouveau',
    })
  })

  it('answers a token asked for an unknown identifier like a real one with a wrong code', async () => {
    const { resetToken } = await readJson<Forgot>(await forgot(uniqueEmail()))
    const res = await reset(resetToken, '123456')
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ otp: 'Code incorrect' })
  })

  it('answers 429 to an address after 20 wrong codes, whatever the request', async () => {
    const merchant = await createMerchant()
    const address = ownAddress()
    for (let round = 0; round < 4; round++) {
      const { resetToken } = await readJson<Forgot>(await forgot(uniqueEmail()))
      for (let i = 0; i < 5; i++)
        expect((await reset(resetToken, '000000', address)).status).toBe(422)
    }
    const { resetToken, code } = await askCode(merchant.email)
    const res = await reset(resetToken, code, address)
    expect(res.status).toBe(429)
    expect((await reset(resetToken, code, ownAddress())).status).toBe(200)
  })

  it.each([
    ['otp', { otp: '12345' }, 'Le code contient 6 chiffres'],
    ['otp', { otp: '' }, 'Le champ est vide'],
    [
      'password',
      { password: 'motdepasse', confirmPass: 'motdepasse' },
      'Le mot de passe doit contenir une minuscule, une majuscule et au moins 8 caractères',
    ],
    ['confirmPass', { confirmPass: 'Autre2026' }, 'Les mots de passe ne sont pas identiques'],
  ])('returns 422 on %s: "%s"', async (path, overrides, message) => {
    const res = await api('POST', '/api/password/reset', {
      json: {
        token: 'x'.repeat(43),
        otp: '123456',
        password: NEW_PASSWORD,
        confirmPass: NEW_PASSWORD,
        ...overrides,
      },
    })
    expect(res.status).toBe(422)
    expect((await issuesOf(res))[path]).toBe(message)
  })
})
