import { describe, expect, it, vi } from 'vitest'
import { flushAudienceOf } from '#tests/helpers/probe.ts'
import { cookieJar, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  onPlan,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
  worker,
} from '#tests/helpers/worker.ts'
import type { AudienceReport } from '#worker/schemas/audience.ts'

setupWorker()

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; Tecno) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'

/** A shopper's browser: a user agent, and a referrer when given. */
const view = (path: string, referrer?: string, userAgent = PHONE) =>
  api('GET', path, {
    headers: { 'user-agent': userAgent, ...(referrer ? { referer: referrer } : {}) },
  })

const report = async (t: Tenant, days = '7') => {
  const res = await api('GET', `/api/audience?days=${days}`, { token: t.token })
  expect(res.status).toBe(200)
  return readJson<AudienceReport>(res)
}

/**
 * Writes the shop's pending views now and reads the report, until it shows what is expected:
 * the storefront hands each view to the counter after its response (waitUntil).
 */
async function expectFigures(t: Tenant, check: (r: AudienceReport) => void) {
  await vi.waitFor(
    async () => {
      await flushAudienceOf(worker(), t.store.id)
      check(await report(t))
    },
    { timeout: 5000, interval: 100 },
  )
}

const premiumShop = async () => {
  const t = await onPlan(await createTenant(), 'pln_premium')
  const product = await seedProduct(t, { name: 'Boubou brodé' })
  return { t, product }
}

describe('Tableau de bord › Audience: views counted by the shop’s counter, written in batches', () => {
  it('counts visits, product views, carts and checkouts; sources from the referrer and utm_source', async () => {
    const { t, product } = await premiumShop()
    const slug = t.store.slug
    const own = `https://boutiko.test/${slug}/home`
    // Three arrivals: WhatsApp by utm_source, Facebook by its referrer, one typed in.
    await view(`/${slug}/home?utm_source=whatsapp&utm_medium=status`)
    await view(`/${slug}/products/${product.id}`, 'https://l.facebook.com/')
    await view(`/${slug}/products`)
    // Steps within the shop: page views, not visits.
    await view(`/${slug}/products/${product.id}`, own)
    await view(`/${slug}/products/${product.id}`, own)
    const jar = cookieJar()
    await postForm(`/${slug}/cart/add`, { productId: product.id, quantity: '1' }, '', {
      'user-agent': PHONE,
      referer: own,
    }).then(jar.take)
    const checkout = await api('GET', `/${slug}/checkout`, {
      headers: { cookie: jar.header(), 'user-agent': PHONE, referer: own },
    })
    expect(checkout.status).toBe(200)

    await expectFigures(t, (r) => {
      expect(r.totals).toEqual({
        visits: 3,
        pageViews: 6,
        productViews: 3,
        carts: 1,
        checkouts: 1,
        orders: 0,
      })
      expect(Object.fromEntries(r.sources.map((s) => [s.source, s.visits]))).toMatchObject({
        whatsapp: 1,
        facebook: 1,
        direct: 1,
        instagram: 0,
      })
      expect(r.topProducts).toEqual([{ productId: product.id, name: 'Boubou brodé', views: 3 }])
      expect(r.rates.productViews).toBe(1)
      expect(r.rates.carts).toBeCloseTo(1 / 3)
      expect(r.series).toHaveLength(7)
      expect(r.series.at(-1)).toMatchObject({ visits: 3, productViews: 3, carts: 1, checkouts: 1 })
    })
  })

  it('counts pages served from the cache as well as rendered ones', async () => {
    const { t } = await premiumShop()
    const first = await view(`/${t.store.slug}/home`)
    await first.text()
    const again = await view(`/${t.store.slug}/home`)
    await again.text()
    // The second answer came from a cache (memory or the Cache API), not from the theme.
    expect(again.headers.get('x-boutiko-cache')).not.toBe('miss')
    await expectFigures(t, (r) => expect(r.totals.pageViews).toBe(2))
  })

  it('leaves robots and link previews out, sets no cookie and stores no address', async () => {
    const { t, product } = await premiumShop()
    const slug = t.store.slug
    await view(`/${slug}/home`, undefined, 'Googlebot/2.1 (+http://www.google.com/bot.html)')
    await view(`/${slug}/products/${product.id}`, undefined, 'WhatsApp/2.23.20.0 A')
    await view(`/${slug}/home`, undefined, 'facebookexternalhit/1.1')
    const page = await api('GET', `/${slug}/home`, {
      headers: { 'user-agent': PHONE, 'cf-connecting-ip': '203.0.113.77' },
    })
    expect(page.headers.getSetCookie()).toEqual([])
    await expectFigures(t, (r) => {
      expect(r.totals.visits).toBe(1)
      expect(r.totals.productViews).toBe(0)
    })
    const rows = await (await shopDb(t.store.id))
      .prepare(
        `SELECT * FROM audience_days WHERE store_id = ?1 UNION ALL
         SELECT store_id, day, source, visits, 0, 0, 0 FROM audience_sources WHERE store_id = ?1`,
      )
      .bind(t.store.id)
      .all()
    expect(JSON.stringify(rows.results)).not.toContain('203.0.113.77')
    expect(JSON.stringify(rows.results)).not.toContain('Mozilla')
  })

  it('counts the orders placed on the storefront that day', async () => {
    const { t, product } = await premiumShop()
    const res = await api('POST', `/api/publics/${t.store.slug}/orders`, {
      json: {
        firstName: 'Fatou',
        lastName: 'Diallo',
        phone: '76543210',
        city: 'Ouagadougou',
        items: [{ productId: product.id, quantity: 1 }],
      },
      headers: { 'cf-connecting-ip': '10.9.8.7' },
    })
    expect(res.status).toBe(201)
    const r = await report(t, '30')
    expect(r.days).toBe(30)
    expect(r.series).toHaveLength(30)
    expect(r.totals.orders).toBe(1)
  })

  it('writes nothing per view: views wait in the counter until it writes them', async () => {
    const { t } = await premiumShop()
    await view(`/${t.store.slug}/home`)
    await view(`/${t.store.slug}/galerie`)
    // Before the counter writes, the shop's database holds no row for the day.
    const db = await shopDb(t.store.id)
    const before = await db
      .prepare('SELECT count(*) AS n FROM audience_days WHERE store_id = ?')
      .bind(t.store.id)
      .first<{ n: number }>()
    expect(before?.n).toBe(0)
    await expectFigures(t, (r) => expect(r.totals.pageViews).toBeGreaterThanOrEqual(1))
  })
})

describe('Audience is a plan switch', () => {
  it('refuses the free plan with the way up (403, French), and counts nothing for it', async () => {
    const t = await createTenant()
    await view(`/${t.store.slug}/home`)
    const res = await api('GET', '/api/audience', { token: t.token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.message).toBe(
      'Statistiques d’audience : non inclus dans votre offre Gratuit. Passez à une offre supérieure : /user/settings/settings',
    )
    expect(await flushAudienceOf(worker(), t.store.id)).toBe(0)
  })

  it('refuses an unknown period in French', async () => {
    const { t } = await premiumShop()
    const res = await api('GET', '/api/audience?days=9', { token: t.token })
    expect(res.status).toBe(422)
  })

  it('needs a session', async () => {
    expect((await api('GET', '/api/audience')).status).toBe(401)
  })
})
