import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { insertCustomer, insertOrder } from '#tests/helpers/atelier-rows.ts'
import { getPage } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  db,
  issuesOf,
  orderBody,
  placeOrder,
  ROOT,
  readJson,
  runCron,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { OrderReceipt } from '#worker/schemas/orders.ts'
import type { Stats } from '#worker/schemas/stats.ts'
import type { Store } from '#worker/schemas/stores.ts'

// The clock of a request can be set (`x-boutiko-now`) only in development: this file runs so.
setupWorker({ bindings: { ENVIRONMENT: 'development' } })

/** 20 November 2026, 23:45 in Cotonou (UTC+1), still the 20th there; 22:45 UTC. */
const NOW = '2026-11-20T22:45:00Z'
const at = (iso: string) => ({ 'x-boutiko-now': iso })

/** A shop whose phone is a Bénin number: its clock is Cotonou's (UTC+1). */
const beninShop = () => createTenant({ phoneCountryCode: '229', phone: '01 97 12 34 56' })

async function sql(shop: Tenant, query: string, ...params: unknown[]) {
  await (await shopDb(shop))
    .prepare(query)
    .bind(...params)
    .run()
}

/** A confirmed order of 1 000 F placed at `iso` (UTC), with its first event at that instant. */
async function confirmedOrderAt(shop: Tenant, productId: string, iso: string) {
  const res = await placeOrder(
    shop.store.slug,
    // A Bénin shop's shoppers type Bénin numbers (10 digits since 2024, « 01 » first).
    orderBody([{ productId, quantity: 1 }], { phone: `01${uniquePhone()}` }),
  )
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  const order = await readJson<OrderReceipt>(res)
  const confirm = await api('PATCH', `/api/orders/${order.id}/status`, {
    token: shop.token,
    json: { status: 'confirmed' },
  })
  expect(confirm.status).toBe(200)
  const seconds = Date.parse(iso) / 1000
  await sql(shop, 'UPDATE orders SET created_at = ? WHERE id = ?', seconds, order.id)
  await sql(shop, 'UPDATE order_events SET created_at = ? WHERE order_id = ?', seconds, order.id)
  return order
}

describe('a shop’s time zone at creation', () => {
  it('follows the country of the shop’s number: Bénin keeps Cotonou’s clock, Burkina Ouagadougou’s', async () => {
    const benin = await beninShop()
    const burkina = await createTenant()
    expect(benin.store.timeZone).toBe('Africa/Porto-Novo')
    expect(burkina.store.timeZone).toBe('Africa/Ouagadougou')
    const res = await api('GET', '/api/store', { token: benin.token })
    expect((await readJson<Store>(res)).timeZone).toBe('Africa/Porto-Novo')
  })
})

describe('migration 0032 on the shops already there', () => {
  it('gives each existing shop its number’s country’s zone, Burkina Faso’s to the others', async () => {
    const benin = await beninShop()
    const niger = await createTenant({ phoneCountryCode: '227', phone: '90 12 34 56' })
    const burkina = await createTenant()
    const directory = await db()
    // As before the migration: every shop on the column's default.
    await directory.prepare("UPDATE stores SET time_zone = 'Africa/Ouagadougou'").run()
    const [, backfill] = readFileSync(
      join(ROOT, 'migrations', '0032_add_stores_time_zone.sql'),
      'utf8',
    ).split('--> statement-breakpoint')
    await directory.prepare(backfill!).run()
    const zoneOf = async (shop: Tenant) =>
      (
        await directory
          .prepare('SELECT time_zone AS zone FROM stores WHERE id = ?')
          .bind(shop.store.id)
          .first<{ zone: string }>()
      )?.zone
    expect(await zoneOf(benin)).toBe('Africa/Porto-Novo')
    expect(await zoneOf(niger)).toBe('Africa/Niamey')
    expect(await zoneOf(burkina)).toBe('Africa/Ouagadougou')
  })
})

describe('GET /api/stats on the shop’s clock', () => {
  it('counts orders placed at 00:30 and at 23:30 in Cotonou in that local day’s sales, 200', async () => {
    const shop = await beninShop()
    const product = await seedProduct(shop, { price: '1000', stock: '20' })
    // 00:30 on the 20th in Cotonou is still the 19th in UTC; 23:30 there is 22:30 UTC.
    await confirmedOrderAt(shop, product.id, '2026-11-19T23:30:00Z')
    await confirmedOrderAt(shop, product.id, '2026-11-20T22:30:00Z')
    // 23:30 on the 19th in Cotonou: the day before, even though the 20th is near.
    await confirmedOrderAt(shop, product.id, '2026-11-19T22:30:00Z')
    const res = await api('GET', '/api/stats?days=7', { token: shop.token, headers: at(NOW) })
    expect(res.status).toBe(200)
    const s = await readJson<Stats>(res)
    expect(s.sales.today).toEqual({ amount: 2000, count: 2, deliveryFees: 0 })
    expect(s.sales.last7Days).toEqual({ amount: 3000, count: 3, deliveryFees: 0 })
    expect(s.daily.at(-1)).toEqual({ date: '2026-11-20', amount: 2000, count: 2 })
    expect(s.daily.at(-2)).toEqual({ date: '2026-11-19', amount: 1000, count: 1 })
    expect(s.timezone).toBe('Africa/Porto-Novo')
  })

  it('starts a new "today" at midnight in Cotonou, an hour before UTC’s', async () => {
    const shop = await beninShop()
    const product = await seedProduct(shop, { price: '1000', stock: '20' })
    await confirmedOrderAt(shop, product.id, '2026-11-20T22:30:00Z')
    // 00:10 on the 21st in Cotonou (23:10 UTC on the 20th): the order of 23:30 was yesterday.
    const res = await api('GET', '/api/stats?days=7', {
      token: shop.token,
      headers: at('2026-11-20T23:10:00Z'),
    })
    const s = await readJson<Stats>(res)
    expect(s.sales.today).toEqual({ amount: 0, count: 0, deliveryFees: 0 })
    expect(s.daily.at(-1)).toEqual({ date: '2026-11-21', amount: 0, count: 0 })
    expect(s.daily.at(-2)).toEqual({ date: '2026-11-20', amount: 1000, count: 1 })
  })
})

describe('dates shown on the shop’s clock', () => {
  it('exports an order placed at 22:30 UTC as 23:30 in a Bénin shop’s CSV, named by its local day', async () => {
    const shop = await beninShop()
    const product = await seedProduct(shop, { price: '1000', stock: '20' })
    await confirmedOrderAt(shop, product.id, '2026-11-20T22:30:00Z')
    const res = await api('GET', '/api/orders/export', {
      token: shop.token,
      headers: at('2026-11-20T23:10:00Z'),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('filename="commandes-2026-11-21.csv"')
    const [header, line] = (await res.text()).replace('\uFEFF', '').trim().split('\r\n')
    // The column says which clock its times are on: a spreadsheet has no other way to know.
    expect(header).toContain('"Date (heure de Cotonou, UTC+1)"')
    expect(line).toContain('"2026-11-20 23:30"')
  })

  it('shows the receipt’s history at 23:30, Cotonou’s time, for an order placed at 22:30 UTC', async () => {
    const shop = await beninShop()
    const product = await seedProduct(shop, { price: '1000', stock: '20' })
    const order = await confirmedOrderAt(shop, product.id, '2026-11-20T22:30:00Z')
    const page = await getPage(`/${shop.store.slug}/orders/${order.trackingToken}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('20 nov. 2026, 23:30')
    expect(html).toContain('Heure de Cotonou (UTC+1)')
    expect(html).not.toContain('20 nov. 2026, 22:30')
  })
})

describe('subscription messages on the shop’s clock (cron)', () => {
  it('tells a Bénin merchant their plan ends on the 2nd at 00:30, Cotonou’s time, not the 1st at 23:30', async () => {
    const shop = await beninShop()
    const endsAt = Date.parse('2026-12-01T23:30:00Z')
    await (await db())
      .prepare(
        "UPDATE subscriptions SET plan_id = 'pln_premium', status = 'active', ends_at = ? WHERE store_id = ?",
      )
      .bind(endsAt / 1000, shop.store.id)
      .run()
    expect(await runCron(endsAt - 12 * 3_600_000)).toBe('ok')
    const notice = await (await shopDb(shop))
      .prepare("SELECT body FROM notifications WHERE store_id = ? AND type = 'subscription'")
      .bind(shop.store.id)
      .first<{ body: string }>()
    expect(notice?.body).toContain(
      'prend fin le 2 décembre 2026 à 00:30, heure de Cotonou (UTC+1).',
    )
  })
})

describe('atelier reminders at the shops’ own midnight (cron)', () => {
  it('reminds a Bénin atelier of an order due on the 21st from 00:10 there, while Burkina is still on the 20th', async () => {
    const benin = await beninShop()
    const burkina = await createTenant()
    for (const shop of [benin, burkina]) {
      const res = await api('PUT', '/api/atelier/settings', {
        token: shop.token,
        json: { enabled: true },
      })
      expect(res.status).toBe(200)
    }
    const order = async (shop: Tenant, number: string, promisedOn: string) =>
      insertOrder(shop.store.id, {
        customerId: await insertCustomer(shop.store.id, 'Fatou', 'Kaboré'),
        number,
        promisedOn,
        stage: 'sewing',
      })
    const beninDue = await order(benin, 'A-0001', '2026-11-21')
    const burkinaTomorrow = await order(burkina, 'A-0001', '2026-11-21')
    const burkinaDue = await order(burkina, 'A-0002', '2026-11-20')
    // 23:10 UTC on the 20th: 00:10 on the 21st in Cotonou, 23:10 on the 20th in Ouagadougou.
    expect(await runCron(Date.parse('2026-11-20T23:10:00Z'))).toBe('ok')
    const sent = async (shop: Tenant) => {
      const { results } = await (await shopDb(shop))
        .prepare(
          "SELECT related_id AS id, title FROM notifications WHERE store_id = ? AND type = 'atelier_order'",
        )
        .bind(shop.store.id)
        .all<{ id: string; title: string }>()
      return results
    }
    expect(await sent(benin)).toEqual([{ id: beninDue, title: "Commande à livrer aujourd'hui" }])
    expect(await sent(burkina)).toEqual([
      { id: burkinaDue, title: "Commande à livrer aujourd'hui" },
    ])
    expect((await sent(burkina)).map((r) => r.id)).not.toContain(burkinaTomorrow)
  })
})

describe('PUT /api/store/profile: the time zone', () => {
  const profile = (timeZone: string) => ({
    name: 'Awa Couture',
    email: 'awa@boutique.test',
    phoneCountryCode: '+229',
    phone: '',
    timeZone,
  })

  it('moves the shop to Niamey’s clock, and its figures follow, 200', async () => {
    const shop = await beninShop()
    const res = await api('PUT', '/api/store/profile', {
      token: shop.token,
      json: profile('Africa/Niamey'),
    })
    expect(res.status).toBe(200)
    expect((await readJson<Store>(res)).timeZone).toBe('Africa/Niamey')
    const stats = await api('GET', '/api/stats', { token: shop.token })
    expect((await readJson<Stats>(stats)).timezone).toBe('Africa/Niamey')
  })

  it('refuses a zone outside the list with a French message, 422', async () => {
    const shop = await beninShop()
    const res = await api('PUT', '/api/store/profile', {
      token: shop.token,
      json: profile('Europe/Paris'),
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      timeZone: 'Fuseau horaire inconnu : choisissez-en un dans la liste',
    })
    const store = await readJson<Store>(await api('GET', '/api/store', { token: shop.token }))
    expect(store.timeZone).toBe('Africa/Porto-Novo')
  })
})
