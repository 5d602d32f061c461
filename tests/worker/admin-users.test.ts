import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  DASHBOARD_FETCH,
  db,
  issuesOf,
  readError,
  readJson,
  refreshCookieOf,
  seedProduct,
  setupWorker,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { AdminUser, AdminUserDetail } from '#worker/schemas/admin.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

const list = async (token: string, query: string) => {
  const res = await api('GET', `/api/admin/users?${query}`, { token })
  expect(res.status).toBe(200)
  return readJson<Paged<AdminUser>>(res)
}

const setStatus = (token: string, id: string, json: unknown) =>
  api('PATCH', `/api/admin/users/${id}/status`, { token, json })

const signinStatus = async (email: string, password: string) => {
  const res = await api('POST', '/api/signin', { json: { emailOrPhone: email, password } })
  return { status: res.status, body: await res.json() }
}

describe('GET /api/admin/users', () => {
  it('returns 401 UNAUTHORIZED without a token and 403 FORBIDDEN for a merchant', async () => {
    expect((await api('GET', '/api/admin/users')).status).toBe(401)
    const merchant = await createMerchant()
    const res = await api('GET', '/api/admin/users', { token: merchant.token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
  })

  it('finds an account by e-mail, by full name and by phone digits, with its shop', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const phone = `226${uniquePhone()}`
    const byPhone = await createMerchant({
      identifierType: 'phone',
      emailOrPhone: phone,
      firstName: 'Issouf',
      lastName: 'Zongo',
    })
    const byEmail = await list(admin.token, `q=${encodeURIComponent(tenant.email)}`)
    expect(byEmail.items).toEqual([
      expect.objectContaining({
        id: tenant.user.id,
        role: 'user',
        status: 'active',
        shop: { id: tenant.store.id, name: tenant.store.name, slug: tenant.store.slug },
      }),
    ])
    const byDigits = await list(admin.token, `q=${phone.slice(1, 7)}`)
    expect(byDigits.items.map((u) => u.id)).toContain(byPhone.user.id)
    const byName = await list(admin.token, `q=${encodeURIComponent('Issouf Zongo')}`)
    expect(byName.items.map((u) => u.id)).toContain(byPhone.user.id)
    expect(byName.items.find((u) => u.id === byPhone.user.id)?.shop).toBeNull()
  })

  it('filters by role and by status, and pages the result', async () => {
    const admin = await createAdmin()
    await createMerchant()
    const admins = await list(admin.token, 'role=admin')
    expect(admins.items.every((u) => u.role === 'admin')).toBe(true)
    expect(admins.items.map((u) => u.id)).toContain(admin.user.id)
    const paged = await list(admin.token, 'role=user&pageSize=1&page=1')
    expect(paged.items).toHaveLength(1)
    expect(paged.total).toBeGreaterThan(1)
  })

  it('returns 422 with French messages for an unknown role or status', async () => {
    const admin = await createAdmin()
    const res = await api('GET', '/api/admin/users?role=boss&status=gone', { token: admin.token })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ role: 'Rôle invalide', status: 'Statut invalide' })
  })
})

describe('GET /api/admin/users/:id', () => {
  it('returns 200 with the profile and the shop, its subscription and counts', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    await seedProduct(tenant)
    const res = await api('GET', `/api/admin/users/${tenant.user.id}`, { token: admin.token })
    expect(res.status).toBe(200)
    expect(await readJson<AdminUserDetail>(res)).toMatchObject({
      id: tenant.user.id,
      email: tenant.email,
      status: 'active',
      shop: {
        id: tenant.store.id,
        url: `/${tenant.store.slug}/home`,
        subscription: { status: 'active', planCode: 'free', planName: 'Gratuit', endDate: null },
        productCount: 1,
        orderCount: 0,
      },
    })
  })

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const admin = await createAdmin()
    const res = await api('GET', '/api/admin/users/usr_unknown', { token: admin.token })
    expect(res.status).toBe(404)
    expect((await readError(res)).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Utilisateur introuvable',
    })
  })
})

describe('PATCH /api/admin/users/:id/status', () => {
  it('blocks an account: its access and refresh tokens stop working and it cannot sign in', async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    const signedIn = await api('POST', '/api/signin', {
      json: { emailOrPhone: tenant.email, password: tenant.password },
    })
    const refreshCookie = refreshCookieOf(signedIn)
    const res = await setStatus(admin.token, tenant.user.id, {
      status: 'blocked',
      reason: 'Fraude signalée',
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ id: tenant.user.id, status: 'blocked' })

    expect((await api('GET', '/api/verifyToken', { token: tenant.token })).status).toBe(401)
    const refresh = await api('POST', '/api/refresh', {
      headers: { ...DASHBOARD_FETCH, cookie: refreshCookie },
    })
    expect(refresh.status).toBe(401)
    const signin = await signinStatus(tenant.email, tenant.password)
    expect(signin).toEqual({
      status: 401,
      body: expect.objectContaining({
        error: expect.objectContaining({ message: 'Identifiant ou mot de passe incorrect' }),
      }),
    })
    const mail = await (await db())
      .prepare("SELECT * FROM outbox WHERE recipient = ? AND template = 'account-status'")
      .bind(tenant.email)
      .first<{ subject: string; body: string }>()
    expect(mail?.subject).toBe('Votre compte Boutiko a été bloqué')
    expect(mail?.body).toContain('Motif : Fraude signalée')
  })

  it('unblocks an account, which can then sign in again', async () => {
    const admin = await createAdmin()
    const merchant = await createMerchant()
    await setStatus(admin.token, merchant.user.id, { status: 'blocked' })
    const res = await setStatus(admin.token, merchant.user.id, { status: 'active' })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ status: 'active' })
    expect((await signinStatus(merchant.email, merchant.password)).status).toBe(200)
  })

  it('lists blocked accounts with status=blocked', async () => {
    const admin = await createAdmin()
    const merchant = await createMerchant()
    await setStatus(admin.token, merchant.user.id, { status: 'blocked' })
    const blocked = await list(admin.token, 'status=blocked')
    expect(blocked.items.map((u) => u.id)).toContain(merchant.user.id)
    expect(blocked.items.every((u) => u.status === 'blocked')).toBe(true)
  })

  it('lets an administrator block another administrator', async () => {
    const [admin, other] = [await createAdmin(), await createAdmin()]
    const res = await setStatus(admin.token, other.user.id, { status: 'blocked' })
    expect(res.status).toBe(200)
    expect((await api('GET', '/api/admin/users', { token: other.token })).status).toBe(401)
  })

  it('returns 422 when an administrator tries to block themself', async () => {
    const admin = await createAdmin()
    const res = await setStatus(admin.token, admin.user.id, { status: 'blocked' })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      status: 'Vous ne pouvez pas bloquer votre propre compte',
    })
  })

  it('returns 409 CONFLICT when the account already has that status', async () => {
    const admin = await createAdmin()
    const merchant = await createMerchant()
    const res = await setStatus(admin.token, merchant.user.id, { status: 'active' })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe('Ce compte est déjà actif')
  })

  it('returns 422 with a French message for an unknown status', async () => {
    const admin = await createAdmin()
    const merchant = await createMerchant()
    const res = await setStatus(admin.token, merchant.user.id, { status: 'banni' })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ status: 'Statut invalide' })
  })

  it('returns 404 NOT_FOUND for an unknown id, 401 without a token, 403 for a merchant', async () => {
    const admin = await createAdmin()
    const merchant = await createMerchant()
    expect((await setStatus(admin.token, 'usr_unknown', { status: 'blocked' })).status).toBe(404)
    const anonymous = await api('PATCH', `/api/admin/users/${merchant.user.id}/status`, {
      json: { status: 'blocked' },
    })
    expect(anonymous.status).toBe(401)
    expect((await setStatus(merchant.token, admin.user.id, { status: 'blocked' })).status).toBe(403)
  })
})
