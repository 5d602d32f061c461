import { describe, expect, it } from 'vitest'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createAdmin,
  createTenant,
  issuesOf,
  readError,
  readJson,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type { AdminPlanRequest, MySubscription, PlanRequest } from '#worker/schemas/plans.ts'

setupWorker()

async function requestPlan(tenant: Tenant, planId = 'pln_premium') {
  const res = await api('POST', '/api/plans/requests', {
    token: tenant.token,
    json: { planId, fullName: 'Awa Sawadogo', phone: '70123456', transactionId: 'PP2406.C1' },
  })
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${await res.text()}`)
  return readJson<PlanRequest>(res)
}

const decide = (token: string, id: string, action: 'approve' | 'reject', json: unknown = {}) =>
  api('POST', `/api/admin/subscriptions/requests/${id}/${action}`, { token, json })

const mine = async (tenant: Tenant) =>
  readJson<MySubscription>(await api('GET', '/api/plans/subscription', { token: tenant.token }))

/** The merchant's notices live with the shop, in its database (ADR 036). */
const noticesOf = async (storeId: string) =>
  (
    await (
      await shopDb(storeId)
    )
      .prepare(
        "SELECT title, body FROM notifications WHERE store_id = ? AND type = 'subscription' ORDER BY created_at",
      )
      .bind(storeId)
      .all<{ title: string; body: string }>()
  ).results

describe('GET /api/admin/subscriptions/requests', () => {
  it('lists requests pending first, with the payment claim and the current plan, 200', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant({ name: 'Liste Demandes' })
    const request = await requestPlan(tenant, 'pln_starter')
    const res = await api('GET', '/api/admin/subscriptions/requests?q=Liste', {
      token: admin.token,
    })
    expect(res.status).toBe(200)
    const page = await readJson<Paged<AdminPlanRequest>>(res)
    expect(page.items).toEqual([
      expect.objectContaining({
        id: request.id,
        shop: expect.objectContaining({ name: 'Liste Demandes' }),
        plan: expect.objectContaining({ code: 'starter', price: 5000 }),
        currentPlan: expect.objectContaining({ code: 'free' }),
        currentStatus: 'active',
        fullName: 'Awa Sawadogo',
        phone: '22670123456',
        transactionId: 'PP2406.C1',
        status: 'pending',
        decidedAt: null,
      }),
    ])
    const approved = await api('GET', '/api/admin/subscriptions/requests?status=approved&q=Liste', {
      token: admin.token,
    })
    expect((await readJson<Paged<AdminPlanRequest>>(approved)).total).toBe(0)
  })

  it('returns 401 without a token and 403 for a merchant', async () => {
    const tenant = await createTenant()
    expect((await api('GET', '/api/admin/subscriptions/requests')).status).toBe(401)
    const res = await api('GET', '/api/admin/subscriptions/requests', { token: tenant.token })
    expect(res.status).toBe(403)
  })
})

describe('GET /api/admin/subscriptions/requests/:id', () => {
  it('returns one request, 200, and 404 NOT_FOUND for an unknown id', async () => {
    const admin = await createAdmin()
    const request = await requestPlan(await createTenant())
    const res = await api('GET', `/api/admin/subscriptions/requests/${request.id}`, {
      token: admin.token,
    })
    expect(res.status).toBe(200)
    expect(await readJson<AdminPlanRequest>(res)).toMatchObject({ id: request.id })
    const missing = await api('GET', '/api/admin/subscriptions/requests/srq_nope', {
      token: admin.token,
    })
    expect(missing.status).toBe(404)
    expect(await readError(missing)).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Demande introuvable' },
    })
  })
})

describe('POST /api/admin/subscriptions/requests/:id/approve', () => {
  it('moves the shop to the plan for one period, records the amount and tells the merchant, 200', async () => {
    const admin = await createAdmin()
    const tenant = await createVerifiedTenant()
    const request = await requestPlan(tenant)
    const before = Date.now()
    const res = await decide(admin.token, request.id, 'approve')
    expect(res.status).toBe(200)
    expect(await readJson<AdminPlanRequest>(res)).toMatchObject({
      status: 'approved',
      amount: 15000,
      currency: 'XOF',
      currentPlan: { code: 'premium' },
      currentStatus: 'active',
    })
    const sub = await mine(tenant)
    expect(sub).toMatchObject({
      plan: { code: 'premium' },
      status: 'active',
      pendingRequest: null,
      limits: { maxProducts: 1000 },
    })
    const end = new Date(sub.endDate!)
    const expected = new Date(before)
    expected.setUTCMonth(expected.getUTCMonth() + 1)
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(3 * 86_400_000)
    expect(await noticesOf(tenant.store.id)).toEqual([
      {
        title: 'Offre Premium activée',
        body: expect.stringMatching(/^Votre demande d'offre Premium a été acceptée/),
      },
    ])
    const { results } = await (await shopDb(tenant))
      .prepare("SELECT recipient, body, status FROM outbox WHERE template = 'subscription'")
      .all<{ recipient: string; body: string; status: string }>()
    expect(
      results.some(
        (m) =>
          m.recipient === 'contact@awa.test' &&
          m.body.includes('Premium') &&
          m.status !== 'blocked',
      ),
    ).toBe(true)
  })

  it('returns 409 CONFLICT when the request was already decided, and changes nothing more', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const request = await requestPlan(tenant)
    expect((await decide(admin.token, request.id, 'approve')).status).toBe(200)
    const again = await decide(admin.token, request.id, 'approve')
    expect(again.status).toBe(409)
    expect(await readError(again)).toMatchObject({
      error: { code: 'CONFLICT', message: 'Cette demande a déjà été traitée' },
    })
    expect((await decide(admin.token, request.id, 'reject', { message: 'Non' })).status).toBe(409)
    expect(await noticesOf(tenant.store.id)).toHaveLength(1)
  })

  it('approves once when the admin double-clicks', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const request = await requestPlan(tenant)
    const statuses = await Promise.all([
      decide(admin.token, request.id, 'approve'),
      decide(admin.token, request.id, 'approve'),
    ])
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await noticesOf(tenant.store.id)).toHaveLength(1)
  })

  it('returns 404 for an unknown request, 401 without a token, 403 for a merchant', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const request = await requestPlan(tenant)
    expect((await decide(admin.token, 'srq_nope', 'approve')).status).toBe(404)
    const path = `/api/admin/subscriptions/requests/${request.id}/approve`
    expect((await api('POST', path, { json: {} })).status).toBe(401)
    expect((await api('POST', path, { token: tenant.token, json: {} })).status).toBe(403)
  })
})

describe('POST /api/admin/subscriptions/requests/:id/reject', () => {
  it('refuses the request with its reason, told to the merchant; the plan is unchanged, 200', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const request = await requestPlan(tenant)
    const res = await decide(admin.token, request.id, 'reject', {
      message: 'Transaction introuvable chez Orange Money',
    })
    expect(res.status).toBe(200)
    expect(await readJson<AdminPlanRequest>(res)).toMatchObject({
      status: 'rejected',
      message: 'Transaction introuvable chez Orange Money',
      amount: null,
    })
    expect(await mine(tenant)).toMatchObject({ plan: { code: 'free' }, pendingRequest: null })
    const [notice] = await noticesOf(tenant.store.id)
    expect(notice?.body).toContain('Motif : Transaction introuvable chez Orange Money')
  })

  it.each([[{}], [{ message: '   ' }]])(
    'returns 422 UNPROCESSABLE "Veuillez indiquer le motif" for %j',
    async (json) => {
      const admin = await createAdmin()
      const request = await requestPlan(await createTenant())
      const res = await decide(admin.token, request.id, 'reject', json)
      expect(res.status).toBe(422)
      expect(await issuesOf(res)).toEqual({ message: 'Veuillez indiquer le motif' })
    },
  )

  it('returns 404 for an unknown request and 403 for a merchant', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const json = { message: 'Non' }
    expect((await decide(admin.token, 'srq_nope', 'reject', json)).status).toBe(404)
    const request = await requestPlan(tenant)
    expect((await decide(tenant.token, request.id, 'reject', json)).status).toBe(403)
  })
})
