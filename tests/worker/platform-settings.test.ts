import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createTenant,
  db,
  issuesOf,
  readError,
  readJson,
  setupWorker,
} from '#tests/helpers/worker.ts'
import { msg } from '#worker/schemas/messages.ts'
import type {
  PlanPaymentOptions,
  PlatformPaymentSettings,
} from '#worker/schemas/platform-settings.ts'

// No PLATFORM_PAYMENT_* binding here: the platform takes plan fees by hand only.
setupWorker()

const orange = {
  operator: 'orange',
  number: '70 11 22 33',
  holderName: 'Boutiko SARL',
  merchantCode: '123456',
  ussdCode: '*144*4*6#',
}
const moov = {
  operator: 'moov',
  phoneCountryCode: '+225',
  number: '0102030405',
  holderName: 'Boutiko CI',
}

const putSettings = (token: string, json: unknown) =>
  api('PUT', '/api/admin/settings/payments', { token, json })

describe('PUT /api/admin/settings/payments', () => {
  it('saves the receiving channels in order, numbers in international digits, 200', async () => {
    const admin = await createAdmin()
    const res = await putSettings(admin.token, { channels: [orange, moov] })
    expect(res.status).toBe(200)
    const saved = await readJson<PlatformPaymentSettings>(res)
    expect(saved.channels).toEqual([
      {
        operator: 'orange',
        number: '22670112233',
        holderName: 'Boutiko SARL',
        merchantCode: '123456',
        ussdCode: '*144*4*6#',
        note: null,
      },
      {
        operator: 'moov',
        number: '2250102030405',
        holderName: 'Boutiko CI',
        merchantCode: null,
        ussdCode: null,
        note: null,
      },
    ])
    expect(saved.online).toBeNull()
    const read = await api('GET', '/api/admin/settings/payments', { token: admin.token })
    expect(await readJson<PlatformPaymentSettings>(read)).toEqual(saved)
  })

  it('returns 403 FORBIDDEN to a merchant and 401 without a token, and changes nothing', async () => {
    const tenant = await createTenant()
    const res = await putSettings(tenant.token, { channels: [] })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
    expect((await api('GET', '/api/admin/settings/payments', { token: tenant.token })).status).toBe(
      403,
    )
    expect((await api('GET', '/api/admin/settings/payments')).status).toBe(401)
    const row = await (await db())
      .prepare("SELECT updated_by FROM platform_settings WHERE key = 'payments'")
      .first<{ updated_by: string }>()
    expect(row?.updated_by).not.toBe(tenant.user.id)
  })

  it('returns 422 UNPROCESSABLE with French messages on each bad field', async () => {
    const admin = await createAdmin()
    const res = await putSettings(admin.token, {
      channels: [{ operator: 'paypal', number: '12', holderName: ' ', ussdCode: '<script>' }],
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      'channels.0.operator': 'Choisissez un opérateur',
      'channels.0.number': expect.stringMatching(/numéro/i),
      'channels.0.holderName': msg.required,
      'channels.0.ussdCode': 'Code invalide : chiffres, lettres, * et # uniquement',
    })
  })

  it('returns 422 when the same number is listed twice for an operator, or more than ten', async () => {
    const admin = await createAdmin()
    const twice = await putSettings(admin.token, {
      channels: [orange, { ...orange, number: '+226 70112233' }],
    })
    expect(twice.status).toBe(422)
    expect(await issuesOf(twice)).toEqual({
      'channels.1.number': 'Ce numéro est déjà listé pour cet opérateur',
    })
    const many = Array.from({ length: 11 }, (_, i) => ({
      ...orange,
      number: `7011223${i % 10}${i}`,
    }))
    const tooMany = await putSettings(admin.token, { channels: many })
    expect(tooMany.status).toBe(422)
    expect(await issuesOf(tooMany)).toEqual({ channels: 'Dix moyens de réception au maximum' })
  })
})

describe('GET /api/plans/payment', () => {
  it('gives the merchant the exact amount after discount and where to send it, 200', async () => {
    const admin = await createAdmin()
    await putSettings(admin.token, { channels: [orange] })
    // A 10 % discount: 5 000 F CFA becomes exactly 4 500.
    await (await db()).prepare("UPDATE plans SET discount_rate = 10 WHERE id = 'pln_starter'").run()
    const tenant = await createTenant()
    const res = await api('GET', '/api/plans/payment?planId=pln_starter', { token: tenant.token })
    await (await db()).prepare("UPDATE plans SET discount_rate = 0 WHERE id = 'pln_starter'").run()
    expect(res.status).toBe(200)
    expect(await readJson<PlanPaymentOptions>(res)).toEqual({
      planId: 'pln_starter',
      planName: 'Starter',
      billingCycle: 'month',
      amount: 4500,
      currency: 'XOF',
      channels: [
        expect.objectContaining({
          operator: 'orange',
          number: '22670112233',
          ussdCode: '*144*4*6#',
        }),
      ],
      online: false,
    })
  })

  it('says honestly that no channel is set, and that online payment is off, 200', async () => {
    const admin = await createAdmin()
    await putSettings(admin.token, { channels: [] })
    const tenant = await createTenant()
    const res = await api('GET', '/api/plans/payment?planId=pln_premium', { token: tenant.token })
    expect(res.status).toBe(200)
    expect(await readJson<PlanPaymentOptions>(res)).toMatchObject({
      amount: 15000,
      channels: [],
      online: false,
    })
  })

  it('returns 404 for a withdrawn or unknown plan, and 401 without a token', async () => {
    const tenant = await createTenant()
    expect(
      (await api('GET', '/api/plans/payment?planId=pln_nope', { token: tenant.token })).status,
    ).toBe(404)
    expect((await api('GET', '/api/plans/payment?planId=pln_starter')).status).toBe(401)
  })
})

describe('POST /api/plans/payments without a platform account', () => {
  it('returns 409 CONFLICT pointing to the manual payment, and records nothing', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/plans/payments', {
      token: tenant.token,
      json: { planId: 'pln_starter' },
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toMatch(/transfert/)
    const rows = await (await db())
      .prepare('SELECT count(*) AS n FROM payments WHERE store_id = ?')
      .bind(tenant.store.id)
      .first<{ n: number }>()
    expect(rows?.n).toBe(0)
  })
})
