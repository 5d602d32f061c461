import { describe, expect, it } from 'vitest'
import { api, createTenant, readJson, setupWorker } from '#tests/helpers/worker.ts'
import { type PaymentSettings, paymentMsg } from '#worker/schemas/payments.ts'

// FedaPay's API at an address where nothing listens: the provider is down, not the keys wrong.
setupWorker({ bindings: { FEDAPAY_API_URL: 'http://127.0.0.1:9/v1' } })

describe('POST /api/store/payments/accounts/:provider/test, provider down', () => {
  it('answers 424 PROVIDER_UNAVAILABLE in French, no 5xx, and keeps the account unverified', async () => {
    const t = await createTenant()
    const keys = { secretKey: 'sk_sandbox_down_1234', webhookSecret: 'wh_sandbox_down_5678' }
    await api('PUT', '/api/store/payments/accounts/fedapay', {
      token: t.token,
      json: { mode: 'test', enabled: false, credentials: keys },
    })
    const res = await api('POST', '/api/store/payments/accounts/fedapay/test', { token: t.token })
    expect(res.status).toBe(424)
    const text = await res.text()
    expect(JSON.parse(text).error).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: paymentMsg.connectionUnreachable,
    })
    for (const key of Object.values(keys)) expect(text).not.toContain(key)
    const settings = await readJson<PaymentSettings>(
      await api('GET', '/api/store/payments', { token: t.token }),
    )
    expect(settings.accounts[0]!.verifiedAt).toBeNull()
  })
})
