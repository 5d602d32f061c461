import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  paymentSandboxUrl,
  registerSandboxAccount,
  sandboxControl,
} from '#tests/helpers/payment-sandbox.ts'
import { createVerifiedTenant, leaves, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createAdmin,
  createTenant,
  db,
  issuesOf,
  readJson,
  setupWorker,
  workerUrl,
} from '#tests/helpers/worker.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { MySubscription } from '#worker/schemas/plans.ts'
import type {
  AdminPlatformPayment,
  PlanPaymentOptions,
  PlanPaymentStart,
} from '#worker/schemas/platform-settings.ts'

// The platform's own FedaPay account, in the run's payment sandbox, with keys of this file.
const platformKeys = {
  secretKey: `sk_sandbox_${randomBytes(12).toString('hex')}`,
  webhookSecret: `wh_sandbox_${randomBytes(12).toString('hex')}`,
}
setupWorker({
  bindings: {
    PLATFORM_PAYMENT_PROVIDER: 'fedapay',
    PLATFORM_PAYMENT_MODE: 'test',
    PLATFORM_PAYMENT_CREDENTIALS: JSON.stringify(platformKeys),
  },
})
beforeAll(async () => {
  await registerSandboxAccount({
    provider: 'fedapay',
    ...platformKeys,
    webhookUrl: `${await workerUrl()}/api/payments/notify/fedapay`,
  })
})

const startPayment = (token: string, planId: string) =>
  api('POST', '/api/plans/payments', { token, json: { planId } })

const sandboxTransaction = async (ref: string) =>
  (await (
    await fetch(`${paymentSandboxUrl()}/_sandbox/transactions/fedapay/${ref}`)
  ).json()) as Record<string, unknown>

const paymentRow = async (id: string) =>
  (await db())
    .prepare('SELECT * FROM payments WHERE id = ?')
    .bind(id)
    .first<Record<string, unknown>>()

describe('POST /api/plans/payments', () => {
  it('records a pending platform payment of the plan price and returns the hosted page, 201', async () => {
    const tenant = await createTenant({ name: 'Paie En Ligne' })
    const res = await startPayment(tenant.token, 'pln_starter')
    expect(res.status).toBe(201)
    const start = await readJson<PlanPaymentStart>(res)
    expect(start.checkoutUrl).toMatch(new RegExp(`^${paymentSandboxUrl()}/fedapay/checkout/`))
    const row = await paymentRow(start.paymentId)
    expect(row).toMatchObject({
      store_id: tenant.store.id,
      order_id: null,
      purpose: 'subscription',
      plan_id: 'pln_starter',
      method: 'fedapay',
      account: 'platform',
      mode: 'test',
      amount: 5000,
      currency: 'XOF',
      status: 'pending',
      checkout_url: start.checkoutUrl,
    })
    const transaction = await sandboxTransaction(String(row?.provider_ref))
    expect(transaction).toMatchObject({ amount: 5000 })
    expect(JSON.stringify(transaction)).toContain(
      `/user/settings/settings?payment=${start.paymentId}`,
    )
  })

  it('returns 422 on planId for the free plan and for a withdrawn plan, and records nothing', async () => {
    const tenant = await createTenant()
    const free = await startPayment(tenant.token, 'pln_free')
    expect(free.status).toBe(422)
    expect(await issuesOf(free)).toEqual({ planId: 'L’offre gratuite ne se paie pas' })
    await (await db()).prepare("UPDATE plans SET active = 0 WHERE id = 'pln_entreprise'").run()
    const withdrawn = await startPayment(tenant.token, 'pln_entreprise')
    await (await db()).prepare("UPDATE plans SET active = 1 WHERE id = 'pln_entreprise'").run()
    expect(withdrawn.status).toBe(422)
    expect(await issuesOf(withdrawn)).toEqual({
      planId: "Cette offre n'existe pas ou n'est plus proposée",
    })
    const count = await (await db())
      .prepare('SELECT count(*) AS n FROM payments WHERE store_id = ?')
      .bind(tenant.store.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('tells the claim dialog the plan can be paid online, 200', async () => {
    const tenant = await createTenant()
    const res = await api('GET', '/api/plans/payment?planId=pln_premium', { token: tenant.token })
    expect(await readJson<PlanPaymentOptions>(res)).toMatchObject({ amount: 15000, online: true })
  })
})

describe('GET /api/admin/payments', () => {
  it('lists platform payments newest first with shop, plan and provider reference, 200', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant({ name: 'Liste Paiements Plateforme' })
    const first = await readJson<PlanPaymentStart>(await startPayment(tenant.token, 'pln_starter'))
    const second = await readJson<PlanPaymentStart>(await startPayment(tenant.token, 'pln_premium'))
    const res = await api('GET', '/api/admin/payments?q=Liste Paiements', { token: admin.token })
    expect(res.status).toBe(200)
    const page = await readJson<Paged<AdminPlatformPayment>>(res)
    const ref = async (id: string) => String((await paymentRow(id))?.provider_ref)
    expect(page.total).toBe(2)
    expect(page.items).toEqual([
      expect.objectContaining({
        id: second.paymentId,
        shop: expect.objectContaining({ id: tenant.store.id, name: 'Liste Paiements Plateforme' }),
        plan: { id: 'pln_premium', code: 'premium', name: 'Premium' },
        amount: 15000,
        currency: 'XOF',
        status: 'pending',
        provider: 'fedapay',
        providerRef: await ref(second.paymentId),
      }),
      expect.objectContaining({ id: first.paymentId, providerRef: await ref(first.paymentId) }),
    ])
    const byRef = await api('GET', `/api/admin/payments?q=${await ref(first.paymentId)}`, {
      token: admin.token,
    })
    expect((await readJson<Paged<AdminPlatformPayment>>(byRef)).items.map((p) => p.id)).toEqual([
      first.paymentId,
    ])
  })

  it('returns 403 to a merchant and 401 without a token', async () => {
    const tenant = await createTenant()
    expect((await api('GET', '/api/admin/payments', { token: tenant.token })).status).toBe(403)
    expect((await api('GET', '/api/admin/payments')).status).toBe(401)
  })
})

const mine = async (token: string) =>
  readJson<MySubscription>(await api('GET', '/api/plans/subscription', { token }))

/** Pays a started plan payment on the sandbox's hosted page; its notification reaches the worker. */
async function payInSandbox(paymentId: string) {
  const ref = String((await paymentRow(paymentId))?.provider_ref)
  const settled = await sandboxControl(`/transactions/fedapay/${ref}/settle`, { outcome: 'pay' })
  expect(settled.status).toBe(200)
  // Answered once the worker took the notification: the plan is active from here on.
  expect(settled.body.notifications).toEqual([expect.objectContaining({ status: 200 })])
  return ref
}

const requestsOf = async (storeId: string) =>
  (
    await (
      await db()
    )
      .prepare(
        'SELECT status, plan_id, transaction_id, amount, currency, payment_id FROM subscription_requests WHERE store_id = ? ORDER BY created_at',
      )
      .bind(storeId)
      .all<Record<string, unknown>>()
  ).results

const monthAfter = (iso: string) => {
  const d = new Date(iso)
  d.setUTCMonth(d.getUTCMonth() + 1)
  return d.getTime()
}

describe('a plan paid online, settled by the provider', () => {
  it('activates the plan without an administrator, records it as approved and sends the receipt', async () => {
    const tenant = await createVerifiedTenant({ name: 'Paie Et Active' })
    const start = await readJson<PlanPaymentStart>(await startPayment(tenant.token, 'pln_starter'))
    const ref = await payInSandbox(start.paymentId)

    const sub = await mine(tenant.token)
    expect(sub.plan.id).toBe('pln_starter')
    expect(sub.status).toBe('active')
    expect(
      Math.abs(new Date(sub.endDate!).getTime() - monthAfter(new Date().toISOString())),
    ).toBeLessThan(120_000)
    expect(await paymentRow(start.paymentId)).toMatchObject({
      status: 'paid',
      confirmed_by: 'notification',
    })
    expect(await requestsOf(tenant.store.id)).toEqual([
      {
        status: 'approved',
        plan_id: 'pln_starter',
        transaction_id: ref,
        amount: 5000,
        currency: 'XOF',
        payment_id: start.paymentId,
      },
    ])
    // To each verified channel of the shop: its e-mail and its WhatsApp number (issue 15).
    const receipts = await outboxOfShop(tenant.store.id, 'plan-payment-receipt')
    expect(receipts).toEqual([
      expect.objectContaining({ channel: 'email', recipient: 'contact@awa.test' }),
      expect.objectContaining({ channel: 'whatsapp', recipient: tenant.store.phone }),
    ])
    expect(receipts.every(leaves)).toBe(true)
    expect(receipts[0]?.body).toContain(formatMoney(5000, 'XOF'))
    expect(receipts[0]?.body).toContain(ref)
  })

  it('extends a running period of the same plan from its end, and a duplicate notification changes nothing', async () => {
    const tenant = await createVerifiedTenant()
    const first = await readJson<PlanPaymentStart>(await startPayment(tenant.token, 'pln_starter'))
    await payInSandbox(first.paymentId)
    const firstEnd = (await mine(tenant.token)).endDate!

    const renewal = await readJson<PlanPaymentStart>(
      await startPayment(tenant.token, 'pln_starter'),
    )
    const ref = await payInSandbox(renewal.paymentId)
    const renewedEnd = (await mine(tenant.token)).endDate!
    expect(new Date(renewedEnd).getTime()).toBe(monthAfter(firstEnd))

    const notifications = (await (
      await fetch(`${paymentSandboxUrl()}/_sandbox/notifications?provider=fedapay&ref=${ref}`)
    ).json()) as { id: string }[]
    expect(notifications.length).toBeGreaterThan(0)
    await sandboxControl(`/notifications/${notifications.at(-1)!.id}/resend`)
    expect((await mine(tenant.token)).endDate).toBe(renewedEnd)
    expect(await requestsOf(tenant.store.id)).toHaveLength(2)
    expect(await outboxOfShop(tenant.store.id, 'plan-payment-receipt', 'email')).toHaveLength(2)
  })

  it('leaves the plan unchanged when the merchant refuses on the provider page', async () => {
    const tenant = await createTenant()
    const start = await readJson<PlanPaymentStart>(await startPayment(tenant.token, 'pln_premium'))
    const ref = String((await paymentRow(start.paymentId))?.provider_ref)
    await sandboxControl(`/transactions/fedapay/${ref}/settle`, { outcome: 'decline' })
    expect((await mine(tenant.token)).plan.id).toBe('pln_free')
    expect(await paymentRow(start.paymentId)).toMatchObject({ status: 'failed' })
    expect(await requestsOf(tenant.store.id)).toEqual([])
  })
})
