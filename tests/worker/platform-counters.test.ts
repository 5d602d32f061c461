import { describe, expect, it } from 'vitest'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createAdmin,
  createMerchant,
  type DatabaseName,
  database,
  db,
  readJson,
  SHOP_DATABASES,
  seedProduct,
  setupWorker,
} from '#tests/helpers/worker.ts'
import type { AdminOverview } from '#worker/schemas/admin.ts'

setupWorker()

/**
 * The admin figures are counters kept on write by triggers (migration 0020, ADR 034). Each test
 * checks a counter moves with the write, and the counters against a recount of the rows.
 */
const DATABASES: DatabaseName[] = ['DB', ...SHOP_DATABASES]

/** A figure over every database: the sum of what each one answers (ADR 036). */
const overDatabases = async (query: string) => {
  let sum = 0
  for (const name of DATABASES)
    sum += (await database(name).prepare(query).first<{ value: number }>())?.value ?? 0
  return sum
}

/**
 * The platform's counters, in the directory, and the `products` counter that each database
 * keeps beside its products (shops' rows live in the shop databases, ADR 036), summed.
 */
const counters = async () => {
  const { results } = await (await db())
    .prepare('SELECT name, value FROM platform_counters')
    .all<{ name: string; value: number }>()
  const all = new Map(results.map((r) => [r.name, r.value]))
  all.set(
    'products',
    await overDatabases("SELECT value FROM platform_counters WHERE name = 'products'"),
  )
  return all
}

/** What each counter should hold: the whole-table counts the overview used to run per view
 * (one query each: D1 allows few terms in a compound SELECT). */
const RECOUNTS = [
  `SELECT 'users' AS name, count(*) AS value FROM users`,
  `SELECT 'subscription_requests' AS name, count(*) AS value FROM subscription_requests`,
  `SELECT 'subscriptions:plan_active:' || plan_id AS name, count(*) AS value FROM subscriptions WHERE status = 'active' GROUP BY 1`,
  `SELECT 'shops' AS name, count(*) AS value FROM stores`,
  `SELECT 'merchants' AS name, count(*) AS value FROM users WHERE role = 'user'`,
  `SELECT 'merchants_with_shop' AS name, count(*) AS value FROM stores s JOIN users u ON u.id = s.owner_id WHERE u.role = 'user'`,
  `SELECT 'signups:' || date(created_at, 'unixepoch') AS name, count(*) AS value FROM users GROUP BY 1`,
  `SELECT 'subscriptions:status:' || status AS name, count(*) AS value FROM subscriptions GROUP BY 1`,
  `SELECT 'subscriptions:plan:' || plan_id AS name, count(*) AS value FROM subscriptions GROUP BY 1`,
  `SELECT 'contact_messages' AS name, count(*) AS value FROM contact_messages`,
  `SELECT 'contact_messages:unread' AS name, count(*) AS value FROM contact_messages WHERE read_at IS NULL`,
  `SELECT 'revenue:' || strftime('%Y-%m', r.decided_at, 'unixepoch') || ':' || coalesce(r.currency, p.currency) AS name, sum(r.amount) AS value FROM subscription_requests r JOIN plans p ON p.id = r.plan_id WHERE r.status = 'approved' AND r.amount IS NOT NULL AND r.decided_at IS NOT NULL GROUP BY 1`,
  `SELECT 'revenue_count:' || strftime('%Y-%m', r.decided_at, 'unixepoch') || ':' || coalesce(r.currency, p.currency) AS name, count(*) AS value FROM subscription_requests r JOIN plans p ON p.id = r.plan_id WHERE r.status = 'approved' AND r.amount IS NOT NULL AND r.decided_at IS NOT NULL GROUP BY 1`,
]

const nonZero = (m: Map<string, number>) =>
  Object.fromEntries([...m].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)))

const recount = async () => {
  const rows: [string, number][] = []
  for (const query of RECOUNTS) {
    const { results } = await (await db()).prepare(query).all<{ name: string; value: number }>()
    rows.push(...results.map((r): [string, number] => [r.name, r.value]))
  }
  rows.push(['products', await overDatabases('SELECT count(*) AS value FROM products')])
  return new Map(rows)
}

const change = (before: Map<string, number>, after: Map<string, number>) =>
  nonZero(
    new Map(
      [...new Set([...before.keys(), ...after.keys()])].map((k) => [
        k,
        (after.get(k) ?? 0) - (before.get(k) ?? 0),
      ]),
    ),
  )

const today = () => new Date().toISOString().slice(0, 10)
const thisMonth = () => new Date().toISOString().slice(0, 7)

const contact = (subject: string) =>
  api('POST', '/contact', {
    body: new URLSearchParams({
      email: 'visiteur@example.com',
      subject,
      message: 'Bonjour, une question sur les compteurs.',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('the admin counters kept on write', () => {
  it('count a sign-up, then its shop and its free subscription, as they are written', async () => {
    const before = await counters()
    const merchant = await createMerchant()
    expect(change(before, await counters())).toEqual({
      users: 1,
      merchants: 1,
      [`signups:${today()}`]: 1,
    })

    const mid = await counters()
    const res = await api('POST', '/api/stores', {
      token: merchant.token,
      form: { name: 'Boutique Compteur', phone: '70123456', email: 'compteur@awa.test' },
    })
    expect(res.status).toBe(201)
    expect(change(mid, await counters())).toEqual({
      shops: 1,
      merchants_with_shop: 1,
      'subscriptions:plan:pln_free': 1,
      'subscriptions:plan_active:pln_free': 1,
      'subscriptions:status:active': 1,
    })
  })

  it('move a shop between statuses and plans, and add an approved payment to its month', async () => {
    const admin = await createAdmin()
    const tenant = await createVerifiedTenant()
    const before = await counters()
    const suspend = await api('PATCH', `/api/admin/shops/${tenant.store.id}/status`, {
      token: admin.token,
      json: { status: 'suspended', reason: 'Contrefaçon' },
    })
    expect(suspend.status).toBe(200)
    expect(change(before, await counters())).toEqual({
      'subscriptions:status:active': -1,
      'subscriptions:status:suspended': 1,
      'subscriptions:plan_active:pln_free': -1,
    })
    const reopen = await api('PATCH', `/api/admin/shops/${tenant.store.id}/status`, {
      token: admin.token,
      json: { status: 'active' },
    })
    expect(reopen.status).toBe(200)

    const request = await api('POST', '/api/plans/requests', {
      token: tenant.token,
      json: { planId: 'pln_premium', fullName: 'Awa Sawadogo', phone: '70123456' },
    })
    expect(request.status).toBe(201)
    const { id } = await readJson<{ id: string }>(request)
    const mid = await counters()
    const approve = await api('POST', `/api/admin/subscriptions/requests/${id}/approve`, {
      token: admin.token,
      json: {},
    })
    expect(approve.status).toBe(200)
    expect(change(mid, await counters())).toEqual({
      'subscriptions:plan:pln_free': -1,
      'subscriptions:plan:pln_premium': 1,
      'subscriptions:plan_active:pln_free': -1,
      'subscriptions:plan_active:pln_premium': 1,
      [`revenue:${thisMonth()}:XOF`]: 15000,
      [`revenue_count:${thisMonth()}:XOF`]: 1,
    })
  })

  it('count a contact message unread until an admin reads it', async () => {
    const admin = await createAdmin()
    const before = await counters()
    expect((await contact('Partenariat')).status).toBe(303)
    expect(change(before, await counters())).toEqual({
      contact_messages: 1,
      'contact_messages:unread': 1,
    })
    const page = await readJson<{ items: { id: string; message: string }[] }>(
      await api('GET', '/api/admin/overview/messages', { token: admin.token }),
    )
    const mid = await counters()
    const read = await api('PATCH', `/api/admin/overview/messages/${page.items[0]!.id}/read`, {
      token: admin.token,
    })
    expect(read.status).toBe(200)
    expect(change(mid, await counters())).toEqual({ 'contact_messages:unread': -1 })
  })

  it('equal a recount of the rows, and the overview shows them', async () => {
    const admin = await createAdmin()
    const tenant = await createVerifiedTenant()
    const before = await counters()
    await seedProduct(tenant)
    expect(change(before, await counters())).toEqual({ products: 1 })
    await createMerchant()
    expect(nonZero(await counters())).toEqual(nonZero(await recount()))
    const res = await api('GET', '/api/admin/overview', { token: admin.token })
    const overview = await readJson<AdminOverview>(res)
    const now = await counters()
    expect(overview.shops.total).toBe(now.get('shops'))
    expect(overview.merchants.total).toBe(now.get('merchants'))
  })
})
