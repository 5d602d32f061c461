import { describe, expect, it } from 'vitest'
import { api, createTenant, db, readError, readJson, setupWorker } from '#tests/helpers/worker.ts'

setupWorker()

describe('GET /api/publics/:slug', () => {
  it('returns 200 with the shop’s public profile, without its owner', async () => {
    const tenant = await createTenant({ name: 'Chez Mariam', currency: 'XAF' })
    const res = await api('GET', `/api/publics/${tenant.store.slug}`)
    expect(res.status).toBe(200)
    const { data } = await readJson<{ data: Record<string, unknown> }>(res)
    expect(data).toMatchObject({
      id: tenant.store.id,
      name: 'Chez Mariam',
      slug: tenant.store.slug,
      currency: 'XAF',
      logoUrl: null,
    })
    expect(data).not.toHaveProperty('ownerId')
    expect(JSON.stringify(data)).not.toContain(tenant.user.id)
    // The owner's dashboard's flag (ADR 058), not a shopper's business.
    expect(data).not.toHaveProperty('logoNeedsCopies')
  })

  it('finds the shop whatever the case of the slug, and returns 200', async () => {
    const tenant = await createTenant()
    expect((await api('GET', `/api/publics/${tenant.store.slug.toUpperCase()}`)).status).toBe(200)
  })

  it('returns 404 NOT_FOUND "Boutique introuvable" for an unknown slug', async () => {
    const res = await api('GET', '/api/publics/nulle-part')
    expect(res.status).toBe(404)
    expect((await readError(res)).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Boutique introuvable',
    })
  })

  it('returns 404 NOT_FOUND for a suspended shop', async () => {
    const tenant = await createTenant()
    await (await db())
      .prepare("UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?")
      .bind(tenant.store.id)
      .run()
    expect((await api('GET', `/api/publics/${tenant.store.slug}`)).status).toBe(404)
  })
})
