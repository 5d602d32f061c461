import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  db,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { MySubscription, Plan, PlanRequest } from '#worker/schemas/plans.ts'

setupWorker()

const claim = (overrides: Record<string, unknown> = {}) => ({
  planId: 'pln_premium',
  fullName: 'Awa Sawadogo',
  phoneCountryCode: '+226',
  phone: '70 12 34 56',
  transactionId: 'PP240612.1530.C12345',
  ...overrides,
})
const request = (tenant: Tenant, json: unknown) =>
  api('POST', '/api/plans/requests', { token: tenant.token, json })
const sql = async (query: string, ...params: unknown[]) =>
  (await db())
    .prepare(query)
    .bind(...params)
    .all<Record<string, unknown>>()

describe('GET /api/plans', () => {
  it('lists the active plans cheapest first, without a token, 200', async () => {
    const res = await api('GET', '/api/plans')
    expect(res.status).toBe(200)
    const { items } = await readJson<{ items: Plan[] }>(res)
    expect(items.map((p) => p.code)).toEqual(['free', 'starter', 'premium', 'entreprise'])
    expect(items[2]).toMatchObject({
      id: 'pln_premium',
      name: 'Premium',
      price: 15000,
      currency: 'XOF',
      billingCycle: 'month',
      limits: { maxProducts: 1000, customDomain: true },
    })
    expect(items[2]!.limits).toMatchObject({ facebookPixel: true, maxCouriers: 15 })
    expect(items[0]!.limits).toMatchObject({ facebookPixel: false, removeBranding: false })
  })

  it('leaves out a plan an admin has withdrawn', async () => {
    await sql("UPDATE plans SET active = 0 WHERE id = 'pln_entreprise'")
    try {
      const { items } = await readJson<{ items: Plan[] }>(await api('GET', '/api/plans'))
      expect(items.map((p) => p.code)).not.toContain('entreprise')
    } finally {
      await sql("UPDATE plans SET active = 1 WHERE id = 'pln_entreprise'")
    }
  })
})

describe('GET /api/plans/subscription', () => {
  it('returns the free plan, active, with no end date and no request, 200', async () => {
    const tenant = await createTenant()
    const res = await api('GET', '/api/plans/subscription', { token: tenant.token })
    expect(res.status).toBe(200)
    expect(await readJson<MySubscription>(res)).toMatchObject({
      plan: { code: 'free' },
      status: 'active',
      endDate: null,
      pendingRequest: null,
    })
  })

  it('reads a paid period that has ended as expired', async () => {
    const tenant = await createTenant()
    await sql(
      "UPDATE subscriptions SET plan_id = 'pln_starter', ends_at = unixepoch() - 60 WHERE store_id = ?",
      tenant.store.id,
    )
    const sub = await readJson<MySubscription>(
      await api('GET', '/api/plans/subscription', { token: tenant.token }),
    )
    expect(sub).toMatchObject({ plan: { code: 'starter' }, status: 'expired' })
    expect(sub.endDate).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('returns 401 without a token, 403 for an admin, 404 without a shop', async () => {
    expect((await api('GET', '/api/plans/subscription')).status).toBe(401)
    const admin = await createAdmin()
    expect((await api('GET', '/api/plans/subscription', { token: admin.token })).status).toBe(403)
    const merchant = await createMerchant()
    const res = await api('GET', '/api/plans/subscription', { token: merchant.token })
    expect(res.status).toBe(404)
  })
})

describe('POST /api/plans/requests', () => {
  it('records a pending request and notifies the admins in the same write, 201', async () => {
    const tenant = await createTenant()
    const res = await request(tenant, claim())
    expect(res.status).toBe(201)
    const created = await readJson<PlanRequest>(res)
    expect(created).toMatchObject({
      planId: 'pln_premium',
      planName: 'Premium',
      fullName: 'Awa Sawadogo',
      phone: '22670123456',
      transactionId: 'PP240612.1530.C12345',
      status: 'pending',
    })
    expect(created.id).toMatch(/^srq_/)
    const { results } = await sql(
      'SELECT audience, store_id, type, related_id FROM notifications WHERE related_id = ?',
      created.id,
    )
    expect(results).toEqual([
      { audience: 'admin', store_id: null, type: 'requested', related_id: created.id },
    ])
    const sub = await readJson<MySubscription>(
      await api('GET', '/api/plans/subscription', { token: tenant.token }),
    )
    expect(sub.pendingRequest).toEqual(created)
    expect(sub.plan.code).toBe('free')
  })

  it('accepts a claim without a transaction id (optional), 201', async () => {
    const tenant = await createTenant()
    const res = await request(tenant, claim({ transactionId: undefined }))
    expect(res.status).toBe(201)
    expect((await readJson<PlanRequest>(res)).transactionId).toBeNull()
  })

  it('returns 409 CONFLICT while a request is pending', async () => {
    const tenant = await createTenant()
    expect((await request(tenant, claim())).status).toBe(201)
    const res = await request(tenant, claim({ planId: 'pln_starter' }))
    expect(res.status).toBe(409)
    expect((await readError(res)).error).toMatchObject({
      code: 'CONFLICT',
      message: 'Vous avez déjà une demande en attente de validation',
    })
  })

  it('keeps one request and one notification for three simultaneous clicks', async () => {
    const tenant = await createTenant()
    const statuses = await Promise.all([1, 2, 3].map(() => request(tenant, claim())))
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 409, 409])
    const { results } = await sql(
      'SELECT r.id FROM subscription_requests r JOIN notifications n ON n.related_id = r.id WHERE r.store_id = ?',
      tenant.store.id,
    )
    expect(results).toHaveLength(1)
  })

  it('returns 422 UNPROCESSABLE on planId for the current plan', async () => {
    const tenant = await createTenant()
    const res = await request(tenant, claim({ planId: 'pln_free' }))
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ planId: 'Vous êtes déjà sur cette offre' })
  })

  it('accepts the current plan again once it has expired (a renewal), 201', async () => {
    const tenant = await createTenant()
    await sql(
      "UPDATE subscriptions SET plan_id = 'pln_premium', status = 'expired' WHERE store_id = ?",
      tenant.store.id,
    )
    expect((await request(tenant, claim())).status).toBe(201)
  })

  it.each([
    ['planId', { planId: 'pln_nope' }, "Cette offre n'existe pas ou n'est plus proposée"],
    ['fullName', { fullName: '  ' }, 'Le champ est vide'],
    ['fullName', { fullName: undefined }, 'Le champ est vide'],
    ['phone', { phone: '' }, 'Le champ est vide'],
    ['phone', { phone: '70 12' }, 'Numéro invalide : après +226, il faut 8 chiffres'],
    [
      'transactionId',
      { transactionId: '<b>x</b>' },
      'ID de transaction invalide (lettres, chiffres, . - _ uniquement)',
    ],
  ])('returns 422 UNPROCESSABLE with an issue on %s for %j', async (path, overrides, message) => {
    const tenant = await createTenant()
    const res = await request(tenant, claim(overrides))
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toContainEqual({ path, message })
  })

  it('returns 401 without a token and 403 for an admin', async () => {
    expect((await api('POST', '/api/plans/requests', { json: claim() })).status).toBe(401)
    const admin = await createAdmin()
    const res = await api('POST', '/api/plans/requests', { token: admin.token, json: claim() })
    expect(res.status).toBe(403)
  })
})
