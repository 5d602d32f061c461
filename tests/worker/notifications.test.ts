import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  orderBody,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

type Notification = {
  id: string
  type: string
  relatedId: string | null
  title: string
  body: string
  read: boolean
}

async function orderFrom(tenant: Tenant) {
  const product = await seedProduct(tenant, { price: '1500' })
  const res = await api('POST', `/api/publics/${tenant.store.slug}/orders`, {
    json: orderBody([{ productId: product.id, quantity: 2 }]),
  })
  expect(res.status).toBe(201)
  return readJson<{ id: string; number: string }>(res)
}

const unread = async (token: string, path = '/api/notifications') =>
  (await readJson<{ data: Notification[] }>(await api('GET', path, { token }))).data

describe('GET /api/notifications', () => {
  it('returns 200 with an unread "order" notification whose relatedId is the new order', async () => {
    const tenant = await createTenant()
    const order = await orderFrom(tenant)
    const res = await api('GET', '/api/notifications', { token: tenant.token })
    expect(res.status).toBe(200)
    const { data } = await readJson<{ data: Notification[] }>(res)
    expect(data).toEqual([
      expect.objectContaining({
        type: 'order',
        relatedId: order.id,
        read: false,
        title: `Nouvelle commande ${order.number}`,
        body: expect.stringContaining(
          'Fatou Diallo (Ouagadougou) : 2 articles, 3\u202f000\u00a0F\u202fCFA',
        ),
      }),
    ])
  })

  it('never lists another shop’s notifications', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    await orderFrom(a)
    expect(await unread(b.token)).toEqual([])
  })

  it('returns 401 UNAUTHORIZED without a token', async () => {
    expect((await api('GET', '/api/notifications')).status).toBe(401)
  })

  it('returns 404 NOT_FOUND for a merchant without a shop', async () => {
    const merchant = await createMerchant()
    expect((await api('GET', '/api/notifications', { token: merchant.token })).status).toBe(404)
  })
})

describe('PUT /api/notifications/:id', () => {
  it('marks the notification read and returns 200 with its type and related_id; it leaves the list', async () => {
    const tenant = await createTenant()
    const order = await orderFrom(tenant)
    const [notification] = await unread(tenant.token)
    const res = await api('PUT', `/api/notifications/${notification!.id}`, { token: tenant.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ data: { type: 'order', related_id: order.id } })
    expect(await unread(tenant.token)).toEqual([])
  })

  it('returns 404 NOT_FOUND for another shop’s notification and leaves it unread', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    await orderFrom(a)
    const [notification] = await unread(a.token)
    const res = await api('PUT', `/api/notifications/${notification!.id}`, { token: b.token })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
    expect(await unread(a.token)).toEqual([notification])
  })

  it('returns 404 NOT_FOUND when a merchant opens an admin notification', async () => {
    const tenant = await createTenant()
    const admin = await createAdmin()
    const adminOnes = await unread(admin.token, '/api/admin-notifications')
    const stores = adminOnes.find((n) => n.type === 'stores' && n.relatedId === tenant.store.id)
    const res = await api('PUT', `/api/notifications/${stores!.id}`, { token: tenant.token })
    expect(res.status).toBe(404)
  })
})

describe('GET /api/admin-notifications', () => {
  it('returns 401 UNAUTHORIZED without a token', async () => {
    const res = await api('GET', '/api/admin-notifications')
    expect(res.status).toBe(401)
    expect((await readError(res)).error.code).toBe('UNAUTHORIZED')
  })

  it('returns 403 FORBIDDEN for a merchant', async () => {
    const tenant = await createTenant()
    const res = await api('GET', '/api/admin-notifications', { token: tenant.token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error).toMatchObject({
      code: 'FORBIDDEN',
      message: "Vous n'avez pas accès à cette ressource",
    })
  })

  it('returns 200 with a "stores" notification for a new shop and a "register" one for the sign-up', async () => {
    const tenant = await createTenant()
    const admin = await createAdmin()
    const res = await api('GET', '/api/admin-notifications', { token: admin.token })
    expect(res.status).toBe(200)
    const { data } = await readJson<{ data: Notification[] }>(res)
    expect(data).toContainEqual(
      expect.objectContaining({
        type: 'stores',
        relatedId: tenant.store.id,
        title: 'Nouvelle boutique',
        read: false,
      }),
    )
    expect(data).toContainEqual(
      expect.objectContaining({ type: 'register', relatedId: tenant.user.id }),
    )
    expect(data.some((n) => n.type === 'order')).toBe(false)
  })

  it('marks an admin notification read with PUT and returns 200 with its type and related_id', async () => {
    const tenant = await createTenant()
    const admin = await createAdmin()
    const stores = (await unread(admin.token, '/api/admin-notifications')).find(
      (n) => n.relatedId === tenant.store.id,
    )
    const res = await api('PUT', `/api/admin-notifications/${stores!.id}`, { token: admin.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ data: { type: 'stores', related_id: tenant.store.id } })
    const after = await unread(admin.token, '/api/admin-notifications')
    expect(after.some((n) => n.id === stores!.id)).toBe(false)
  })

  it('returns 404 NOT_FOUND when an admin opens a shop notification', async () => {
    const tenant = await createTenant()
    await orderFrom(tenant)
    const [notification] = await unread(tenant.token)
    const admin = await createAdmin()
    const res = await api('PUT', `/api/admin-notifications/${notification!.id}`, {
      token: admin.token,
    })
    expect(res.status).toBe(404)
    expect(await unread(tenant.token)).toHaveLength(1)
  })
})
