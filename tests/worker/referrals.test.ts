import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  db,
  issuesOf,
  type Merchant,
  readError,
  readJson,
  setupWorker,
  signupBody,
  storeForm,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { ReferralCreated, ReferralOverview } from '#worker/schemas/referrals.ts'

setupWorker()

const overview = async (m: Merchant) => {
  const res = await api('GET', '/api/referrals', { token: m.token })
  expect(res.status).toBe(200)
  return readJson<ReferralOverview>(res)
}

const invite = (m: Merchant, json: unknown) =>
  api('POST', '/api/referrals', { token: m.token, json })

const referredByOf = async (userId: string) =>
  (
    await (
      await db()
    )
      .prepare('SELECT referred_by FROM users WHERE id = ?')
      .bind(userId)
      .first<{ referred_by: string | null }>()
  )?.referred_by

describe('POST /api/signup with a referral code', () => {
  it('links the new merchant to the owner of the code, typed in any case, and returns 201', async () => {
    const sponsor = await createMerchant()
    const { code } = await overview(sponsor)
    const filleul = await createMerchant({ referralCode: ` ${code.toLowerCase()} ` })
    expect(await referredByOf(filleul.user.id)).toBe(sponsor.user.id)
    const { referred } = await overview(sponsor)
    expect(referred).toEqual([
      {
        name: 'Awa Traoré',
        joinedAt: expect.any(String),
        hasShop: false,
        shopName: null,
        state: 'registered',
      },
    ])
  })

  it('returns 422 on referralCode for an unknown code, and creates no account', async () => {
    const body = signupBody({ referralCode: 'NEXISTEPAS' })
    const res = await api('POST', '/api/signup', { json: body })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ referralCode: 'Code de parrainage inconnu' })
    const retry = await api('POST', '/api/signup', { json: { ...body, referralCode: '' } })
    expect(retry.status).toBe(202)
    const row = await (await db())
      .prepare('SELECT referred_by FROM users WHERE email = ?')
      .bind(String(body.emailOrPhone).toLowerCase())
      .first<{ referred_by: string | null }>()
    expect(row).toEqual({ referred_by: null })
  })

  it("marks the sponsor's invitation of that phone 'registered', and shows 'shop_created' once the shop exists", async () => {
    const sponsor = await createMerchant()
    const phone = uniquePhone()
    expect((await invite(sponsor, { contact: `+226 ${phone}` })).status).toBe(201)
    const { code } = await overview(sponsor)
    const filleul = await createMerchant({
      identifierType: 'phone',
      emailOrPhone: `226${phone}`,
      referralCode: code,
    })
    const shop = await api('POST', '/api/stores', {
      token: filleul.token,
      form: storeForm({ name: 'Chez Filleul' }),
    })
    expect(shop.status).toBe(201)
    const after = await overview(sponsor)
    expect(after.invitations).toMatchObject([{ contact: `226${phone}`, status: 'registered' }])
    expect(after.referred).toMatchObject([
      { hasShop: true, shopName: 'Chez Filleul', state: 'shop_created' },
    ])
  })

  it('records the invitations of a sponsor who has a shop where sign-up finds them', async () => {
    const sponsor = await createTenant()
    const phone = uniquePhone()
    expect((await invite(sponsor, { contact: `+226 ${phone}` })).status).toBe(201)
    const { code } = await overview(sponsor)
    await createMerchant({
      identifierType: 'phone',
      emailOrPhone: `226${phone}`,
      referralCode: code,
    })
    const after = await overview(sponsor)
    expect(after.invitations).toMatchObject([{ contact: `226${phone}`, status: 'registered' }])
    expect(after.referred).toHaveLength(1)
  })

  it('leaves the invitation pending when the invited person signs up without the code', async () => {
    const sponsor = await createMerchant()
    const email = uniqueEmail()
    await invite(sponsor, { contact: email })
    await createMerchant({ emailOrPhone: email })
    const after = await overview(sponsor)
    expect(after.invitations).toMatchObject([{ contact: email, status: 'invited' }])
    expect(after.referred).toEqual([])
  })
})

describe('GET /api/referrals', () => {
  it('returns the code, the sign-up link and empty lists for a new merchant, 200', async () => {
    const merchant = await createMerchant()
    const data = await overview(merchant)
    expect(data.code).toMatch(/^[0-9A-Z]{8}$/)
    expect(data).toEqual({
      code: data.code,
      link: `/auth/signup?ref=${data.code}`,
      referred: [],
      invitations: [],
    })
  })

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await api('GET', '/api/referrals')).status).toBe(401)
    const admin = await createAdmin()
    const res = await api('GET', '/api/referrals', { token: admin.token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
  })
})

describe('POST /api/referrals', () => {
  it('records an e-mail invitation (lower-cased) and a phone one (+226 by default), 201', async () => {
    const merchant = await createMerchant()
    const res = await invite(merchant, { contact: 'Kadi.Some@Exemple.BF' })
    expect(res.status).toBe(201)
    expect(await readJson<ReferralCreated>(res)).toMatchObject({
      message: 'Invitation enregistrée',
      invitation: { contact: 'kadi.some@exemple.bf', contactType: 'email', status: 'invited' },
    })
    const phone = await invite(merchant, { contact: '70 11 22 33', contactType: 'phone' })
    expect((await readJson<ReferralCreated>(phone)).invitation.contact).toBe('22670112233')
    expect((await overview(merchant)).invitations).toHaveLength(2)
  })

  it('answers the same neutral 201 for a contact that already has an account', async () => {
    const [merchant, other] = [await createMerchant(), await createMerchant()]
    const res = await invite(merchant, { contact: other.email })
    expect(res.status).toBe(201)
    expect(await readJson<ReferralCreated>(res)).toMatchObject({
      message: 'Invitation enregistrée',
      invitation: { status: 'invited' },
    })
  })

  it('returns 409 CONFLICT on contact when the same contact is invited twice', async () => {
    const merchant = await createMerchant()
    await invite(merchant, { contact: '+226 70 11 22 33' })
    const res = await invite(merchant, { contact: '0022670112233' })
    expect(res.status).toBe(409)
    expect(await issuesOf(res)).toEqual({ contact: 'Vous avez déjà invité ce contact' })
  })

  it('returns 422 when merchants invite themselves', async () => {
    const merchant = await createMerchant()
    const res = await invite(merchant, { contact: merchant.email.toUpperCase() })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ contact: 'Vous ne pouvez pas vous inviter vous-même' })
  })

  const cases: [string, Record<string, unknown>, string][] = [
    ['an empty contact', { contact: ' ' }, 'Le champ est vide'],
    ['a malformed e-mail', { contact: 'kadi@' }, 'E-mail incorrect'],
    [
      'a phone of 7 digits',
      { contact: '70 11 22 3' },
      'Numéro invalide : après +226, il faut 8 chiffres',
    ],
    [
      'an e-mail sent as a phone',
      { contact: 'a@b.bf', contactType: 'phone' },
      'Numéro invalide : après +226, il faut 8 chiffres',
    ],
  ]
  it.each(cases)('returns 422 with a French message for %s', async (_, json, message) => {
    const merchant = await createMerchant()
    const res = await invite(merchant, json)
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ contact: message })
  })
})
