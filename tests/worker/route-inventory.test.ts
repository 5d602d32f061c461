import { describe, expect, it } from 'vitest'
import { createTeamMember } from '#tests/helpers/team.ts'
import { api, createAdmin, createTenant, readJson, setupWorker } from '#tests/helpers/worker.ts'
import type { ShopGuard } from '#worker/middleware/shop.ts'
import { SHOP_ROLE_PERMISSIONS, shopAccessMsg } from '#worker/schemas/shop-access.ts'
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
  'POST /api/publics/:slug/enquiries',
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

/**
 * What each merchant route asks of the caller (ADR 055, `requireShop`): `owner` only the
 * shop's owner, `member` anyone of its team, else the permission a shop role must hold. A new
 * merchant route fails the inventory until it is listed here, with the permission its guard
 * names (the calls below check the guard says the same).
 */
const SHOP_PERMISSION: Record<string, ShopGuard> = {
  'GET /api/stores/:userId': 'member',
  'POST /api/stores': 'owner',
  'POST /api/media': 'catalogue',
  'GET /api/categories': 'member',
  'POST /api/categories': 'catalogue',
  'PUT /api/categories/:id': 'catalogue',
  'DELETE /api/categories/:id': 'catalogue',
  'GET /api/products': 'member',
  'GET /api/products/variants': 'member',
  'POST /api/products': 'catalogue',
  'GET /api/products/:id': 'member',
  'PUT /api/products/:id': 'catalogue',
  'DELETE /api/products/:id': 'catalogue',
  'GET /api/orders': 'orders',
  'GET /api/orders/export': 'orders',
  'POST /api/orders/manual': 'orders',
  'GET /api/orders/:id': 'orders',
  'PATCH /api/orders/:id/status': 'orders',
  'POST /api/orders/:id/payments/:paymentId/decision': 'orders',
  'POST /api/orders/:id/cash': 'orders',
  'POST /api/orders/:id/receipt-link': 'orders',
  'POST /api/orders/:id/refund': 'orders',
  'POST /api/orders/:id/door-outcome': 'orders',
  'GET /api/delivery-cash': 'orders',
  'POST /api/delivery-cash/close': 'orders',
  'POST /api/delivery-cash/corrections': 'orders',
  'GET /api/notifications': 'member',
  'PUT /api/notifications/:id': 'member',
  'GET /api/customers': 'customers',
  'POST /api/customers': 'customers',
  'GET /api/customers/:id': 'customers',
  'PUT /api/customers/:id': 'customers',
  'DELETE /api/customers/:id': 'customers',
  'GET /api/enquiries': 'customers',
  'PATCH /api/enquiries/:id/read': 'customers',
  'GET /api/couriers': 'orders',
  'GET /api/couriers/runs': 'orders',
  'POST /api/couriers/runs/:runId/revoke': 'orders',
  'POST /api/couriers/runs/:runId/link': 'orders',
  'POST /api/couriers/:id/assign': 'orders',
  'POST /api/couriers': 'delivery',
  'PATCH /api/couriers/:id': 'delivery',
  'DELETE /api/couriers/:id': 'delivery',
  'GET /api/store/delivery': 'member',
  'PUT /api/store/delivery/settings': 'delivery',
  'POST /api/store/delivery/zones': 'delivery',
  'PUT /api/store/delivery/zones/:id': 'delivery',
  'DELETE /api/store/delivery/zones/:id': 'delivery',
  'GET /api/promo-codes': 'marketing',
  'POST /api/promo-codes': 'marketing',
  'PUT /api/promo-codes/:id': 'marketing',
  'DELETE /api/promo-codes/:id': 'marketing',
  'GET /api/reviews': 'marketing',
  'PUT /api/reviews/:id/answer': 'marketing',
  'POST /api/reviews/:id/hide': 'marketing',
  'GET /api/testimonials': 'marketing',
  'POST /api/testimonials': 'marketing',
  'GET /api/testimonials/:id': 'marketing',
  'PUT /api/testimonials/:id': 'marketing',
  'DELETE /api/testimonials/:id': 'marketing',
  'GET /api/stats': 'stats',
  'GET /api/audience': 'stats',
  'GET /api/team': 'owner',
  'POST /api/team': 'owner',
  'PUT /api/team/:id/role': 'owner',
  'POST /api/team/:id/invitation': 'owner',
  'DELETE /api/team/:id/invitation': 'owner',
  'DELETE /api/team/:id': 'owner',
  'GET /api/referrals': 'owner',
  'POST /api/referrals': 'owner',
  'GET /api/store/domain': 'owner',
  'POST /api/store/domain': 'owner',
  'POST /api/store/domain/verify': 'owner',
  'DELETE /api/store/domain': 'owner',
  'GET /api/store/payments': 'owner',
  'PATCH /api/store/payments/settings': 'owner',
  'PUT /api/store/payments/accounts/:provider': 'owner',
  'POST /api/store/payments/accounts/:provider/test': 'owner',
  'DELETE /api/store/payments/accounts/:provider': 'owner',
  'POST /api/store/payments/wallets': 'owner',
  'DELETE /api/store/payments/wallets/:id': 'owner',
  'GET /api/store': 'owner',
  'PUT /api/store/profile': 'owner',
  'GET /api/store/contacts': 'owner',
  'POST /api/store/contacts/code': 'owner',
  'PUT /api/store/contacts/alerts': 'owner',
  'POST /api/store/contacts/verify': 'owner',
  'POST /api/store/logo': 'owner',
  'POST /api/store/logo/copies': 'owner',
  'GET /api/store/personalization': 'owner',
  'PUT /api/store/personalization': 'owner',
  'POST /api/store/preview': 'owner',
  'GET /api/plans/subscription': 'owner',
  'POST /api/plans/requests': 'owner',
  'POST /api/plans/payments': 'owner',
  'GET /api/plans/payment': 'owner',
}

/** HTML and files: public by nature (the SPA shells hold no data; the API guards it). */
const PUBLIC_PAGES = [
  /^GET \/(|apropos|aide|stores|store|pricing|tarifs|features|fonctionalite|contact|contact-us|galeries|terme-condition|privacy|forbidden|forbiden|robots\.txt|sitemap\.xml|favicon\.(ico|svg)|sw\.js)$/,
  /^POST \/contact$/,
  // The worker's /auth pages (ADR 038, 064): their POSTs go through the API's own services.
  /^(GET|POST) \/auth\/(signin|signup|forgot|reset\/:token|verify\/:token|invitation\/:token)$/,
  /^GET \/(auth|user|admin)(\/\*)?$/,
  /^GET \/media\/\*$/,
  /^GET \/sanctum\/csrf-cookie$/,
  /^GET \/dev\/outbox$/,
  /^(GET|POST) \/:slug(\/.*)?$/,
]

const apiRoutes = ROUTES.filter((r) => r.includes(' /api/'))
const guarded = apiRoutes.filter((r) => !PUBLIC_API.has(r))
/** The shop's merchant routes: L'Atelier's have their own guard and roles (requireAtelier). */
const shopRoutes = guarded.filter(
  (r) =>
    !isAdminOnly(r) &&
    !r.includes(' /api/atelier/') &&
    (!isAnyRole(r) || r === 'GET /api/stores/:userId'),
)
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

  it('states the permission of every merchant route of the shop (ADR 055)', () => {
    expect(shopRoutes.filter((r) => !(r in SHOP_PERMISSION))).toEqual([])
    expect(Object.keys(SHOP_PERMISSION).filter((r) => !shopRoutes.includes(r))).toEqual([])
  })

  it("lets a Vendeur and a Gestionnaire through exactly where their role's permissions say", async () => {
    const owner = await createTenant()
    const members = {
      seller: await createTeamMember(owner, 'seller'),
      manager: await createTeamMember(owner, 'manager'),
    }
    const refusals: string[] = [shopAccessMsg.notAllowed, shopAccessMsg.ownerOnly]
    const wrong: string[] = []
    for (const route of shopRoutes) {
      const needed = SHOP_PERMISSION[route]
      for (const [role, member] of Object.entries(members) as [
        keyof typeof members,
        typeof members.seller,
      ][]) {
        const res = await call(route, member.token)
        const body = res.status === 403 ? await readJson<{ error: { message: string } }>(res) : null
        const refused = body !== null && refusals.includes(body.error.message)
        const allowed =
          needed === 'member' ||
          (needed !== undefined && SHOP_ROLE_PERMISSIONS[role].includes(needed))
        if (refused === allowed) wrong.push(`${role} ${route} → ${res.status}`)
      }
    }
    expect(wrong).toEqual([])
  }, 180_000)
})
