import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  db,
  readError,
  readJson,
  setupWorker,
} from '#tests/helpers/worker.ts'
import type { AdminOverview, ContactMessage } from '#worker/schemas/admin.ts'
import type { Paged } from '#worker/schemas/fields.ts'

setupWorker()

const overview = async (token: string) => {
  const res = await api('GET', '/api/admin/overview', { token })
  expect(res.status).toBe(200)
  return readJson<AdminOverview>(res)
}

const run = async (query: string, ...values: unknown[]) =>
  (await db())
    .prepare(query)
    .bind(...values)
    .run()

const DAY = 86_400
const today = () => new Date().toISOString().slice(0, 10)
const monthsAgo = (n: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15))
}

/** An approved plan payment decided at `when` (what the subscription screens write). */
const approvedRequest = (storeId: string, amount: number, when: Date) =>
  run(
    `INSERT INTO subscription_requests (id, store_id, plan_id, full_name, phone, status, decided_at, amount, currency)
     VALUES (?, ?, 'pln_starter', 'Awa Traoré', '22670000000', 'approved', ?, ?, 'XOF')`,
    `srq_${crypto.randomUUID().slice(0, 12)}`,
    storeId,
    Math.floor(when.getTime() / 1000),
    amount,
  )

const contact = (subject: string, message: string) =>
  api('POST', '/contact', {
    body: new URLSearchParams({ email: 'visiteur@example.com', subject, message }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('GET /api/admin/overview', () => {
  it('returns 401 UNAUTHORIZED without a token and 403 FORBIDDEN for a merchant', async () => {
    expect((await api('GET', '/api/admin/overview')).status).toBe(401)
    const merchant = await createMerchant()
    const res = await api('GET', '/api/admin/overview', { token: merchant.token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
  })

  it('counts shops, merchants, sign-ups, subscriptions, revenue and pending requests', async () => {
    const admin = await createAdmin()
    const before = await overview(admin.token)

    const [active, suspended, expired] = [
      await createTenant(),
      await createTenant(),
      await createTenant(),
    ]
    await createMerchant()
    const suspend = await api('PATCH', `/api/admin/shops/${suspended.store.id}/status`, {
      token: admin.token,
      json: { status: 'suspended', reason: 'Contrefaçon' },
    })
    expect(suspend.status).toBe(200)
    await run(
      "UPDATE subscriptions SET plan_id = 'pln_starter', ends_at = unixepoch() - 60 WHERE store_id = ?",
      expired.store.id,
    )
    await approvedRequest(active.store.id, 5000, monthsAgo(0))
    await approvedRequest(active.store.id, 15000, monthsAgo(2))
    await approvedRequest(active.store.id, 99000, monthsAgo(13))
    const pending = await api('POST', '/api/plans/requests', {
      token: active.token,
      json: { planId: 'pln_premium', fullName: 'Awa Traoré', phone: '70123456' },
    })
    expect(pending.status).toBe(201)
    const request = await readJson<{ id: string }>(pending)

    const after = await overview(admin.token)
    const delta = (f: (o: AdminOverview) => number) => f(after) - f(before)
    expect(delta((o) => o.shops.total)).toBe(3)
    expect(delta((o) => o.shops.active)).toBe(1)
    expect(delta((o) => o.shops.suspended)).toBe(1)
    expect(delta((o) => o.shops.expired)).toBe(1)
    expect(delta((o) => o.merchants.total)).toBe(4)
    expect(delta((o) => o.merchants.withShop)).toBe(3)
    expect(delta((o) => o.merchants.withoutShop)).toBe(1)
    expect(delta((o) => o.subscriptions.byStatus.expired)).toBe(1)
    const plan = (o: AdminOverview, code: string) =>
      o.subscriptions.byPlan.find((p) => p.code === code)?.count ?? 0
    // Running subscribers: the suspended shop and the expired Starter one are not counted.
    expect(delta((o) => plan(o, 'free'))).toBe(1)
    expect(delta((o) => plan(o, 'starter'))).toBe(0)
    expect(after.subscriptions.byPlan.map((p) => p.code)).toEqual([
      'free',
      'starter',
      'premium',
      'entreprise',
    ])

    expect(after.signups.daily).toHaveLength(30)
    expect(after.signups.daily.at(-1)?.date).toBe(today())
    expect(delta((o) => o.signups.daily.at(-1)!.count)).toBe(4)
    expect(delta((o) => o.signups.total)).toBe(4)

    expect(after.revenue.months).toHaveLength(12)
    const xof = (o: AdminOverview, ago: number) =>
      o.revenue.months.at(-1 - ago)?.amounts.find((a) => a.currency === 'XOF')?.amount ?? 0
    expect(delta((o) => xof(o, 0))).toBe(5000)
    expect(delta((o) => xof(o, 2))).toBe(15000)
    expect(after.revenue.months.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7))
    expect(after.revenue.currencies).toEqual(['XOF'])

    expect(delta((o) => o.pendingRequests.count)).toBe(1)
    expect(after.pendingRequests.latest[0]).toMatchObject({
      id: request.id,
      shop: { id: active.store.id, name: active.store.name },
      plan: { code: 'premium', name: 'Premium' },
    })
  })

  it('counts each plan’s subscribers as the Plans page and the shop list do', async () => {
    const admin = await createAdmin()
    const [onStarter, lapsed, onFree] = [
      await createTenant(),
      await createTenant(),
      await createTenant(),
    ]
    await run(
      "UPDATE subscriptions SET plan_id = 'pln_starter', status = 'active', ends_at = unixepoch() + 86400 WHERE store_id = ?",
      onStarter.store.id,
    )
    await run(
      "UPDATE subscriptions SET plan_id = 'pln_starter', status = 'active', ends_at = unixepoch() - 60 WHERE store_id = ?",
      lapsed.store.id,
    )
    // A shop without a subscription row works on the free plan (the shop list says so).
    await run('DELETE FROM subscriptions WHERE store_id = ?', onFree.store.id)
    const board = await overview(admin.token)
    const plans = await readJson<{ items: { code: string; subscribers: number }[] }>(
      await api('GET', '/api/admin/plans', { token: admin.token }),
    )
    for (const p of plans.items) {
      const shops = await readJson<Paged<unknown>>(
        await api('GET', `/api/admin/shops?planCode=${p.code}&status=active&pageSize=1`, {
          token: admin.token,
        }),
      )
      const onBoard = board.subscriptions.byPlan.find((b) => b.code === p.code)?.count
      expect({ plan: p.code, onBoard, shops: shops.total }).toEqual({
        plan: p.code,
        onBoard: p.subscribers,
        shops: p.subscribers,
      })
    }
  })

  it('counts a sign-up on the day it happened (UTC), zeros included', async () => {
    const admin = await createAdmin()
    const before = await overview(admin.token)
    const merchant = await createMerchant()
    await run(
      'UPDATE users SET created_at = unixepoch() - 3 * 86400 WHERE id = ?',
      merchant.user.id,
    )
    const after = await overview(admin.token)
    const threeDaysAgo = new Date(Date.now() - 3 * DAY * 1000).toISOString().slice(0, 10)
    const count = (o: AdminOverview) => o.signups.daily.find((d) => d.date === threeDaysAgo)!.count
    expect(count(after) - count(before)).toBe(1)
    expect(after.signups.daily.every((d) => Number.isInteger(d.count))).toBe(true)
  })
})

describe('admin notifications of note', () => {
  it('notifies administrators when an administrator signs in, not when a merchant does', async () => {
    const admin = await createAdmin()
    const merchant = await createMerchant()
    await api('POST', '/api/signin', {
      json: { emailOrPhone: merchant.email, password: merchant.password },
    })
    const notes = await readJson<{ data: { type: string; relatedId: string }[] }>(
      await api('GET', '/api/admin-notifications', { token: admin.token }),
    )
    expect(notes.data).toContainEqual(
      expect.objectContaining({ type: 'login', relatedId: admin.user.id }),
    )
    expect(notes.data.some((n) => n.type === 'login' && n.relatedId === merchant.user.id)).toBe(
      false,
    )
  })
})

describe('GET /api/admin/overview/messages and PATCH …/messages/:id/read', () => {
  it('lists contact messages newest first, unread, then marks one read with its notification', async () => {
    const admin = await createAdmin()
    expect((await contact('Partenariat', 'Premier message')).status).toBe(303)
    expect((await contact('Problème technique', 'Second message')).status).toBe(303)
    const res = await api('GET', '/api/admin/overview/messages', { token: admin.token })
    expect(res.status).toBe(200)
    const page = await readJson<Paged<ContactMessage> & { unread: number }>(res)
    expect(page.items.slice(0, 2).map((m) => m.message)).toEqual([
      'Second message',
      'Premier message',
    ])
    const [latest] = page.items
    expect(latest).toMatchObject({ email: 'visiteur@example.com', read: false })

    const read = await api('PATCH', `/api/admin/overview/messages/${latest!.id}/read`, {
      token: admin.token,
    })
    expect(read.status).toBe(200)
    expect(await readJson(read)).toMatchObject({ id: latest!.id, read: true })
    const again = await readJson<{ unread: number }>(
      await api('GET', '/api/admin/overview/messages', { token: admin.token }),
    )
    expect(again.unread).toBe(page.unread - 1)
    const notes = await readJson<{ data: { type: string; relatedId: string }[] }>(
      await api('GET', '/api/admin-notifications', { token: admin.token }),
    )
    expect(notes.data.some((n) => n.type === 'contact' && n.relatedId === latest!.id)).toBe(false)
  })

  it('returns 404 for an unknown message, 401 without a token, 403 for a merchant', async () => {
    const admin = await createAdmin()
    const merchant = await createMerchant()
    const unknown = await api('PATCH', '/api/admin/overview/messages/msg_unknown/read', {
      token: admin.token,
    })
    expect(unknown.status).toBe(404)
    expect((await readError(unknown)).error.message).toBe('Message introuvable')
    expect((await api('GET', '/api/admin/overview/messages')).status).toBe(401)
    const res = await api('GET', '/api/admin/overview/messages', { token: merchant.token })
    expect(res.status).toBe(403)
  })
})
