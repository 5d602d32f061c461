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
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type {
  AdminSubscription,
  AdminSubscriptionDetail,
  MySubscription,
} from '#worker/schemas/plans.ts'

setupWorker()

const sql = async (query: string, ...params: unknown[]) =>
  (await db())
    .prepare(query)
    .bind(...params)
    .run()

const list = async (token: string, query = '') =>
  readJson<Paged<AdminSubscription>>(
    await api('GET', `/api/admin/subscriptions${query}`, { token }),
  )

const onPlan = (tenant: Tenant, plan: string, endsIn: number | null) =>
  sql(
    `UPDATE subscriptions SET plan_id = ?, ends_at = ${endsIn === null ? 'NULL' : `unixepoch() + ${endsIn}`} WHERE store_id = ?`,
    plan,
    tenant.store.id,
  )

describe('GET /api/admin/subscriptions', () => {
  it('lists every shop with its plan, effective status and end date, 200', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant({ name: 'Kadi Couture' })
    const res = await api('GET', '/api/admin/subscriptions?q=Kadi', { token: admin.token })
    expect(res.status).toBe(200)
    const page = await readJson<Paged<AdminSubscription>>(res)
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      shop: { id: tenant.store.id, name: 'Kadi Couture' },
      plan: { code: 'free', name: 'Gratuit' },
      status: 'active',
      endDate: null,
      hasPendingRequest: false,
    })
  })

  it('filters by effective status and by plan: a paid period past its end counts as expired', async () => {
    const admin = await createAdmin()
    const [ended, running, suspended] = await Promise.all([
      createTenant({ name: 'Filtre Fini' }),
      createTenant({ name: 'Filtre Actif' }),
      createTenant({ name: 'Filtre Suspendu' }),
    ])
    await onPlan(ended, 'pln_starter', -60)
    await onPlan(running, 'pln_starter', 86_400)
    await sql(
      "UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?",
      suspended.store.id,
    )
    const names = async (query: string) =>
      (await list(admin.token, `?q=Filtre&${query}`)).items.map((s) => s.shop.name)
    expect(await names('status=expired')).toEqual(['Filtre Fini'])
    expect(await names('status=active&planCode=starter')).toEqual(['Filtre Actif'])
    expect(await names('status=suspended')).toEqual(['Filtre Suspendu'])
    expect((await names('planCode=starter')).sort()).toEqual(['Filtre Actif', 'Filtre Fini'])
  })

  it('returns 422 for an unknown status filter, 401 without a token, 403 for a merchant', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const bad = await api('GET', '/api/admin/subscriptions?status=paused', { token: admin.token })
    expect(bad.status).toBe(422)
    expect((await api('GET', '/api/admin/subscriptions')).status).toBe(401)
    const res = await api('GET', '/api/admin/subscriptions', { token: tenant.token })
    expect(res.status).toBe(403)
  })
})

describe('GET /api/admin/subscriptions/:id', () => {
  it('returns the detail by subscription id or shop id, with limits in force and usage, 200', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant({ name: 'Detail Unique' })
    await onPlan(tenant, 'pln_premium', -60)
    const [item] = (await list(admin.token, '?q=Detail%20Unique')).items
    for (const id of [item!.id, tenant.store.id]) {
      const res = await api('GET', `/api/admin/subscriptions/${id}`, { token: admin.token })
      expect(res.status).toBe(200)
      expect(await readJson<AdminSubscriptionDetail>(res)).toMatchObject({
        id: item!.id,
        plan: { code: 'premium' },
        status: 'expired',
        owner: { id: tenant.user.id, email: tenant.email },
        limits: { maxProducts: 10, maxImagesPerProduct: 1 },
        usage: { products: 0 },
        requests: [],
      })
    }
  })

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const admin = await createAdmin()
    const res = await api('GET', '/api/admin/subscriptions/sub_nope', { token: admin.token })
    expect(res.status).toBe(404)
    expect(await readError(res)).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Abonnement introuvable' },
    })
  })
})

describe('PATCH /api/admin/subscriptions/:id/status', () => {
  it('suspends a shop with a message the merchant receives, then reactivates it, 200', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const patch = (json: unknown) =>
      api('PATCH', `/api/admin/subscriptions/${tenant.store.id}/status`, {
        token: admin.token,
        json,
      })
    const res = await patch({ status: 'suspended', message: 'Produits contrefaits signalés' })
    expect(res.status).toBe(200)
    expect(await readJson<AdminSubscriptionDetail>(res)).toMatchObject({
      status: 'suspended',
      reason: 'Produits contrefaits signalés',
    })
    // The merchant's notice lives with the shop, in its database (ADR 036).
    const { results } = await (await shopDb(tenant))
      .prepare("SELECT body FROM notifications WHERE store_id = ? AND type = 'subscription'")
      .bind(tenant.store.id)
      .all<{ body: string }>()
    expect(results[0]?.body).toContain('Produits contrefaits signalés')
    const mine = await api('GET', '/api/plans/subscription', { token: tenant.token })
    expect(await readJson<MySubscription>(mine)).toMatchObject({ status: 'suspended' })
    expect((await patch({ status: 'active' })).status).toBe(200)
  })

  it.each([
    [{ status: 'paused' }, 'Statut invalide'],
    [{ status: 'active' }, 'Choisissez un autre statut que le statut actuel'],
  ])('returns 422 UNPROCESSABLE on status for %j', async (json, message) => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const res = await api('PATCH', `/api/admin/subscriptions/${tenant.store.id}/status`, {
      token: admin.token,
      json,
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ status: message })
  })

  it('refuses to make a paid period that is over active again, 422', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    await onPlan(tenant, 'pln_premium', -60)
    await sql("UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?", tenant.store.id)
    const res = await api('PATCH', `/api/admin/subscriptions/${tenant.store.id}/status`, {
      token: admin.token,
      json: { status: 'active' },
    })
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).status).toMatch(/période payée est terminée/)
  })

  it('returns 404 for an unknown id, 401 without a token, 403 for a merchant', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const path = '/api/admin/subscriptions/sub_nope/status'
    const json = { status: 'suspended' }
    expect((await api('PATCH', path, { token: admin.token, json })).status).toBe(404)
    expect((await api('PATCH', path, { json })).status).toBe(401)
    const own = `/api/admin/subscriptions/${tenant.store.id}/status`
    expect((await api('PATCH', own, { token: tenant.token, json })).status).toBe(403)
  })
})
