import type { Request as MfRequest } from 'miniflare'
import { Response as MfResponse } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieJar, getPage, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createMerchant,
  createTenant,
  issuesOf,
  orderBody,
  placeOrder,
  readJson,
  type StartOptions,
  seedCategory,
  seedProduct,
  setupWorker,
  startWorker,
  stopWorker,
  type Tenant,
  updateStoreRow,
} from '#tests/helpers/worker.ts'
import { EVIL, EVIL_SHORT, escaped, expectInertPage } from '#tests/helpers/xss.ts'
import { THEME_NAMES } from '#worker/schemas/personalization.ts'

/** What the worker "sent" through the e-mail and WhatsApp providers (captured, never sent). */
const sent: { url: string; body: Record<string, unknown> }[] = []
const WORKER_OPTIONS: StartOptions = {
  bindings: {
    EMAIL_API_URL: 'https://mail.provider.test/send',
    EMAIL_API_KEY: 'test-key',
    EMAIL_FROM: 'Boutiko <no-reply@boutiko.test>',
    WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
    WHATSAPP_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234',
  },
  outboundService: async (req: MfRequest) => {
    sent.push({ url: req.url, body: (await req.json()) as Record<string, unknown> })
    return new MfResponse('{}', { headers: { 'content-type': 'application/json' } })
  },
}
setupWorker(WORKER_OPTIONS)

const E = escaped(EVIL)
const personalization = (theme: string, extra: Record<string, unknown> = {}) => ({
  hero: { title: EVIL, subtitle: EVIL, btntext: EVIL_SHORT },
  about: { title: EVIL, description: EVIL, btntext: EVIL_SHORT },
  callToAction: { title: EVIL, description: EVIL, btntext: EVIL_SHORT },
  socialMedia: { facebook: 'https://facebook.com/awa' },
  color: '#112233',
  theme,
  ...extra,
})

type EvilShop = Tenant & { productId: string; categoryId: string; orderToken: string }

/**
 * A shop where every text a merchant or a shopper can type holds the payload; verified, so
 * its messages really go to the providers.
 */
async function evilShop(): Promise<EvilShop> {
  const t = await createVerifiedTenant({ name: EVIL, brand: EVIL, address: EVIL })
  const category = await seedCategory(t, EVIL)
  const product = await seedProduct(t, {
    name: EVIL,
    description: EVIL,
    categoryId: category.id,
    sizes: [EVIL_SHORT],
    colors: [EVIL_SHORT],
  })
  const json = { productId: product.id, name: EVIL, rating: 5, kind: 'text', text: EVIL }
  expect((await api('POST', '/api/testimonials', { token: t.token, json })).status).toBe(201)
  const line = { productId: product.id, quantity: 1, size: EVIL_SHORT, color: EVIL_SHORT }
  const res = await placeOrder(
    t.store.slug,
    orderBody([line], { firstName: EVIL, lastName: EVIL, city: EVIL, note: EVIL }),
  )
  const order = await readJson<{ id: string; trackingToken: string }>(res)
  const status = { status: 'confirmed', message: EVIL }
  await api('PATCH', `/api/orders/${order.id}/status`, { token: t.token, json: status })
  return { ...t, productId: product.id, categoryId: category.id, orderToken: order.trackingToken }
}

let shop: EvilShop
beforeAll(async () => {
  shop = await evilShop()
})

describe.each(THEME_NAMES)('the %s theme', (theme) => {
  beforeAll(async () => {
    const res = await api('PUT', '/api/store/personalization', {
      token: shop.token,
      json: personalization(theme),
    })
    expect(res.status).toBe(200)
  })

  const pages = () => {
    const s = `/${shop.store.slug}`
    return [
      `${s}/home`,
      `${s}/products`,
      `${s}/products?q=${encodeURIComponent(EVIL)}`,
      `${s}/products?category=${shop.categoryId}`,
      `${s}/products/${shop.productId}`,
      `${s}/products/${encodeURIComponent(EVIL)}`,
      `${s}/contact`,
      `${s}/orders/${shop.orderToken}`,
    ]
  }

  it('renders every page with the payloads as text, twice (cache miss then hit)', async () => {
    for (const path of pages())
      for (const round of ['miss', 'hit']) {
        const html = await expectInertPage(`${theme} ${path} (${round})`, await getPage(path))
        if (!path.includes('?q=') && !/products\/%3C/.test(path))
          expect(html, path).toContain(escaped(EVIL).slice(0, 40))
      }
  })

  it('shows shopper names, city, note and the merchant message on the receipt, literally', async () => {
    const res = await getPage(`/${shop.store.slug}/orders/${shop.orderToken}`)
    const html = await expectInertPage('receipt', res)
    expect(html.split(E).length - 1).toBeGreaterThanOrEqual(4)
    expect(html).toContain('{{7*7}}')
    expect(html).toContain('&lt;%= 7*7 %>')
  })

  it('echoes what a shopper typed into refused forms as text (422)', async () => {
    const s = `/${shop.store.slug}`
    const jar = cookieJar()
    const added = await postForm(
      `${s}/cart/add`,
      { productId: shop.productId, quantity: '1', size: EVIL_SHORT, color: EVIL_SHORT },
      jar.header(),
    ).then(jar.take)
    expect(added.status).toBe(303)
    for (const path of [`${s}/cart`, `${s}/checkout`])
      await expectInertPage(path, await getPage(path, jar.header()))
    // The payload holds 8 digits, a valid phone once the rest is stripped: twice is 16, too many.
    const bad = { firstName: EVIL, lastName: EVIL, phone: EVIL + EVIL, city: EVIL }
    for (const [path, fields] of [
      [`${s}/order`, { ...bad, productId: shop.productId, quantity: EVIL }],
      [`${s}/checkout`, bad],
      [`${s}/contact`, { fullName: EVIL, email: EVIL, phone: EVIL, message: EVIL }],
    ] as const) {
      const res = await postForm(path, fields, jar.header())
      expect(res.status, path).toBe(422)
      expect(await expectInertPage(path, res)).toContain(`value="${E}"`)
    }
  })
})

describe('links and colours', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.test/x',
  ])('refuses the social link %j with 422', async (url) => {
    const t = await createTenant()
    const json = personalization('classic', { socialMedia: { facebook: url } })
    const res = await api('PUT', '/api/store/personalization', { token: t.token, json })
    expect(res.status).toBe(422)
    expect((await issuesOf(res))['socialMedia.facebook']).toMatch(/^Lien invalide/)
  })

  it('refuses a javascript: video link in a testimonial with 422', async () => {
    const json = {
      productId: shop.productId,
      name: 'Awa',
      rating: 5,
      kind: 'video',
      videoUrl: 'javascript:alert(1)//https://youtube.com/watch?v=x',
    }
    const res = await api('POST', '/api/testimonials', { token: shop.token, json })
    expect(res.status).toBe(422)
  })

  it.each([
    'red;}</style><script>alert(1)</script>',
    '#112233;background:url(javascript:alert(1))',
    'expression(alert(1))',
    '#11223',
  ])(
    'refuses the colour %j with 422 "Couleur invalide" (personalization and new shop)',
    async (color) => {
      const t = await createTenant()
      const json = personalization('classic', { color })
      const res = await api('PUT', '/api/store/personalization', { token: t.token, json })
      expect((await issuesOf(res)).color).toBe('Couleur invalide')
      const created = await api('POST', '/api/stores', {
        token: (await createMerchant()).token,
        form: { name: 'Boutique', phone: '70123456', email: 'b@b.test', color },
      })
      expect((await issuesOf(created)).color).toBe('Couleur invalide')
    },
  )

  it.each(THEME_NAMES)(
    'renders "#" and the default colour for hostile values written into D1 (%s)',
    async (theme) => {
      const t = await createTenant()
      const social = JSON.stringify({
        facebook: 'javascript:alert(1)',
        youtube: 'data:text/html,x',
      })
      await updateStoreRow(t.store.id, 'theme = ?, color = ?, personalization = ?', [
        theme,
        'red;}</style><script>alert(1)</script>',
        social,
      ])
      const html = await expectInertPage(theme, await getPage(`/${t.store.slug}/home`))
      expect(html).not.toContain('</style><script>')
      expect(html).toContain('#0f766e')
    },
  )
})

describe('public site', () => {
  it.each(['/', '/stores', `/stores?q=${encodeURIComponent(EVIL)}`, '/galeries'])(
    'renders shop and product names inertly on %s',
    async (path) => {
      const html = await expectInertPage(path, await api('GET', path))
      if (path !== '/') expect(html).toContain(E.slice(0, 40))
    },
  )
})

describe('messages', () => {
  const mails = () =>
    sent.filter(
      (s) =>
        s.url.startsWith('https://mail.provider.test/') &&
        JSON.stringify(s.body).includes('onerror'),
    )
  const waitFor = async (ok: () => boolean) => {
    for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50))
    expect(ok()).toBe(true)
  }

  it('sends the order e-mail as plain text and the shopper WhatsApp as a template whose parameters hold the payload literally', async () => {
    await waitFor(() => mails().length > 0)
    for (const m of mails()) {
      expect(m.body).toMatchObject({ text: expect.stringContaining(EVIL) })
      expect(m.body).not.toHaveProperty('html')
    }
    const whatsapp = () => sent.filter((s) => s.url.startsWith('https://graph.facebook.com/'))
    await waitFor(() => whatsapp().length > 0)
    // The status message carries the merchant's words: a template parameter, never markup.
    await waitFor(() => whatsapp().some((s) => JSON.stringify(s.body).includes('onerror')))
    const status = whatsapp().find((s) => JSON.stringify(s.body).includes('onerror'))
    expect(status?.body).toMatchObject({ type: 'template' })
    const params = (
      status!.body.template as { components: { parameters?: { text: string }[] }[] }
    ).components
      .flatMap((c) => c.parameters ?? [])
      .map((p) => p.text)
    expect(params).toContainEqual(expect.stringContaining(EVIL))
  })

  it("sends a shopper's enquiry to the merchant as plain text too", async () => {
    const before = mails().length
    const fields = { fullName: EVIL, email: 'a@b.test', phone: '70111222', message: EVIL }
    expect((await postForm(`/${shop.store.slug}/contact`, fields)).status).toBe(303)
    await waitFor(() => mails().length > before)
    expect(mails().at(-1)?.body).not.toHaveProperty('html')
  })

  describe('in development, /dev/outbox', () => {
    beforeAll(async () => {
      await stopWorker()
      await startWorker({ bindings: { ENVIRONMENT: 'development' } })
      await evilShop()
    })
    // Whatever runs next gets the file's worker back, and a shop in its database.
    afterAll(async () => {
      await stopWorker()
      await startWorker(WORKER_OPTIONS)
      shop = await evilShop()
    })

    it('lists every queued message with the payloads as text', async () => {
      const html = await expectInertPage('/dev/outbox', await api('GET', '/dev/outbox'))
      expect(html).toContain(E)
      expect(html).toContain('{{7*7}}')
    })
  })
})
