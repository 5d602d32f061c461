import { describe, expect, it } from 'vitest'
import { addCourier, seedCourier } from '#tests/helpers/courier-api.ts'
import {
  api,
  createAdmin,
  createTenant,
  issuesOf,
  onPlan,
  readError,
  readJson,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { courierMsg, MAX_COURIERS } from '#worker/schemas/couriers.ts'
import type { PersonalizationSettings } from '#worker/schemas/personalization.ts'
import type { AdminPlan, MySubscription } from '#worker/schemas/plans.ts'

setupWorker()

const UPGRADE = 'Passez à une offre supérieure : /user/settings/settings'
const PIXEL = '123456789012345'

const personalization = (facebookPixelId: string) => ({
  color: '#7F1D1D',
  theme: 'classic',
  facebookPixelId,
})
const putPixel = (t: Tenant, id: string) =>
  api('PUT', '/api/store/personalization', { token: t.token, json: personalization(id) })
const savedPixel = async (t: Tenant) =>
  (
    await readJson<PersonalizationSettings>(
      await api('GET', '/api/store/personalization', { token: t.token }),
    )
  ).facebookPixelId
const home = async (t: Tenant) => api('GET', `/${t.store.slug}/home`)

describe('the Facebook pixel is the plan’s to give', () => {
  it('refuses a pixel on the free plan, 403 beside the field with the way up; nothing saved', async () => {
    const t = await createTenant()
    const res = await putPixel(t, PIXEL)
    expect(res.status).toBe(403)
    expect((await issuesOf(res)).facebookPixelId).toBe(
      `Pixel Facebook : non inclus dans votre offre Gratuit. ${UPGRADE}`,
    )
    expect(await savedPixel(t)).toBeNull()
    const page = await home(t)
    expect(await page.text()).not.toContain('fbq(')
    expect(page.headers.get('content-security-policy')).not.toContain('connect.facebook.net')
  })

  it('saves and renders the pixel on Premium', async () => {
    const t = await onPlan(await createTenant(), 'pln_premium')
    expect((await putPixel(t, PIXEL)).status).toBe(200)
    const page = await home(t)
    expect(await page.text()).toContain(`fbq('init',"${PIXEL}")`)
    expect(page.headers.get('content-security-policy')).toContain('connect.facebook.net')
  })

  it('a shop back on the free plan keeps its pixel id but its storefront no longer loads it; saving the same id still works, a new one is refused', async () => {
    const t = await onPlan(await createTenant(), 'pln_premium')
    expect((await putPixel(t, PIXEL)).status).toBe(200)
    await onPlan(t, 'pln_premium', -1) // the paid period is over: the free plan applies
    const page = await home(t)
    const html = await page.text()
    expect(html).not.toContain('fbq(')
    expect(html).not.toContain('facebook.com/tr')
    expect(page.headers.get('content-security-policy')).not.toContain('connect.facebook.net')
    expect(await savedPixel(t)).toBe(PIXEL)
    expect((await putPixel(t, PIXEL)).status).toBe(200)
    expect((await putPixel(t, '999999999')).status).toBe(403)
    expect((await putPixel(t, '')).status).toBe(200)
  })
})

describe('"Propulsé par Boutiko"', () => {
  it('stays in a free shop’s footer and is gone on a plan that removes it (Entreprise)', async () => {
    const free = await createTenant()
    expect(await (await home(free)).text()).toContain('Propulsé par Boutiko')
    const big = await onPlan(await createTenant(), 'pln_entreprise')
    const html = await (await home(big)).text()
    expect(html).not.toContain('Propulsé par Boutiko')
    expect(html).toContain(big.store.name)
  })
})

describe('couriers per plan', () => {
  it('refuses the free plan’s 4th courier, 409 with the way up; the subscription says 3', async () => {
    const t = await createTenant()
    for (let i = 0; i < 3; i++) await seedCourier(t, { name: `Livreur ${i}` })
    const res = await addCourier(t, { name: 'Un de trop', phone: '70999998' })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(
      `Votre offre Gratuit permet 3 livreurs. Vos données sont conservées ; pour en ajouter, passez à une offre supérieure : /user/settings/settings`,
    )
    const sub = await readJson<MySubscription>(
      await api('GET', '/api/plans/subscription', { token: t.token }),
    )
    expect(sub.limits).toMatchObject({ maxCouriers: 3, facebookPixel: false })
  })

  it('lets a Starter shop add more, and a shop back on the free plan keeps its couriers', async () => {
    const t = await onPlan(await createTenant(), 'pln_starter')
    for (let i = 0; i < 5; i++) await seedCourier(t, { name: `Livreur ${i}` })
    await onPlan(t, 'pln_starter', -1)
    const list = await api('GET', '/api/couriers', { token: t.token })
    expect(await readJson<unknown[]>(list)).toHaveLength(5)
    expect((await addCourier(t, { name: 'Encore', phone: '70999997' })).status).toBe(409)
  })

  it(`keeps the hard ceiling of ${MAX_COURIERS} on the biggest plan, 422`, async () => {
    const t = await onPlan(await createTenant(), 'pln_entreprise')
    for (let i = 0; i < MAX_COURIERS; i++) await seedCourier(t, { name: `Livreur ${i}` })
    const res = await addCourier(t, { name: 'Un de trop', phone: '70999996' })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(courierMsg.limit)
  })
})

const planBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Cap ${Math.random().toString(36).slice(2, 8)}`,
  price: '9000',
  discountRate: '0',
  billingCycle: 'month',
  description: ['Pour les artisans'],
  maxProducts: '50',
  maxImagesPerProduct: '3',
  customDomain: false,
  ...overrides,
})

describe('admin: a plan’s capabilities are data', () => {
  it('creates a plan with its limits and switches; an edit without them keeps them', async () => {
    const admin = await createAdmin()
    const res = await api('POST', '/api/admin/plans', {
      token: admin.token,
      json: planBody({
        maxStaffSeats: '2',
        maxCouriers: '4',
        maxPromoCodes: '',
        reviews: true,
        audienceStats: true,
      }),
    })
    expect(res.status).toBe(201)
    const plan = await readJson<AdminPlan>(res)
    const limits = {
      maxStaffSeats: 2,
      maxCouriers: 4,
      maxPromoCodes: null,
      reviews: true,
      audienceStats: true,
      facebookPixel: false,
      removeBranding: false,
    }
    expect(plan.limits).toMatchObject(limits)
    const edited = await api('PUT', `/api/admin/plans/${plan.id}`, {
      token: admin.token,
      json: planBody({ name: plan.name, maxProducts: '80' }),
    })
    expect(edited.status).toBe(200)
    expect((await readJson<AdminPlan>(edited)).limits).toMatchObject({ ...limits, maxProducts: 80 })
  })

  it.each([
    ['maxCouriers', { maxCouriers: '31' }, 'Entre 0 et 30 livreurs'],
    ['maxStaffSeats', { maxStaffSeats: '101' }, 'Entre 0 et 100 membres d’équipe'],
    ['maxPromoCodes', { maxPromoCodes: 'beaucoup' }, 'Chiffres uniquement'],
    ['facebookPixel', { facebookPixel: 'oui' }, undefined],
  ])('refuses %s out of range, 422 in French', async (field, overrides, message) => {
    const admin = await createAdmin()
    const res = await api('POST', '/api/admin/plans', {
      token: admin.token,
      json: planBody(overrides),
    })
    expect(res.status).toBe(422)
    const issues = await issuesOf(res)
    if (message) expect(issues[field]).toBe(message)
    else expect(issues[field]).toBeTruthy()
  })
})

describe('/pricing is generated from the plans’ capabilities', () => {
  it('lists each plan’s capabilities then its marketing words; the free plan promises no pixel', async () => {
    const admin = await createAdmin()
    const name = `Artisan ${Math.random().toString(36).slice(2, 8)}`
    const created = await api('POST', '/api/admin/plans', {
      token: admin.token,
      json: planBody({ name, reviews: true, maxCouriers: '2' }),
    })
    expect(created.status).toBe(201)
    const html = await (await api('GET', '/pricing')).text()
    const card = (plan: string) => {
      const start = html.indexOf(`<h2>${plan}</h2>`)
      return html.slice(start, html.indexOf('</ul>', start))
    }
    expect(card(name)).toContain('Jusqu’à 50 produits')
    expect(card(name)).toContain('3 images par produit')
    expect(card(name)).toContain('2 livreurs')
    expect(card(name)).toContain('Avis clients')
    expect(card(name)).toContain('Pour les artisans')
    expect(card(name)).not.toContain('Pixel Facebook')
    expect(card('Gratuit')).toContain('Jusqu’à 10 produits')
    expect(card('Gratuit')).not.toContain('Pixel Facebook')
    expect(card('Premium')).toContain('Pixel Facebook')
    expect(card('Entreprise')).toContain('Sans la mention « Propulsé par Boutiko »')
  })
})
