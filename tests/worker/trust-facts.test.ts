import { describe, expect, it } from 'vitest'
import { courierRunWith, pressOutcome } from '#tests/helpers/couriers.ts'
import { getPage } from '#tests/helpers/storefront.ts'
import {
  api,
  createAdmin,
  createTenant,
  db,
  orderBody,
  placeOrder,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
  uniquePhone,
} from '#tests/helpers/worker.ts'
import type { OrderReceipt } from '#worker/schemas/orders.ts'

setupWorker()

/** "À propos de cette boutique" (issue 26): facts the platform keeps, never counted on a view. */

async function shopWithOrders(count: number, name?: string) {
  const shop = await createTenant(name ? { name } : {})
  const pagne = await seedProduct(shop, { name: 'Pagne wax', price: '7500', stock: '50' })
  const orders: OrderReceipt[] = []
  for (let i = 0; i < count; i++) {
    const res = await placeOrder(
      shop.store.slug,
      // A shopper each: a number ordering many times in a minute is slowed down.
      orderBody([{ productId: pagne.id, quantity: 1 }], { phone: uniquePhone() }),
    )
    expect(res.status, await res.clone().text()).toBe(201)
    orders.push(await readJson<OrderReceipt>(res))
  }
  return { shop, pagne, orders }
}

const setStatus = (shop: Tenant, id: string, status: string) =>
  api('PATCH', `/api/orders/${id}/status`, { token: shop.token, json: { status } })

/** The shop's count where it lives, and the directory's copy /stores sorts on. */
async function deliveredCounts(shop: Tenant) {
  const read = async (d1: Awaited<ReturnType<typeof db>>) =>
    (
      await d1
        .prepare('SELECT delivered_orders AS n FROM stores WHERE id = ?')
        .bind(shop.store.id)
        .first<{ n: number }>()
    )?.n
  return { own: await read(await shopDb(shop)), directory: await read(await db()) }
}

const homeOf = async (shop: Tenant) => (await getPage(`/${shop.store.slug}/home`)).text()

describe('the count of delivered orders', () => {
  it('counts an order the merchant marks delivered, in the shop and in the directory, and uncounts it when moved back', async () => {
    const { shop, orders } = await shopWithOrders(2)
    expect(await deliveredCounts(shop)).toEqual({ own: 0, directory: 0 })
    expect((await setStatus(shop, orders[0]!.id, 'delivered')).status).toBe(200)
    expect((await setStatus(shop, orders[1]!.id, 'shipped')).status).toBe(200)
    expect(await deliveredCounts(shop)).toEqual({ own: 1, directory: 1 })
    // A delivered order cannot be canceled, but may go back (a status typed by mistake).
    expect((await setStatus(shop, orders[0]!.id, 'canceled')).status).toBe(409)
    expect((await setStatus(shop, orders[0]!.id, 'shipped')).status).toBe(200)
    expect(await deliveredCounts(shop)).toEqual({ own: 0, directory: 0 })
  })

  it('counts an order the courier delivers at the door, paid or cash, and not one refused or absent', async () => {
    const { shop, orders } = await shopWithOrders(4)
    const run = await courierRunWith(
      shop,
      orders.map((o) => o.id),
    )
    const outcomes = ['delivered_cash', 'delivered_paid', 'refused', 'absent']
    for (const [i, outcome] of outcomes.entries()) {
      const res = await pressOutcome(run, run.deliveries[orders[i]!.id]!, outcome)
      expect(res.status, outcome).toBe(303)
    }
    expect(await deliveredCounts(shop)).toEqual({ own: 2, directory: 2 })
  })

  it('counts a sale the merchant records, delivered from the start', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { price: '7500', stock: '5' })
    const res = await api('POST', '/api/orders/manual', {
      token: shop.token,
      json: { items: [{ productId: pagne.id, quantity: 1 }], paid: true, method: 'cash' },
    })
    expect(res.status, await res.clone().text()).toBe(201)
    expect(await deliveredCounts(shop)).toEqual({ own: 1, directory: 1 })
  })
})

describe('the storefront block "À propos de cette boutique"', () => {
  it('shows the month it joined, its verified contacts and its delivered orders, renewed in the cached page when one is delivered', async () => {
    const { shop, orders } = await shopWithOrders(2)
    await (await shopDb(shop))
      .prepare('UPDATE stores SET phone_verified_at = unixepoch(), created_at = ? WHERE id = ?')
      .bind(Math.floor(Date.UTC(2026, 2, 15) / 1000), shop.store.id)
      .run()
    await setStatus(shop, orders[0]!.id, 'delivered')
    const first = await homeOf(shop)
    expect(first).toContain('À propos de cette boutique')
    expect(first).toContain('Sur Boutiko depuis mars 2026')
    expect(first).toContain('Numéro WhatsApp vérifié')
    expect(first).not.toContain('E-mail vérifié')
    expect(first).toContain('1 commande livrée')
    await setStatus(shop, orders[1]!.id, 'delivered')
    expect(await homeOf(shop)).toContain('2 commandes livrées')
  })

  it('says nothing of the kind for a shop whose owner is blocked, and again once unblocked', async () => {
    const { shop } = await shopWithOrders(0)
    expect(await homeOf(shop)).toContain('À propos de cette boutique')
    const admin = await createAdmin()
    const block = (status: string) =>
      api('PATCH', `/api/admin/users/${shop.user.id}/status`, {
        token: admin.token,
        json: { status, reason: 'Contrefaçon' },
      })
    expect((await block('blocked')).status).toBe(200)
    expect(await homeOf(shop)).not.toContain('À propos de cette boutique')
    expect((await block('active')).status).toBe(200)
    expect(await homeOf(shop)).toContain('À propos de cette boutique')
  })

  it('shows no facts for a suspended shop: its page is the unavailable one', async () => {
    const { shop } = await shopWithOrders(0)
    const admin = await createAdmin()
    const res = await api('PATCH', `/api/admin/shops/${shop.store.id}/status`, {
      token: admin.token,
      json: { status: 'suspended', reason: 'Contrefaçon' },
    })
    expect(res.status).toBe(200)
    const page = await getPage(`/${shop.store.slug}/home`)
    expect(page.status).toBe(503)
    expect(await page.text()).not.toContain('À propos de cette boutique')
  })
})

describe('/stores sorted by delivered orders', () => {
  it('lists the shops with the most delivered orders first with tri=livraisons, by products without', async () => {
    const tag = `Tri${Date.now().toString(36)}`
    const few = await shopWithOrders(1, `${tag} A`)
    const many = await shopWithOrders(2, `${tag} B`)
    await seedProduct(few.shop, { name: 'Autre', price: '1000', stock: '3' })
    await setStatus(few.shop, few.orders[0]!.id, 'delivered')
    for (const o of many.orders) await setStatus(many.shop, o.id, 'delivered')
    const names = async (query: string) => {
      const html = await (await getPage(`/stores?q=${tag}${query}`)).text()
      return [...html.matchAll(new RegExp(`<strong>(${tag} [AB])</strong>`, 'g'))].map((m) => m[1])
    }
    expect(await names('&tri=livraisons')).toEqual([`${tag} B`, `${tag} A`])
    expect(await names('')).toEqual([`${tag} A`, `${tag} B`])
    const html = await (await getPage(`/stores?q=${tag}&tri=livraisons`)).text()
    expect(html).toContain('2 commandes livrées')
  })
})
