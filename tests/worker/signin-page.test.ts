import { describe, expect, it } from 'vitest'
import {
  postForm,
  refreshCookies,
  SAME_ORIGIN,
  servedAuthPage,
  textById,
} from '#tests/helpers/auth-pages.ts'
import {
  api,
  createMerchant,
  DASHBOARD_DIST,
  DASHBOARD_FETCH,
  ownAddress,
  setupWorker,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import { DASHBOARD_BUDGETS_KB, pageScriptBytes } from '../../scripts/bench/dashboard-weight.ts'
import { authMsg } from '../../worker/schemas/auth.ts'
import { msg } from '../../worker/schemas/messages.ts'
import { signinWords } from '../../worker/site/auth/fr.ts'

setupWorker()

/**
 * /auth/signin is the worker's own page (ADR 038): a form that works without JavaScript and
 * signs in through the same service, rules and throttle as POST /api/signin.
 */

const post = (
  fields: Record<string, string>,
  opts: { query?: string; headers?: Record<string, string> } = {},
) => postForm(`/auth/signin${opts.query ?? ''}`, fields, { ...SAME_ORIGIN, ...opts.headers })

const byEmail = (email: string, password: string, more: Record<string, string> = {}) =>
  post({ identifierType: 'email', email, password, ...more })

const textOf = textById

describe('GET /auth/signin', () => {
  it('is a plain form in server HTML: the labels of the dashboard, no script file, a hash CSP', async () => {
    const res = await api('GET', '/auth/signin?next=%2Fuser%2Forders')
    expect(res.status).toBe(200)
    const html = await servedAuthPage(res)
    // The stylesheet as written: an escaped quote would void its rules (the font, the ticks).
    expect(html).toContain('"Segoe UI"')
    expect(html).not.toMatch(/<style>[^<]*&quot;/)
    expect(html).toContain('<form method="post" action="/auth/signin?next=%2Fuser%2Forders"')
    for (const label of ['Adresse e-mail', 'Indicatif', 'Numéro WhatsApp', 'Mot de passe'])
      expect(html).toContain(`">${label}</label>`)
    expect(html).toContain('name="identifierType" value="email" checked')
    expect(html).toContain('<option value="BF" selected>')
    expect(html).toContain(`${signinWords.remember}</label>`)
    expect(html).toContain('<button type="submit">Connexion</button>')
    expect(html).toContain(`<a href="/auth/forgot">${signinWords.forgot}</a>`)
    expect(html).toContain(`<a href="/auth/signup">${signinWords.createAccount}</a>`)
  })

  it(`loads at most ${DASHBOARD_BUDGETS_KB.signin} KB of JavaScript gzip: no script file, the theme's inline one`, async () => {
    const html = await (await api('GET', '/auth/signin')).text()
    const bytes = pageScriptBytes(html, DASHBOARD_DIST)
    expect(bytes).toBeLessThanOrEqual(DASHBOARD_BUDGETS_KB.signin * 1024)
    // What it is in fact: the theme switch shared with the public site, under a kilobyte.
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThan(1024)
  })

  it('sends a visitor whose refresh cookie still opens a session home, and to a safe next', async () => {
    const m = await createMerchant()
    const home = await api('GET', '/auth/signin', { headers: { cookie: m.cookie } })
    expect(home.status).toBe(303)
    expect(home.headers.get('location')).toBe('/user/dashboard')
    const next = await api('GET', '/auth/signin?next=%2Fuser%2Fproducts', {
      headers: { cookie: m.cookie },
    })
    expect(next.headers.get('location')).toBe('/user/products')
  })

  it('shows the form again once that session has ended', async () => {
    const m = await createMerchant()
    const out = await api('POST', '/api/logout', {
      headers: { cookie: m.cookie, ...DASHBOARD_FETCH },
    })
    expect(out.status).toBe(200)
    // Sign-out clears the cookie at every one of its paths.
    expect(out.headers.getSetCookie().filter((c) => c.startsWith('bt_rt=;')).length).toBe(5)
    const res = await api('GET', '/auth/signin', { headers: { cookie: m.cookie } })
    expect(res.status).toBe(200)
  })

  it("shows the dashboard's news once, from its cookie, and only the catalogue's sentences", async () => {
    const res = await api('GET', '/auth/signin', { headers: { cookie: 'bt_notice=reset' } })
    const html = await res.text()
    expect(html).toContain(`<p class="note" role="status">${authMsg.passwordReset}</p>`)
    expect(res.headers.get('set-cookie')).toMatch(/^bt_notice=; Max-Age=0; Path=\/auth\/signin/)
    const forged = await api('GET', '/auth/signin', {
      headers: { cookie: 'bt_notice=constructor' },
    })
    expect(await forged.text()).not.toContain('role="status"')
  })
})

describe('POST /auth/signin', () => {
  it('signs in, sets the refresh cookie the API sets, and the dashboard then refreshes with it', async () => {
    const m = await createMerchant()
    const res = await byEmail(m.email, m.password)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/user/dashboard')
    const cookies = refreshCookies(res)
    expect(cookies.map((c) => c.path).sort()).toEqual([
      '/admin',
      '/api',
      '/auth/signin',
      '/auth/signup',
      '/user',
    ])
    for (const c of cookies) expect(c.raw).toMatch(/HttpOnly/i)
    for (const c of cookies) expect(c.raw).toMatch(/SameSite=Strict/i)
    // Without "Se souvenir de moi", a browser session's cookie.
    for (const c of cookies) expect(c.raw).not.toMatch(/Expires=/i)
    const refreshed = await api('POST', '/api/refresh', {
      json: {},
      headers: { cookie: cookies[0]?.value ?? '', ...DASHBOARD_FETCH },
    })
    expect(refreshed.status).toBe(200)
    expect(((await refreshed.json()) as { user: { id: string } }).user.id).toBe(m.user.id)
  })

  it('keeps the session 30 days with "Se souvenir de moi"', async () => {
    const m = await createMerchant()
    const res = await byEmail(m.email, m.password, { remember: '1' })
    expect(res.status).toBe(303)
    for (const c of refreshCookies(res)) {
      const expires = /Expires=([^;]+)/i.exec(c.raw)?.[1] ?? 0
      expect(new Date(expires).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    }
  })

  it('signs in by WhatsApp: dial code and national number make the stored identifier', async () => {
    const national = uniquePhone()
    const m = await createMerchant({ identifierType: 'phone', emailOrPhone: `226${national}` })
    const res = await post({
      identifierType: 'phone',
      country: 'BF',
      phone: `${national.slice(0, 2)} ${national.slice(2)}`,
      password: m.password,
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/user/dashboard')
  })

  it.each([
    ['%2Fuser%2Forders%3Fstatus%3Dnew', '/user/orders?status=new'],
    ['%2F%2Fevil.example%2Fuser%2F', '/user/dashboard'],
    ['https%3A%2F%2Fevil.example%2Fuser%2F', '/user/dashboard'],
    ['%2Fuser%2F%5C%5Cevil.example', '/user/dashboard'],
    ['%2Fadmin%2Fusers', '/user/dashboard'],
    // The path is normalised as a browser would before its area is checked.
    ['/user/../admin/dashboard', '/user/dashboard'],
    ['/user/./../admin/dashboard', '/user/dashboard'],
    ['/user/%2e%2e/admin/dashboard', '/user/dashboard'],
    ['/user/%252E%252E/admin/dashboard', '/user/dashboard'],
    ['/user/.%2E/admin/dashboard', '/user/dashboard'],
    ['/user/..%252Fadmin%252Fdashboard', '/user/dashboard'],
    ['/user/%2F..%2F..%2Fadmin/dashboard', '/user/dashboard'],
    ['/user//..//..//admin/dashboard', '/user/dashboard'],
    ['/user/orders/../products', '/user/products'],
    ['/user//orders/./new?x=1', '/user/orders/new?x=1'],
  ])('follows next=%s only inside the role area: %s', async (next, location) => {
    const m = await createMerchant()
    const res = await post(
      { identifierType: 'email', email: m.email, password: m.password },
      { query: `?next=${next}` },
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(location)
  })

  it('answers a wrong password 401 with the message above the button, the e-mail kept, never the password', async () => {
    const m = await createMerchant()
    const res = await byEmail(m.email, 'Mauvais-secret-42')
    expect(res.status).toBe(401)
    expect(res.headers.getSetCookie()).toEqual([])
    const html = await res.text()
    expect(html).toContain(`<p class="alert" role="alert">${msg.invalidCredentials}</p>`)
    expect(html).toContain(`value="${m.email}"`)
    expect(html).not.toContain('Mauvais-secret-42')
  })

  it('answers a malformed WhatsApp number 422 under the number, on the WhatsApp tab', async () => {
    const res = await post({ identifierType: 'phone', country: 'BF', phone: '12', password: 'x' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(textOf(html, 'phone-error')).toBe(msg.invalidPhone)
    expect(html).toContain('name="identifierType" value="phone" checked')
    expect(html).toContain('id="phone" name="phone" type="tel"')
    expect(html).toMatch(/value="12" aria-invalid="true" aria-describedby="phone-error"/)
    expect(html).not.toContain('id="email-error"')
  })

  it('answers empty fields 422 with "required" under each', async () => {
    const res = await post({ identifierType: 'email', email: '', password: '' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(textOf(html, 'email-error')).toBe(msg.required)
    expect(textOf(html, 'password-error')).toBe(msg.required)
  })

  it('throttles guessing as the API does: 429 with its wait and Retry-After', async () => {
    const m = await createMerchant()
    const address = ownAddress()
    const attempt = () =>
      post(
        { identifierType: 'email', email: m.email, password: 'Mauvais123' },
        { headers: address },
      )
    const statuses: number[] = []
    let last = await attempt()
    statuses.push(last.status)
    while (last.status !== 429 && statuses.length < 7) {
      last = await attempt()
      statuses.push(last.status)
    }
    // ADR 013: five free failures, then the pair waits.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await last.text()).toMatch(
      /role="alert">Trop de tentatives, réessayez dans \d+ minutes?</,
    )
    // The right password waits too, and the API counts the same failures.
    expect((await byEmailFrom(m, address)).status).toBe(429)
    const viaApi = await api('POST', '/api/signin', {
      json: { emailOrPhone: m.email, password: m.password },
      headers: address,
    })
    expect(viaApi.status).toBe(429)
  })

  it.each([
    [
      'another site (Sec-Fetch-Site)',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://x.boutiko.test' }],
    [
      'another origin (no fetch metadata)',
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ],
  ])('refuses a post from %s with a French 403 and no session', async (_, headers) => {
    const m = await createMerchant()
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''))
    const res = await api('POST', '/auth/signin', {
      body: new URLSearchParams({ email: m.email, password: m.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...ownAddress(), ...clean },
    })
    expect(res.status).toBe(403)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await res.text()).toContain(signinWords.crossSite)
  })
})

function byEmailFrom(m: { email: string; password: string }, address: Record<string, string>) {
  return post(
    { identifierType: 'email', email: m.email, password: m.password },
    { headers: address },
  )
}
