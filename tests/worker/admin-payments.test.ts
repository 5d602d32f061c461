import { describe, expect, it } from 'vitest'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import { api, createAdmin, readJson, setupWorker, type Tenant } from '#tests/helpers/worker.ts'
import type { AdminOverview } from '#worker/schemas/admin.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type { PlanRequest } from '#worker/schemas/plans.ts'
import type { AdminPlatformPayment } from '#worker/schemas/platform-settings.ts'

setupWorker()

/** A merchant's mobile-money claim for a plan (no online payment row behind it). */
async function claim(tenant: Tenant, transactionId: string) {
  const res = await api('POST', '/api/plans/requests', {
    token: tenant.token,
    json: { planId: 'pln_premium', fullName: 'Awa Sawadogo', phone: '70123456', transactionId },
  })
  expect(res.status).toBe(201)
  return readJson<PlanRequest>(res)
}

const decide = (token: string, id: string, action: 'approve' | 'reject') =>
  api('POST', `/api/admin/subscriptions/requests/${id}/${action}`, {
    token,
    json: action === 'reject' ? { message: 'Référence introuvable' } : {},
  })

const received = async (token: string, query: string) =>
  readJson<Paged<AdminPlatformPayment>>(await api('GET', `/api/admin/payments?${query}`, { token }))

const revenueThisMonth = async (token: string) => {
  const o = await readJson<AdminOverview>(await api('GET', '/api/admin/overview', { token }))
  return o.revenue.months.at(-1)?.amounts.find((a) => a.currency === 'XOF')?.amount ?? 0
}

describe('GET /api/admin/payments lists what the platform received', () => {
  it('includes an approved mobile-money claim, as paid with its reference, so the list reconciles with revenue', async () => {
    const admin = await createAdmin()
    const tenant = await createVerifiedTenant({ name: 'Boutique Déclarée Approuvée' })
    const revenueBefore = await revenueThisMonth(admin.token)
    const request = await claim(tenant, 'PP2611.A1')
    // Pending: not received yet.
    expect((await received(admin.token, 'q=Déclarée Approuvée')).total).toBe(0)
    expect((await decide(admin.token, request.id, 'approve')).status).toBe(200)

    const page = await received(admin.token, 'q=Déclarée Approuvée')
    expect(page.total).toBe(1)
    expect(page.items).toEqual([
      expect.objectContaining({
        id: request.id,
        source: 'claim',
        shop: expect.objectContaining({ id: tenant.store.id }),
        plan: { id: 'pln_premium', code: 'premium', name: 'Premium' },
        amount: 15000,
        currency: 'XOF',
        status: 'paid',
        provider: 'mobile_money',
        providerRef: 'PP2611.A1',
        confirmedAt: expect.any(String),
      }),
    ])
    expect((await revenueThisMonth(admin.token)) - revenueBefore).toBe(page.items[0]!.amount)
    // Found by the reference the merchant typed; left out by a status other than paid.
    expect((await received(admin.token, 'q=PP2611.A1')).items.map((p) => p.id)).toEqual([
      request.id,
    ])
    expect((await received(admin.token, 'q=Déclarée Approuvée&status=paid')).total).toBe(1)
    expect((await received(admin.token, 'q=Déclarée Approuvée&status=pending')).total).toBe(0)
  })

  it('leaves out a rejected claim', async () => {
    const admin = await createAdmin()
    const tenant = await createVerifiedTenant({ name: 'Boutique Déclarée Refusée' })
    const request = await claim(tenant, 'PP2611.R1')
    expect((await decide(admin.token, request.id, 'reject')).status).toBe(200)
    expect((await received(admin.token, 'q=Déclarée Refusée')).total).toBe(0)
  })
})
