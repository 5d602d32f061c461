import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { type PaymentSettings, paymentMsg, type TransferWallet } from '#worker/schemas/payments.ts'

setupWorker()

const addWallet = (t: Tenant, json: Record<string, unknown>) =>
  api('POST', '/api/store/payments/wallets', { token: t.token, json })
const removeWallet = (t: Tenant, id: string) =>
  api('DELETE', `/api/store/payments/wallets/${id}`, { token: t.token })
const walletsOf = async (t: Tenant) =>
  (await readJson<PaymentSettings>(await api('GET', '/api/store/payments', { token: t.token })))
    .wallets
const orange = (number = '70 12 34 56') => ({
  operator: 'orange',
  number,
  holderName: 'Awa Traoré',
})

describe('POST /api/store/payments/wallets', () => {
  it('adds a wallet with its number in international digits, 201, listed in GET', async () => {
    const t = await createTenant()
    const res = await addWallet(t, { ...orange(), phoneCountryCode: '+226' })
    expect(res.status).toBe(201)
    const wallet = await readJson<TransferWallet>(res)
    expect(wallet).toMatchObject({
      operator: 'orange',
      number: '22670123456',
      holderName: 'Awa Traoré',
    })
    expect(wallet.id).toMatch(/^wal_/)
    expect(await walletsOf(t)).toEqual([wallet])
  })

  it('answers 409 when this operator already has this number in the shop', async () => {
    const t = await createTenant()
    expect((await addWallet(t, orange())).status).toBe(201)
    const res = await addWallet(t, orange('70123456'))
    expect(res.status).toBe(409)
    expect(await issuesOf(res)).toEqual({ number: paymentMsg.walletExists })
    // Another operator on the same number is another wallet.
    expect((await addWallet(t, { ...orange(), operator: 'moov' })).status).toBe(201)
  })

  it('refuses an eleventh number, 422', async () => {
    const t = await createTenant()
    for (let i = 0; i < 10; i++)
      expect((await addWallet(t, orange(`7012340${i}`))).status).toBe(201)
    const res = await addWallet(t, orange('70999999'))
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(paymentMsg.walletLimit)
    expect(await walletsOf(t)).toHaveLength(10)
  })

  it('keeps the limit of ten under 30 parallel additions: exactly ten wallets, the rest 422', async () => {
    const t = await createTenant()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        addWallet(t, orange(`701234${String(i).padStart(2, '0')}`)),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 422)).toHaveLength(20)
    expect(await walletsOf(t)).toHaveLength(10)
  })

  it('refuses an unknown operator, 422 in French', async () => {
    const t = await createTenant()
    const res = await addWallet(t, { ...orange(), operator: 'paypal' })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ operator: paymentMsg.chooseOperator })
  })
})

describe('DELETE /api/store/payments/wallets/:id', () => {
  it('removes the wallet, 204', async () => {
    const t = await createTenant()
    const wallet = await readJson<TransferWallet>(await addWallet(t, orange()))
    expect((await removeWallet(t, wallet.id)).status).toBe(204)
    expect(await walletsOf(t)).toEqual([])
  })

  it("answers 404 to another shop's wallet and leaves it in place", async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const wallet = await readJson<TransferWallet>(await addWallet(a, orange()))
    const res = await removeWallet(b, wallet.id)
    expect(res.status).toBe(404)
    expect(await walletsOf(a)).toEqual([wallet])
  })

  it('refuses to remove the last method on, 422, and removes it once cash on delivery is back', async () => {
    const t = await createTenant()
    const wallet = await readJson<TransferWallet>(await addWallet(t, orange()))
    const cod = (on: boolean) =>
      api('PATCH', '/api/store/payments/settings', {
        token: t.token,
        json: { cashOnDelivery: on, paymentDelayMinutes: 30 },
      })
    expect((await cod(false)).status).toBe(200)
    const res = await removeWallet(t, wallet.id)
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(paymentMsg.noMethodLeft)
    expect(await walletsOf(t)).toEqual([wallet])
    expect((await cod(true)).status).toBe(200)
    expect((await removeWallet(t, wallet.id)).status).toBe(204)
  })
})
