import { describe, expect, it } from 'vitest'
import { api, createAdmin, createTenant, setupWorker } from '#tests/helpers/worker.ts'
import { createApp } from '../../worker/app.ts'

setupWorker()

/**
 * Every route the worker registers, read from the app itself: a route added tomorrow is
 * checked here without anyone writing a test for it.
 */
const ROUTES = [
  ...new Set(
    createApp()
      .routes.filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`),
  ),
].sort()

/** API routes anyone may call, on purpose. Everything else under /api needs a role. */
const PUBLIC_API = new Set([
  'POST /api/signup',
  'POST /api/signin',
  'POST /api/refresh',
  'POST /api/logout',
  'POST /api/verify',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/invitation/check',
  'POST /api/invitation/accept',
  'GET /api/publics/:slug',
  'POST /api/publics/:slug/orders',
  'GET /api/plans',
  // Providers' server-to-server notifications: the signature is the authentication (ADR 021).
  'GET /api/payments/notify/:provider',
  'POST /api/payments/notify/:provider',
  // Meta's webhook: the verify token (GET) and X-Hub-Signature-256 (POST) authenticate (ADR 049).
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
])

/** Routes both merchants and administrators use (their own account). */
const ANY_ROLE = new Set([
  'GET /api/verifyToken',
  'GET /api/stores/:userId',
  'POST /api/verify/resend',
])
const isAnyRole = (route: string) => ANY_ROLE.has(route) || route.includes(' /api/account/')
const isAdminOnly = (route: string) => / \/api\/admin[/-]/.test(route)

/** HTML and files: public by nature (the SPA shells hold no data; the API guards it). */
const PUBLIC_PAGES = [
  /^GET \/(|apropos|aide|stores|store|pricing|tarifs|features|fonctionalite|contact|contact-us|galeries|terme-condition|privacy|forbidden|forbiden|robots\.txt|sitemap\.xml|favicon\.(ico|svg))$/,
  /^POST \/contact$/,
  // The worker's sign-in page (ADR 038): its POST signs in through the API's own service.
  /^(GET|POST) \/auth\/signin$/,
  /^GET \/(auth|user|admin)(\/\*)?$/,
  /^GET \/media\/\*$/,
  /^GET \/sanctum\/csrf-cookie$/,
  /^GET \/dev\/outbox$/,
  /^(GET|POST) \/:slug(\/.*)?$/,
]

const apiRoutes = ROUTES.filter((r) => r.includes(' /api/'))
const guarded = apiRoutes.filter((r) => !PUBLIC_API.has(r))
const call = (route: string, token?: string) => {
  const [method, path] = route.split(' ') as [string, string]
  const url = path.replace(/:[A-Za-z]+/g, 'zzz_inconnu')
  return api(method, url, {
    token,
    ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
  })
}

describe('route inventory', () => {
  it('finds the routes of the app (sanity)', () => {
    expect(apiRoutes.length).toBeGreaterThan(60)
  })

  it('lists no public API route that does not exist', () => {
    const missing = [...PUBLIC_API, ...ANY_ROLE].filter(
      (r) => !ROUTES.includes(r) && r !== 'POST /api/verify/resend',
    )
    expect(missing).toEqual([])
  })

  it('has every non-API route on the explicit list of public pages', () => {
    const unknown = ROUTES.filter(
      (r) => !r.includes(' /api/') && !PUBLIC_PAGES.some((p) => p.test(r)),
    )
    expect(unknown).toEqual([])
  })

  it('matches paths exactly: a trailing slash is another path, not the route (router preset, ADR 023)', async () => {
    expect((await api('GET', '/api/plans')).status).toBe(200)
    expect((await api('GET', '/api/plans/')).status).toBe(404)
    const merchant = await createTenant()
    expect((await api('GET', '/api/verifyToken/', { token: merchant.token })).status).toBe(404)
  })

  it('answers 401 UNAUTHORIZED on every guarded API route called without a token', async () => {
    const wrong: string[] = []
    for (const route of guarded) {
      const res = await call(route)
      if (res.status !== 401) wrong.push(`${route} → ${res.status}`)
      else expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
    }
    expect(wrong).toEqual([])
  })

  it('answers 403 FORBIDDEN on every admin route called by a merchant, and on every merchant route called by an admin', async () => {
    const [merchant, admin] = [await createTenant(), await createAdmin()]
    const wrong: string[] = []
    for (const route of guarded.filter((r) => !isAnyRole(r))) {
      const token = isAdminOnly(route) ? merchant.token : admin.token
      const res = await call(route, token)
      if (res.status !== 403) wrong.push(`${route} → ${res.status}`)
    }
    expect(wrong).toEqual([])
  })

  it('lets both roles reach their own account routes', async () => {
    const [merchant, admin] = [await createTenant(), await createAdmin()]
    for (const token of [merchant.token, admin.token]) {
      expect((await api('GET', '/api/verifyToken', { token })).status).toBe(200)
      expect((await api('GET', '/api/account/profile', { token })).status).toBe(200)
    }
  })
})
