import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createMerchant,
  createPixelTenant,
  DASHBOARD_DIST,
  ROOT,
  seedProduct,
  setupWorker,
  type Tenant,
  uploadImage,
} from '#tests/helpers/worker.ts'
import { cspNonce, inertProblems } from '#tests/helpers/xss.ts'

// The dashboard shell is served from the build, through the ASSETS binding: build it if missing.
if (!existsSync(join(DASHBOARD_DIST, 'index.html')))
  execFileSync('npm', ['run', 'build:dashboard'], { cwd: ROOT, stdio: 'inherit' })

setupWorker({ assets: true })

type Res = Awaited<ReturnType<typeof api>>

/** Headers every response carries, HTML or not. */
function expectBaseHeaders(label: string, res: Res) {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('strict-transport-security'), label).toBe(
    'max-age=31536000; includeSubDomains',
  )
}

/** An HTML page: the base headers, a strict nonce CSP, and scripts carrying that nonce only. */
async function expectHtmlHeaders(label: string, res: Res) {
  expectBaseHeaders(label, res)
  expect(res.headers.get('content-type'), label).toMatch(/^text\/html/)
  const csp = res.headers.get('content-security-policy') ?? ''
  const nonce = cspNonce(res.headers)
  expect(nonce, `${label}: ${csp}`).toMatch(/^[A-Za-z0-9_-]{22,}$/)
  expect(csp, label).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp, label).toContain(directive)
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  const html = await res.text()
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? [])
    expect(tag, label).toContain(`nonce="${nonce}"`)
  return { nonce: nonce!, csp, html }
}

/**
 * A public site page: the base headers and a strict CSP without nonce, its inline script
 * allowed by hash, so a page a shared cache keeps is right for every visitor.
 */
async function expectSiteHeaders(label: string, res: Res) {
  expectBaseHeaders(label, res)
  expect(res.headers.get('content-type'), label).toMatch(/^text\/html/)
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp, label).not.toContain("'nonce-")
  expect(csp, label).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'( 'sha256-[A-Za-z0-9+/]+=*')*;/)
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp, label).toContain(directive)
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  const html = await res.text()
  expect(html, label).not.toMatch(/\snonce=/)
  expect(html.match(/<script\b/g)?.length, label).toBeGreaterThan(0)
  expect(inertProblems(html, csp), label).toEqual([])
  return { csp, html }
}

/**
 * A storefront page: the base headers and a strict CSP without nonce (ADR 010), the same
 * for every visitor: no script at all, or the shop's pixel allowed by its hash.
 */
async function expectStorefrontHeaders(label: string, res: Res) {
  expectBaseHeaders(label, res)
  expect(res.headers.get('content-type'), label).toMatch(/^text\/html/)
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp, label).not.toContain("'nonce-")
  expect(csp, label).toMatch(/script-src ('none'|'sha256-[A-Za-z0-9+/]+=*' 'strict-dynamic')/)
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp, label).toContain(directive)
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  // ADR 012: no script of a storefront may call /api, frame a page, start a worker, or keep
  // a handle on a window it opens onto another page of the origin.
  expect(csp, label).toMatch(/connect-src ('none'|https:\/\/www\.facebook\.com);/)
  expect(csp, label).toContain("frame-src 'none'")
  expect(csp, label).toContain("worker-src 'none'")
  expect(res.headers.get('cross-origin-opener-policy'), label).toBe('same-origin')
  const html = await res.text()
  expect(inertProblems(html, csp), label).toEqual([])
  return { csp, html }
}

/** Headers that must not differ between two visitors of one page. */
const visitorHeaders = (res: Res) =>
  [...res.headers].filter(
    ([name]) => !['x-boutiko-cache', 'content-length', 'transfer-encoding', 'date'].includes(name),
  )

async function shopWithProduct(): Promise<Tenant & { productId: string }> {
  const t = await createPixelTenant()
  return { ...t, productId: (await seedProduct(t)).id }
}

describe('storefront pages', () => {
  it.each(['/home', '/products', '/products/{id}'])(
    '%s: the same headers and bytes on a miss and on two hits, nothing per visitor',
    async (page) => {
      const shop = await shopWithProduct()
      const path = `/${shop.store.slug}${page.replace('{id}', shop.productId)}`
      const seen: { headers: [string, string][]; html: string }[] = []
      for (const expected of ['miss', 'hit', 'hit']) {
        const res = await api('GET', path)
        expect(res.status).toBe(200)
        expect(res.headers.get('x-boutiko-cache'), path).toBe(expected)
        const headers = visitorHeaders(res)
        const { csp, html } = await expectStorefrontHeaders(`${path} (${expected})`, res)
        expect(csp).toContain("script-src 'none'")
        seen.push({ headers, html })
      }
      expect(seen[1]).toEqual(seen[0])
      expect(seen[2]).toEqual(seen[0])
    },
  )

  it("allows a shop's pixel by the hash of its script, on a miss and on a hit", async () => {
    const shop = await shopWithProduct()
    const json = {
      socialMedia: {},
      color: '#112233',
      theme: 'classic',
      facebookPixelId: '123456789',
    }
    const put = await api('PUT', '/api/store/personalization', { token: shop.token, json })
    expect(put.status).toBe(200)
    const [miss, hit] = [
      await api('GET', `/${shop.store.slug}/home`),
      await api('GET', `/${shop.store.slug}/home`),
    ]
    expect(hit.headers.get('x-boutiko-cache')).toBe('hit')
    for (const res of [miss, hit]) {
      const { csp, html } = await expectStorefrontHeaders('pixel', res)
      const code = /<script>(!function\(f,b,e,v,n,t,s\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
      expect(code).toContain('fbq(\'init\',"123456789")')
      const hash = createHash('sha256').update(code).digest('base64')
      expect(csp).toContain(
        `script-src 'sha256-${hash}' 'strict-dynamic' https://connect.facebook.net`,
      )
      expect(csp).toContain('connect-src https://www.facebook.com;')
    }
  })

  it('sends the same headers on private pages (cart, checkout, receipt) and on a bypass', async () => {
    const shop = await shopWithProduct()
    for (const path of ['/cart', '/checkout', '/contact', '/products/inconnu']) {
      const res = await api('GET', `/${shop.store.slug}${path}`, {
        headers: { cookie: `bt_cart_${shop.store.id}=x` },
      })
      expect(res.status).toBeLessThan(500)
      if (res.status < 300 || res.status === 404) await expectStorefrontHeaders(path, res)
      else expectBaseHeaders(path, res)
    }
  })

  it("answers a suspended shop's pages with the 503 page and the same headers", async () => {
    const shop = await shopWithProduct()
    const admin = await createAdmin()
    const json = { status: 'suspended', reason: 'Contrôle de sécurité' }
    const res = await api('PATCH', `/api/admin/shops/${shop.store.id}/status`, {
      token: admin.token,
      json,
    })
    expect(res.status).toBe(200)
    const page = await api('GET', `/${shop.store.slug}/home`)
    expect(page.status).toBe(503)
    await expectSiteHeaders('503', page)
  })
})

describe('public site and its error pages', () => {
  it.each([
    ['/', 200],
    ['/stores', 200],
    ['/galeries', 200],
    ['/pricing', 200],
    ['/contact', 200],
    ['/apropos', 200],
    ['/features', 200],
    ['/terme-condition', 200],
    ['/privacy', 200],
    ['/forbidden', 403],
    // The /auth pages are the worker's pages too (ADR 038, 064).
    ['/auth/signin', 200],
    ['/auth/signup', 200],
    ['/auth/forgot', 200],
    ['/auth/reset/tok_1', 200],
    ['/auth/verify/tok_1', 200],
    ['/auth/invitation/inv_1', 422],
    ['/nulle-part', 404],
  ])(
    '%s answers %i with the same CSP and body on every request: no nonce, every inline script allowed by hash',
    async (path, status) => {
      const first = await api('GET', path)
      expect(first.status).toBe(status)
      const a = await expectSiteHeaders(path, first)
      const b = await expectSiteHeaders(path, await api('GET', path))
      expect(b.csp).toBe(a.csp)
      expect(b.html).toBe(a.html)
    },
  )
})

describe('dashboard shell', () => {
  // /user and /admin are served to a signed-in visitor only (ADR 057): their refresh cookie.
  const visitors = {
    merchant: async () => ({ cookie: (await createMerchant()).cookie }),
    admin: async () => ({ cookie: (await createAdmin()).cookie }),
    nobody: async () => ({}),
  }
  it.each([
    ['/user/dashboard', 'merchant', 200],
    ['/admin', 'admin', 200],
  ] as const)(
    '%s (%s) answers %i with the strict headers and a fresh nonce on every request',
    async (path, visitor, status) => {
      const headers = await visitors[visitor]()
      const first = await api('GET', path, { headers })
      expect(first.status).toBe(status)
      const a = await expectHtmlHeaders(path, first)
      const b = await expectHtmlHeaders(path, await api('GET', path, { headers }))
      expect(a.nonce).not.toBe(b.nonce)
      // Its only worker is the dashboard's own service worker (ADR 057).
      expect(first.headers.get('content-security-policy')).toContain("worker-src 'self'")
    },
  )

  it('gives every script of the dashboard shell the nonce of its header', async () => {
    const { cookie } = await createMerchant()
    const shell = await api('GET', '/user/dashboard', { headers: { cookie } })
    const { html, nonce } = await expectHtmlHeaders('shell', shell)
    expect(html.match(/<script\b/g)?.length).toBeGreaterThan(0)
    expect(html).toContain(`nonce="${nonce}"`)
  })
})

describe('JSON API and files', () => {
  it.each([
    ['GET', '/api/plans', 200],
    ['GET', '/api/products', 401],
    ['GET', '/api/nulle-part', 404],
    ['POST', '/api/signin', 422],
  ])('%s %s answers %i as JSON with the base headers', async (method, path, status) => {
    const res = await api(method, path, method === 'POST' ? { json: {} } : {})
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expectBaseHeaders(path, res)
  })

  it('serves an uploaded image with nosniff, its sniffed type and a sandbox CSP', async () => {
    const t = await createPixelTenant()
    const media = await uploadImage(t)
    const res = await api('GET', media.url)
    expect(res.status).toBe(200)
    expectBaseHeaders(media.url, res)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })
})
