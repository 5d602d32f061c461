import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { registerSandboxAccount } from '#tests/helpers/payment-sandbox.ts'
import {
  api,
  createAdmin,
  createTenant,
  db,
  issuesOf,
  ORIGIN,
  readError,
  readJson,
  setupWorker,
  shopDb,
  TEST_PAYMENT_KEYS,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { msg } from '#worker/schemas/messages.ts'
import { type PaymentAccount, type PaymentSettings, paymentMsg } from '#worker/schemas/payments.ts'

setupWorker()

/** The id of the platform key this run seals with ("t1" of "t1:<key>"). */
const TEST_PAYMENT_KEY_ID = TEST_PAYMENT_KEYS.split(':')[0]!

const secret = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const fedapayKeys = () => ({ secretKey: secret('sk_sandbox'), webhookSecret: secret('wh_sandbox') })
const cinetpayKeys = () => ({
  apiKey: secret('ak'),
  siteId: secret('site'),
  secretKey: secret('cs'),
})

const settingsOf = async (t: Tenant) =>
  readJson<PaymentSettings>(await api('GET', '/api/store/payments', { token: t.token }))
const accountOf = async (t: Tenant, provider: string) =>
  (await settingsOf(t)).accounts.find((a) => a.provider === provider)!

const saveAccount = (t: Tenant, provider: string, json: Record<string, unknown>) =>
  api('PUT', `/api/store/payments/accounts/${provider}`, { token: t.token, json })
const testAccount = (t: Tenant, provider: string) =>
  api('POST', `/api/store/payments/accounts/${provider}/test`, { token: t.token })
const patchSettings = (t: Tenant, json: Record<string, unknown>) =>
  api('PATCH', '/api/store/payments/settings', { token: t.token, json })

/** A shop with FedaPay keys the sandbox knows, saved as given (enabled or not). */
async function withFedapay(t: Tenant, enabled = false) {
  const keys = fedapayKeys()
  await registerSandboxAccount({ provider: 'fedapay', ...keys })
  const res = await saveAccount(t, 'fedapay', { mode: 'test', enabled, credentials: keys })
  expect(res.status).toBe(200)
  return keys
}

async function accountRow(storeId: string, provider: string) {
  return (await shopDb(storeId))
    .prepare(
      'SELECT credentials, key_id, verified_at FROM payment_accounts WHERE store_id = ? AND provider = ?',
    )
    .bind(storeId, provider)
    .first<{ credentials: string; key_id: string; verified_at: number | null }>()
}

describe('GET /api/store/payments', () => {
  it('starts with cash on delivery on, a 30-minute delay, both providers unset and no wallet', async () => {
    const t = await createTenant()
    const res = await api('GET', '/api/store/payments', { token: t.token })
    expect(res.status).toBe(200)
    const body = await readJson<PaymentSettings>(res)
    expect(body).toMatchObject({
      cashOnDelivery: true,
      paymentDelayMinutes: 30,
      currency: 'XOF',
      notifyUrls: {
        fedapay: `${ORIGIN}/api/payments/notify/fedapay`,
        cinetpay: `${ORIGIN}/api/payments/notify/cinetpay`,
      },
      wallets: [],
    })
    expect(body.accounts.map((a) => [a.provider, a.configured, a.enabled])).toEqual([
      ['fedapay', false, false],
      ['cinetpay', false, false],
    ])
    expect(body.accounts[0]!.fields).toEqual(['secretKey', 'webhookSecret'])
  })
})

describe('PATCH /api/store/payments/settings', () => {
  it('changes the delay and turns cash on delivery off once another method is on, 200', async () => {
    const t = await createTenant()
    await withFedapay(t, true)
    const res = await patchSettings(t, { cashOnDelivery: false, paymentDelayMinutes: 45 })
    expect(res.status).toBe(200)
    expect(await readJson<PaymentSettings>(res)).toMatchObject({
      cashOnDelivery: false,
      paymentDelayMinutes: 45,
    })
    // The shop's row as its database holds it, copied to the directory's (ADR 036).
    for (const d1 of [await shopDb(t), await db()])
      expect(
        await d1
          .prepare('SELECT cash_on_delivery, payment_delay_minutes FROM stores WHERE id = ?')
          .bind(t.store.id)
          .first(),
        d1.name,
      ).toEqual({ cash_on_delivery: 0, payment_delay_minutes: 45 })
  })

  it('refuses to turn cash on delivery off when no other method is on, 422', async () => {
    const t = await createTenant()
    await withFedapay(t, false) // keys saved but switched off: not a method
    const res = await patchSettings(t, { cashOnDelivery: false, paymentDelayMinutes: 30 })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(paymentMsg.noMethodLeft)
    expect((await settingsOf(t)).cashOnDelivery).toBe(true)
  })

  it('refuses a delay under 5 minutes, 422 on the field', async () => {
    const t = await createTenant()
    const res = await patchSettings(t, { cashOnDelivery: true, paymentDelayMinutes: 2 })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ paymentDelayMinutes: paymentMsg.delayRange })
  })

  it('refuses the writes of a suspended shop, 403, and still lets it read', async () => {
    const t = await createTenant()
    const admin = await createAdmin()
    const suspended = await api('PATCH', `/api/admin/shops/${t.store.id}/status`, {
      token: admin.token,
      json: { status: 'suspended', reason: 'Produits contrefaits signalés' },
    })
    expect(suspended.status).toBe(200)
    const res = await patchSettings(t, { cashOnDelivery: true, paymentDelayMinutes: 60 })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.message).toBe(msg.accountSuspended)
    const wallet = { operator: 'orange', number: '70112233', holderName: 'Awa' }
    expect(
      (await api('POST', '/api/store/payments/wallets', { token: t.token, json: wallet })).status,
    ).toBe(403)
    expect((await settingsOf(t)).paymentDelayMinutes).toBe(30)
  })
})

describe('PUT /api/store/payments/accounts/:provider', () => {
  it('never answers a key: only its last 4 characters, here and in GET', async () => {
    const t = await createTenant()
    const keys = fedapayKeys()
    const res = await saveAccount(t, 'fedapay', { mode: 'test', enabled: false, credentials: keys })
    expect(res.status).toBe(200)
    const text = await res.text()
    const read = await (await api('GET', '/api/store/payments', { token: t.token })).text()
    for (const key of Object.values(keys)) {
      expect(text).not.toContain(key)
      expect(read).not.toContain(key)
    }
    expect(JSON.parse(text) as PaymentAccount).toMatchObject({
      provider: 'fedapay',
      configured: true,
      hints: { secretKey: keys.secretKey.slice(-4), webhookSecret: keys.webhookSecret.slice(-4) },
    })
  })

  it('keeps the keys sealed at rest, with the id of the platform key that sealed them', async () => {
    const t = await createTenant()
    const keys = cinetpayKeys()
    expect(
      (await saveAccount(t, 'cinetpay', { mode: 'live', enabled: false, credentials: keys }))
        .status,
    ).toBe(200)
    const row = (await accountRow(t.store.id, 'cinetpay'))!
    for (const key of Object.values(keys)) expect(row.credentials).not.toContain(key)
    expect(row.key_id).toBe(TEST_PAYMENT_KEY_ID)
    expect(row.credentials.startsWith(`${TEST_PAYMENT_KEY_ID}.`)).toBe(true)
  })

  it('keeps a stored key when its field is left blank: mode and switch change without retyping', async () => {
    const t = await createTenant()
    const keys = await withFedapay(t, false)
    const res = await saveAccount(t, 'fedapay', {
      mode: 'live',
      enabled: true,
      credentials: { secretKey: '', webhookSecret: '  ' },
    })
    expect(res.status).toBe(200)
    expect(await readJson<PaymentAccount>(res)).toMatchObject({
      mode: 'live',
      enabled: true,
      hints: { secretKey: keys.secretKey.slice(-4) },
    })
    // The provider still accepts the stored key: it was kept, not blanked.
    expect((await testAccount(t, 'fedapay')).status).toBe(200)
  })

  it('refuses to enable an account until every key is typed, 422 naming the missing key', async () => {
    const t = await createTenant()
    const res = await saveAccount(t, 'fedapay', {
      mode: 'test',
      enabled: true,
      credentials: { secretKey: secret('sk_sandbox') },
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).error).toMatchObject({
      message: paymentMsg.keysIncomplete,
      issues: [{ path: 'credentials.webhookSecret', message: paymentMsg.keyRequired }],
    })
    expect(await accountRow(t.store.id, 'fedapay')).toBeNull()
  })

  it('refuses to enable online payment in a shop that is not in francs CFA, 422', async () => {
    const t = await createTenant({ currency: 'EUR' })
    const keys = fedapayKeys()
    const res = await saveAccount(t, 'fedapay', { mode: 'test', enabled: true, credentials: keys })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ enabled: paymentMsg.onlineNeedsXof })
    expect((await accountOf(t, 'fedapay')).enabled).toBe(false)
  })

  it('refuses to switch off or delete the last method on, 422, and keeps it on', async () => {
    const t = await createTenant()
    await withFedapay(t, true)
    expect(
      (await patchSettings(t, { cashOnDelivery: false, paymentDelayMinutes: 30 })).status,
    ).toBe(200)
    const off = await saveAccount(t, 'fedapay', { mode: 'test', enabled: false })
    expect(off.status).toBe(422)
    expect((await readError(off)).error.message).toBe(paymentMsg.noMethodLeft)
    const gone = await api('DELETE', '/api/store/payments/accounts/fedapay', { token: t.token })
    expect(gone.status).toBe(422)
    expect((await accountOf(t, 'fedapay')).enabled).toBe(true)
  })

  it('asks for the keys again, never a 5xx, when the platform key that sealed them is gone', async () => {
    const t = await createTenant()
    await withFedapay(t, false)
    await (await shopDb(t))
      .prepare(
        "UPDATE payment_accounts SET credentials = 'retired.AAAAAAAAAAAAAAAA.BBBB', key_id = 'retired' WHERE store_id = ?",
      )
      .bind(t.store.id)
      .run()
    const tested = await testAccount(t, 'fedapay')
    expect(tested.status).toBe(422)
    expect((await readError(tested)).error.message).toBe(paymentMsg.keysIncomplete)
    const blank = await saveAccount(t, 'fedapay', { mode: 'test', enabled: true })
    expect(blank.status).toBe(422)
    const keys = await withFedapay(t, true)
    expect((await accountRow(t.store.id, 'fedapay'))!.key_id).toBe(TEST_PAYMENT_KEY_ID)
    expect((await accountOf(t, 'fedapay')).hints.secretKey).toBe(keys.secretKey.slice(-4))
  })

  it('answers 404 for a provider Boutiko does not speak', async () => {
    const t = await createTenant()
    const res = await saveAccount(t, 'paypal', { mode: 'test', enabled: false, credentials: {} })
    expect(res.status).toBe(404)
  })
})

describe('POST /api/store/payments/accounts/:provider/test', () => {
  it.each([
    ['fedapay', fedapayKeys],
    ['cinetpay', cinetpayKeys],
  ] as const)(
    'asks %s for real with the stored keys and marks the account verified, 200',
    async (provider, make) => {
      const t = await createTenant()
      const keys = make()
      await registerSandboxAccount({ provider, ...keys } as Parameters<
        typeof registerSandboxAccount
      >[0])
      await saveAccount(t, provider, { mode: 'test', enabled: false, credentials: keys })
      const res = await testAccount(t, provider)
      expect(res.status).toBe(200)
      expect(await readJson(res)).toMatchObject({ ok: true, message: paymentMsg.connectionOk })
      expect((await accountOf(t, provider)).verifiedAt).not.toBeNull()
    },
  )

  it('answers 422 in French when the provider refuses the keys, and never echoes a key', async () => {
    const t = await createTenant()
    const keys = fedapayKeys() // never registered in the sandbox: FedaPay answers 401
    await saveAccount(t, 'fedapay', { mode: 'test', enabled: false, credentials: keys })
    const res = await testAccount(t, 'fedapay')
    expect(res.status).toBe(422)
    const text = await res.text()
    expect(JSON.parse(text).error.message).toBe(paymentMsg.connectionRefused)
    for (const key of Object.values(keys)) expect(text).not.toContain(key)
    expect((await accountOf(t, 'fedapay')).verifiedAt).toBeNull()
  })

  it('forgets the verification when the keys change, not when the same keys are saved again', async () => {
    const t = await createTenant()
    await withFedapay(t)
    expect((await testAccount(t, 'fedapay')).status).toBe(200)
    await saveAccount(t, 'fedapay', { mode: 'test', enabled: true })
    expect((await accountOf(t, 'fedapay')).verifiedAt).not.toBeNull()
    await saveAccount(t, 'fedapay', {
      mode: 'test',
      enabled: true,
      credentials: { secretKey: secret('sk_sandbox') },
    })
    expect((await accountOf(t, 'fedapay')).verifiedAt).toBeNull()
    expect((await accountRow(t.store.id, 'fedapay'))!.verified_at).toBeNull()
  })

  it('answers 404 when the shop has no account with this provider', async () => {
    const t = await createTenant()
    expect((await testAccount(t, 'cinetpay')).status).toBe(404)
  })
})

describe('DELETE /api/store/payments/accounts/:provider', () => {
  it('removes the account and its keys, 204, then 404', async () => {
    const t = await createTenant()
    await withFedapay(t, true)
    const res = await api('DELETE', '/api/store/payments/accounts/fedapay', { token: t.token })
    expect(res.status).toBe(204)
    expect(await accountRow(t.store.id, 'fedapay')).toBeNull()
    expect((await accountOf(t, 'fedapay')).configured).toBe(false)
    const again = await api('DELETE', '/api/store/payments/accounts/fedapay', { token: t.token })
    expect(again.status).toBe(404)
  })
})
