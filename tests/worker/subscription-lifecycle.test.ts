import { describe, expect, it } from 'vitest'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createAdmin,
  createTenant,
  db,
  readError,
  readJson,
  runCron,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { MySubscription, PlanRequest } from '#worker/schemas/plans.ts'

setupWorker()

const DAY = 86_400_000

/** The wrangler.toml cron, fired by hand at a chosen instant (the job's clock). */
async function cronAt(at: number) {
  expect(await runCron(at)).toBe('ok')
}

async function buyPremium(tenant: Tenant, token: string) {
  const res = await api('POST', '/api/plans/requests', {
    token: tenant.token,
    json: { planId: 'pln_premium', fullName: 'Awa Sawadogo', phone: '70123456' },
  })
  const request = await readJson<PlanRequest>(res)
  const approved = await api('POST', `/api/admin/subscriptions/requests/${request.id}/approve`, {
    token,
    json: {},
  })
  expect(approved.status).toBe(200)
}

const mine = async (tenant: Tenant) =>
  readJson<MySubscription>(await api('GET', '/api/plans/subscription', { token: tenant.token }))

/** The merchant's notices live with the shop, in its database (ADR 036). */
async function noticeTitles(storeId: string) {
  const { results } = await (await shopDb(storeId))
    .prepare(
      "SELECT title FROM notifications WHERE store_id = ? AND type = 'subscription' ORDER BY created_at, rowid",
    )
    .bind(storeId)
    .all<{ title: string }>()
  return results.map((r) => r.title)
}

describe('scheduled (cron): subscription lifecycle', () => {
  it('reminds 7 days and 1 day before once each, expires at the end, and a renewal reactivates', async () => {
    const admin = await createAdmin()
    const tenant = await createVerifiedTenant()
    await buyPremium(tenant, admin.token)
    const end = Date.parse((await mine(tenant)).endDate!)

    await cronAt(end - 6 * DAY)
    await cronAt(end - 6 * DAY + 5 * 60_000)
    await cronAt(end - 20 * 3_600_000)
    await cronAt(end - 20 * 3_600_000 + 5 * 60_000)
    expect(await noticeTitles(tenant.store.id)).toEqual([
      'Offre Premium activée',
      'Votre abonnement Premium expire bientôt',
      'Votre abonnement Premium expire dans moins de 24 h',
    ])
    const { results: queued } = await (await shopDb(tenant))
      .prepare("SELECT status FROM outbox WHERE template = 'subscription' AND channel = 'email'")
      .all<{ status: string }>()
    // The test worker runs as production without an e-mail API: queued, tried, kept for retry.
    expect(queued).toHaveLength(3)
    expect(queued.filter((q) => q.status === 'blocked')).toEqual([])

    await cronAt(end + 60_000)
    await cronAt(end + 6 * 60_000)
    const titles = await noticeTitles(tenant.store.id)
    expect(titles.at(-1)).toBe('Abonnement Premium expiré')
    expect(titles).toHaveLength(4)

    // Recorded as expired: the shop is back to the free plan's limits, nothing deleted.
    expect(await mine(tenant)).toMatchObject({
      plan: { code: 'premium' },
      status: 'expired',
      limits: { maxProducts: 10, maxImagesPerProduct: 1 },
    })
    await buyPremium(tenant, admin.token)
    expect(await mine(tenant)).toMatchObject({ status: 'active', limits: { maxProducts: 1000 } })
    const row = await (await db())
      .prepare('SELECT reminded_week_at, reminded_day_at FROM subscriptions WHERE store_id = ?')
      .bind(tenant.store.id)
      .first()
    expect(row).toEqual({ reminded_week_at: null, reminded_day_at: null })
  })

  it('refuses a second extra picture once a premium shop has expired (409 CONFLICT)', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    await buyPremium(tenant, admin.token)
    await cronAt(Date.parse((await mine(tenant)).endDate!) + 60_000)
    const product = await seedProduct(tenant)
    expect(product.id).toMatch(/^prd_/)
    const res = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: {
        name: product.name,
        description: product.description,
        price: '1500',
        stock: '10',
        imageId: product.imageId,
        extraImageIds: [product.imageId],
      },
    })
    expect(res.status).toBe(409)
    expect(await readError(res)).toMatchObject({
      error: {
        code: 'CONFLICT',
        message:
          'Votre offre Gratuit permet 1 image par produit. Passez à une offre supérieure : /user/settings/settings',
      },
    })
  })
})
