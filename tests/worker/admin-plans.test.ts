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
} from '#tests/helpers/worker.ts'
import type { AdminPlan, Plan } from '#worker/schemas/plans.ts'

setupWorker()

let seq = 0
const planBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Pro ${++seq}-${Math.random().toString(36).slice(2, 6)}`,
  price: '25000',
  discountRate: '10',
  billingCycle: 'year',
  description: ['Jusqu’à 500 produits', 'Support WhatsApp'],
  maxProducts: '500',
  maxImagesPerProduct: '6',
  customDomain: true,
  ...overrides,
})

async function createPlan(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/admin/plans', { token, json: planBody(overrides) })
  if (res.status !== 201) throw new Error(`plan creation failed: ${res.status} ${await res.text()}`)
  return readJson<AdminPlan>(res)
}

describe('GET /api/admin/plans', () => {
  it('lists every plan with its subscriber count, 200', async () => {
    const admin = await createAdmin()
    await createTenant()
    const res = await api('GET', '/api/admin/plans', { token: admin.token })
    expect(res.status).toBe(200)
    const { items } = await readJson<{ items: AdminPlan[] }>(res)
    const free = items.find((p) => p.id === 'pln_free')!
    expect(free).toMatchObject({ name: 'Gratuit', price: 0, active: true })
    expect(free.subscribers).toBeGreaterThanOrEqual(1)
    expect(items.map((p) => p.code)).toEqual(expect.arrayContaining(['starter', 'premium']))
  })

  it('returns 401 without a token and 403 FORBIDDEN for a merchant', async () => {
    expect((await api('GET', '/api/admin/plans')).status).toBe(401)
    const tenant = await createTenant()
    const res = await api('GET', '/api/admin/plans', { token: tenant.token })
    expect(res.status).toBe(403)
    expect(await readError(res)).toMatchObject({ error: { code: 'FORBIDDEN' } })
    const post = await api('POST', '/api/admin/plans', { token: tenant.token, json: planBody() })
    expect(post.status).toBe(403)
  })
})

describe('POST /api/admin/plans', () => {
  it('creates a plan priced in XOF minor units, shown on the public list, 201', async () => {
    const admin = await createAdmin()
    const plan = await createPlan(admin.token, { name: 'Boutique Pro' })
    expect(plan).toMatchObject({
      code: 'boutique-pro',
      name: 'Boutique Pro',
      price: 25000,
      currency: 'XOF',
      discountRate: 10,
      billingCycle: 'year',
      description: ['Jusqu’à 500 produits', 'Support WhatsApp'],
      limits: { maxProducts: 500, maxImagesPerProduct: 6, customDomain: true },
      active: true,
      subscribers: 0,
    })
    expect(plan.id).toMatch(/^pln_/)
    const { items } = await readJson<{ items: Plan[] }>(await api('GET', '/api/plans'))
    expect(items.map((p) => p.id)).toContain(plan.id)
  })

  it('stores an empty maximum of products as unlimited', async () => {
    const admin = await createAdmin()
    const plan = await createPlan(admin.token, { maxProducts: '' })
    expect(plan.limits.maxProducts).toBeNull()
  })

  it.each([
    ['price', { price: '12 34' }, 'Prix : écrivez un nombre, par exemple 15 000'],
    ['price', { price: 'gratuit' }, 'Prix : écrivez un nombre, par exemple 15 000'],
    [
      'price',
      { price: '1500.50' },
      'Prix : pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)',
    ],
    ['discountRate', { discountRate: '10.5' }, 'Chiffres uniquement'],
    ['discountRate', { discountRate: '150' }, 'Le taux de remise doit être compris entre 0 et 100'],
    ['billingCycle', { billingCycle: 'week' }, 'Cycle de facturation invalide'],
    ['billingCycle', { billingCycle: undefined }, 'Cycle de facturation invalide'],
    ['name', { name: '  ' }, 'Le champ est vide'],
    ['description', { description: [] }, 'Ajoutez au moins une ligne de description'],
    ['description.1', { description: ['Une', ' '] }, 'Le champ est vide'],
    ['maxProducts', { maxProducts: 'beaucoup' }, 'Chiffres uniquement'],
    ['maxImagesPerProduct', { maxImagesPerProduct: '0' }, 'Entre 1 et 99 images par produit'],
    [
      'maxProducts',
      { maxProducts: '2000000' },
      '1 000 000 produits au maximum (laissez vide pour illimité)',
    ],
  ])('returns 422 UNPROCESSABLE with an issue on %s for %j', async (path, overrides, message) => {
    const admin = await createAdmin()
    const res = await api('POST', '/api/admin/plans', {
      token: admin.token,
      json: planBody(overrides),
    })
    expect(res.status).toBe(422)
    expect((await issuesOf(res))[path]).toBe(message)
  })

  it('accepts a price with zero decimals ("1500.00")', async () => {
    const admin = await createAdmin()
    expect((await createPlan(admin.token, { price: '1500.00' })).price).toBe(1500)
  })

  it('returns 409 CONFLICT on name when another plan has the same name', async () => {
    const admin = await createAdmin()
    const res = await api('POST', '/api/admin/plans', {
      token: admin.token,
      json: planBody({ name: 'premium' }),
    })
    expect(res.status).toBe(409)
    expect(await issuesOf(res)).toEqual({ name: 'Une offre porte déjà ce nom' })
  })
})

describe('GET /api/admin/plans/:id', () => {
  it('returns one plan, 200, and 404 NOT_FOUND for an unknown id', async () => {
    const admin = await createAdmin()
    const res = await api('GET', '/api/admin/plans/pln_premium', { token: admin.token })
    expect(res.status).toBe(200)
    expect(await readJson<AdminPlan>(res)).toMatchObject({ id: 'pln_premium', name: 'Premium' })
    const missing = await api('GET', '/api/admin/plans/pln_nope', { token: admin.token })
    expect(missing.status).toBe(404)
    expect(await readError(missing)).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Offre introuvable' },
    })
  })
})

describe('PUT /api/admin/plans/:id', () => {
  it('updates a plan and withdraws it from the public list when deactivated, 200', async () => {
    const admin = await createAdmin()
    const plan = await createPlan(admin.token)
    const res = await api('PUT', `/api/admin/plans/${plan.id}`, {
      token: admin.token,
      json: planBody({ name: plan.name, price: '30000', billingCycle: 'month', active: false }),
    })
    expect(res.status).toBe(200)
    expect(await readJson<AdminPlan>(res)).toMatchObject({
      code: plan.code,
      price: 30000,
      billingCycle: 'month',
      active: false,
    })
    const { items } = await readJson<{ items: Plan[] }>(await api('GET', '/api/plans'))
    expect(items.map((p) => p.id)).not.toContain(plan.id)
  })

  it('keeps the free plan free and on offer, 422', async () => {
    const admin = await createAdmin()
    const base = planBody({ name: 'Gratuit', price: '0' })
    const priced = await api('PUT', '/api/admin/plans/pln_free', {
      token: admin.token,
      json: { ...base, price: '1000' },
    })
    expect(priced.status).toBe(422)
    expect(Object.keys(await issuesOf(priced))).toEqual(['price'])
    const off = await api('PUT', '/api/admin/plans/pln_free', {
      token: admin.token,
      json: { ...base, active: false },
    })
    expect(off.status).toBe(422)
    expect(Object.keys(await issuesOf(off))).toEqual(['active'])
  })

  it('returns 404 for an unknown plan, 401 without a token, 403 for a merchant', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const path = '/api/admin/plans/pln_nope'
    expect((await api('PUT', path, { token: admin.token, json: planBody() })).status).toBe(404)
    expect((await api('PUT', path, { json: planBody() })).status).toBe(401)
    expect((await api('PUT', path, { token: tenant.token, json: planBody() })).status).toBe(403)
  })
})

describe('DELETE /api/admin/plans/:id', () => {
  it('deletes a plan nobody uses, 204', async () => {
    const admin = await createAdmin()
    const plan = await createPlan(admin.token)
    const res = await api('DELETE', `/api/admin/plans/${plan.id}`, { token: admin.token })
    expect(res.status).toBe(204)
    expect((await api('GET', `/api/admin/plans/${plan.id}`, { token: admin.token })).status).toBe(
      404,
    )
  })

  it('returns 409 CONFLICT for a plan in use by a subscription (deactivate it instead)', async () => {
    const admin = await createAdmin()
    const plan = await createPlan(admin.token)
    const tenant = await createTenant()
    await (await db())
      .prepare('UPDATE subscriptions SET plan_id = ? WHERE store_id = ?')
      .bind(plan.id, tenant.store.id)
      .run()
    const res = await api('DELETE', `/api/admin/plans/${plan.id}`, { token: admin.token })
    expect(res.status).toBe(409)
    expect(await readError(res)).toMatchObject({
      error: {
        code: 'CONFLICT',
        message:
          'Cette offre est utilisée par des boutiques : désactivez-la plutôt que de la supprimer',
      },
    })
    expect((await api('DELETE', '/api/admin/plans/pln_free', { token: admin.token })).status).toBe(
      409,
    )
  })
})
