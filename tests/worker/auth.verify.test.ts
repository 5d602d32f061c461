import { describe, expect, it } from 'vitest'
import { lastMessage, linkToken, messagesTo } from '#tests/helpers/auth-messages.ts'
import {
  api,
  createMerchant,
  createTenant,
  db,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  uniquePhone,
} from '#tests/helpers/worker.ts'

setupWorker()

const INVALID = { token: 'Lien invalide ou expiré' }

const verify = (token: string) => api('POST', '/api/verify', { json: { token } })
const me = async (token: string) =>
  readJson<{ verified: boolean }>(await api('GET', '/api/verifyToken', { token }))

async function verifyLinkOf(recipient: string) {
  return linkToken((await lastMessage(recipient, 'verify-account')).body, 'verify')
}

describe('POST /api/verify', () => {
  it('confirms the account of the e-mailed link, 200 "Votre compte est confirmé"', async () => {
    const merchant = await createMerchant()
    expect(await me(merchant.token)).toMatchObject({ verified: false })
    const res = await verify(await verifyLinkOf(merchant.email))
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ message: 'Votre compte est confirmé' })
    expect(await me(merchant.token)).toMatchObject({ verified: true })
  })

  it('confirms an account opened by phone with the link sent by WhatsApp', async () => {
    const phone = `226${uniquePhone()}`
    const merchant = await createMerchant({ identifierType: 'phone', emailOrPhone: phone })
    const message = await lastMessage(phone, 'verify-account')
    expect(message.channel).toBe('whatsapp')
    expect((await verify(linkToken(message.body, 'verify'))).status).toBe(200)
    expect(await me(merchant.token)).toMatchObject({ verified: true })
  })

  it('confirms once: the link opened again says "Votre compte est déjà confirmé"', async () => {
    const merchant = await createMerchant()
    const token = await verifyLinkOf(merchant.email)
    expect((await verify(token)).status).toBe(200)
    const again = await verify(token)
    expect(again.status).toBe(200)
    expect(await readJson(again)).toEqual({
      message: 'Votre compte est déjà confirmé',
      alreadyVerified: true,
    })
    expect(await me(merchant.token)).toMatchObject({ verified: true })
  })

  it('says "déjà confirmé" for an older link, or an expired one, of a confirmed account', async () => {
    const merchant = await createMerchant()
    const first = await verifyLinkOf(merchant.email)
    expect((await api('POST', '/api/verify/resend', { token: merchant.token })).status).toBe(200)
    expect((await verify(await verifyLinkOf(merchant.email))).status).toBe(200)
    await (await db())
      .prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'verify'")
      .bind(Math.floor(Date.now() / 1000) - 1, merchant.user.id)
      .run()
    const old = await verify(first)
    expect(old.status).toBe(200)
    expect((await readJson<{ message: string }>(old)).message).toBe(
      'Votre compte est déjà confirmé',
    )
  })

  it('confirms once for two concurrent uses of a link: the other says "déjà confirmé"', async () => {
    const merchant = await createMerchant()
    const token = await verifyLinkOf(merchant.email)
    const results = await Promise.all([verify(token), verify(token)])
    expect(results.map((r) => r.status)).toEqual([200, 200])
    const messages = await Promise.all(results.map((r) => readJson<{ message: string }>(r)))
    expect(messages.map((m) => m.message).sort()).toEqual([
      'Votre compte est confirmé',
      'Votre compte est déjà confirmé',
    ])
  })

  it('answers 422 "Lien invalide ou expiré" for an expired link and leaves the account unconfirmed', async () => {
    const merchant = await createMerchant()
    const token = await verifyLinkOf(merchant.email)
    await (await db())
      .prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'verify'")
      .bind(Math.floor(Date.now() / 1000) - 1, merchant.user.id)
      .run()
    const res = await verify(token)
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe('Lien invalide ou expiré')
    expect(await me(merchant.token)).toMatchObject({ verified: false })
  })

  it('answers 422 for an unknown token, and for a reset token', async () => {
    const unknown = await verify('x'.repeat(43))
    expect(unknown.status).toBe(422)
    expect(await issuesOf(unknown)).toEqual(INVALID)
    const merchant = await createMerchant()
    const forgot = await api('POST', '/api/password/forgot', {
      json: { emailOrPhone: merchant.email },
    })
    const { resetToken } = await readJson<{ resetToken: string }>(forgot)
    expect((await verify(resetToken)).status).toBe(422)
  })

  it('keeps links valid 48 hours and stores only their hash', async () => {
    const merchant = await createMerchant()
    const token = await verifyLinkOf(merchant.email)
    const row = await (await db())
      .prepare("SELECT * FROM auth_tokens WHERE user_id = ? AND purpose = 'verify'")
      .bind(merchant.user.id)
      .first<{ token_hash: string; expires_at: number; created_at: number }>()
    expect(row?.token_hash).not.toContain(token)
    expect(Math.abs(row!.expires_at - row!.created_at - 48 * 3600)).toBeLessThanOrEqual(1)
  })
})

describe('POST /api/verify/resend', () => {
  it('returns 401 UNAUTHORIZED without a session', async () => {
    expect((await api('POST', '/api/verify/resend')).status).toBe(401)
  })

  it('sends a fresh link, 200; both the old and the new link confirm until one is used', async () => {
    const merchant = await createMerchant()
    const first = await verifyLinkOf(merchant.email)
    const res = await api('POST', '/api/verify/resend', { token: merchant.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({
      message: 'Message envoyé : vérifiez vos e-mails ou WhatsApp.',
    })
    const second = await verifyLinkOf(merchant.email)
    expect(second).not.toBe(first)
    expect((await verify(second)).status).toBe(200)
    // Confirming spends every pending link of the account: the older one only says so.
    expect(await readJson(await verify(first))).toEqual({
      message: 'Votre compte est déjà confirmé',
      alreadyVerified: true,
    })
  })

  it('sends a merchant who has a shop a link that confirms the account (the directory’s), 200', async () => {
    const tenant = await createTenant()
    expect((await api('POST', '/api/verify/resend', { token: tenant.token })).status).toBe(200)
    expect((await verify(await verifyLinkOf(tenant.email))).status).toBe(200)
    expect((await me(tenant.token)).verified).toBe(true)
  })

  it('answers 429 RATE_LIMITED after 3 resends in 15 minutes', async () => {
    const merchant = await createMerchant()
    for (let i = 0; i < 3; i++)
      expect((await api('POST', '/api/verify/resend', { token: merchant.token })).status).toBe(200)
    const res = await api('POST', '/api/verify/resend', { token: merchant.token })
    expect(res.status).toBe(429)
    expect((await readError(res)).error.message).toMatch(
      /^Trop de tentatives, réessayez dans \d+ minutes?$/,
    )
    const sent = (await messagesTo(merchant.email)).filter((m) => m.template === 'verify-account')
    expect(sent).toHaveLength(4)
  })

  it('sends nothing once the account is confirmed, 200 "déjà confirmée"', async () => {
    const merchant = await createMerchant()
    await verify(await verifyLinkOf(merchant.email))
    const res = await api('POST', '/api/verify/resend', { token: merchant.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ message: 'Votre adresse est déjà confirmée' })
    expect(await messagesTo(merchant.email)).toHaveLength(1)
  })
})
