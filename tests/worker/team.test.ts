import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { placedOrder } from '#tests/helpers/day-cash.ts'
import { createTeamMember } from '#tests/helpers/team.ts'
import {
  api,
  createTenant,
  db,
  type Order,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'
import { msg } from '#worker/schemas/messages.ts'
import { shopAccessMsg } from '#worker/schemas/shop-access.ts'

setupWorker()

/** A team on the whole shop (issue 26, ADR 055): Vendeur, Gestionnaire, and the owner's own. */
describe('shop roles', () => {
  it('keeps Paramètres › Paiements and product writes from a Vendeur, in French', async () => {
    const owner = await createTenant()
    const seller = await createTeamMember(owner, 'seller')
    const payments = await api('GET', '/api/store/payments', { token: seller.token })
    expect(payments.status).toBe(403)
    expect((await readError(payments)).error.message).toBe(shopAccessMsg.ownerOnly)
    const product = await api('POST', '/api/products', { token: seller.token, json: {} })
    expect(product.status).toBe(403)
    expect((await readError(product)).error.message).toBe(shopAccessMsg.notAllowed)
  })

  it("lets a Vendeur read the catalogue, the shop's orders and record a sale", async () => {
    const owner = await createTenant()
    const seller = await createTeamMember(owner, 'seller')
    const product = await seedProduct(owner, { name: 'Pagne wax', price: '1500', stock: '5' })
    expect((await api('GET', '/api/products', { token: seller.token })).status).toBe(200)
    const sale = await api('POST', '/api/orders/manual', {
      token: seller.token,
      json: { items: [{ productId: product.id, quantity: 1 }], paid: true, method: 'cash' },
    })
    expect(sale.status).toBe(201)
    const list = await readJson<{ items: { id: string }[] }>(
      await api('GET', '/api/orders', { token: owner.token }),
    )
    expect(list.items.map((o) => o.id)).toContain((await readJson<Order>(sale)).id)
  })

  it('gives a Gestionnaire the products but not the payments, the plan or the shop settings', async () => {
    const owner = await createTenant()
    const manager = await createTeamMember(owner, 'manager')
    const created = await api('POST', '/api/products', {
      token: manager.token,
      json: { name: 'Boubou', price: '9000', stock: '3', categoryId: null },
    })
    expect(created.status).not.toBe(403)
    for (const [method, path] of [
      ['GET', '/api/store/payments'],
      ['GET', '/api/plans/subscription'],
      ['PUT', '/api/store/profile'],
    ] as const) {
      const res = await api(method, path, {
        token: manager.token,
        ...(method === 'GET' ? {} : { json: {} }),
      })
      expect(res.status, path).toBe(403)
    }
  })

  it('refuses the shop to a staff account without a shop role (L\u2019Atelier only)', async () => {
    const owner = await createTenant()
    const tailor = await createStaffAccount(owner, 'tailor')
    const res = await api('GET', '/api/orders', { token: tailor.token })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.message).toBe(shopAccessMsg.noShopRole)
  })

  it('tells the dashboard the shop a member works for and their role', async () => {
    const owner = await createTenant()
    const seller = await createTeamMember(owner, 'seller')
    const res = await api('GET', `/api/stores/${seller.user.id}`, { token: seller.token })
    expect(res.status).toBe(200)
    const { data } = await readJson<{ data: { id: string; access: unknown } }>(res)
    expect(data.id).toBe(owner.store.id)
    expect(data.access).toEqual({ role: 'seller', permissions: ['orders', 'customers'] })
    const own = await readJson<{ data: { access: { role: string } } }>(
      await api('GET', `/api/stores/${owner.user.id}`, { token: owner.token }),
    )
    expect(own.data.access.role).toBe('owner')
  })

  it('refuses writes to the team of a suspended shop, and everything to that of a blocked owner', async () => {
    const owner = await createTenant()
    const seller = await createTeamMember(owner, 'seller')
    const directory = await db()
    await directory
      .prepare("UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?")
      .bind(owner.store.id)
      .run()
    expect((await api('GET', '/api/orders', { token: seller.token })).status).toBe(200)
    const write = await api('POST', '/api/customers', { token: seller.token, json: {} })
    expect(write.status).toBe(403)
    expect((await readError(write)).error.message).toBe(msg.shopSuspended)
    await directory
      .prepare("UPDATE users SET status = 'blocked' WHERE id = ?")
      .bind(owner.user.id)
      .run()
    const read = await api('GET', '/api/orders', { token: seller.token })
    expect(read.status).toBe(403)
    expect((await readError(read)).error.message).toBe(msg.shopBlocked)
  })
})

describe('who did what', () => {
  it("names the team member on the order's history (« par Ibrahim Sanou ») with their account", async () => {
    const owner = await createTenant()
    const seller = await createTeamMember(owner, 'seller')
    const placed = await placedOrder(owner)
    const changed = await api('PATCH', `/api/orders/${placed.id}/status`, {
      token: seller.token,
      json: { status: 'confirmed' },
    })
    expect(changed.status).toBe(200)
    const order = await readJson<Order & { events: { actor: string; actorName: string | null }[] }>(
      await api('GET', `/api/orders/${placed.id}`, { token: owner.token }),
    )
    expect(order.events.map((e) => [e.actor, e.actorName])).toEqual([
      ['shopper', null],
      ['merchant', 'Ibrahim Sanou'],
    ])
    const rows = await (await shopDb(owner))
      .prepare(
        "SELECT actor_user_id AS id FROM order_events WHERE order_id = ? AND actor = 'merchant'",
      )
      .bind(placed.id)
      .all<{ id: string }>()
    expect(rows.results).toEqual([{ id: seller.user.id }])
  })

  it("names the team member who recorded a sale; the owner's own steps keep no name", async () => {
    const owner = await createTenant()
    const seller = await createTeamMember(owner, 'seller')
    const product = await seedProduct(owner, { name: 'Pagne', price: '1000', stock: '5' })
    const sell = (token: string) =>
      api('POST', '/api/orders/manual', {
        token,
        json: { items: [{ productId: product.id, quantity: 1 }], paid: true, method: 'cash' },
      }).then((res) => readJson<Order & { events: { actorName: string | null }[] }>(res))
    const bySeller = await sell(seller.token)
    const byOwner = await sell(owner.token)
    const read = async (id: string) =>
      (
        await readJson<{ events: { actorName: string | null }[] }>(
          await api('GET', `/api/orders/${id}`, { token: owner.token }),
        )
      ).events.map((e) => e.actorName)
    expect(await read(bySeller.id)).toEqual(['Ibrahim Sanou'])
    expect(await read(byOwner.id)).toEqual([null])
  })
})

describe('PUT /api/atelier/staff/:id/shop-role', () => {
  it("is the owner's: a Vendeur given by the owner reaches the orders; a manager of the atelier cannot give one", async () => {
    const owner = await createAtelier()
    const staff = await createStaffAccount(owner, 'manager')
    expect((await api('GET', '/api/orders', { token: staff.token })).status).toBe(403)
    const byManager = await api('PUT', `/api/atelier/staff/${staff.staffId}/shop-role`, {
      token: staff.token,
      json: { shopRole: 'manager' },
    })
    expect(byManager.status).toBe(403)
    const res = await api('PUT', `/api/atelier/staff/${staff.staffId}/shop-role`, {
      token: owner.token,
      json: { shopRole: 'seller' },
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ shopRole: 'seller' })
    expect((await api('GET', '/api/orders', { token: staff.token })).status).toBe(200)
    const bad = await api('PUT', `/api/atelier/staff/${staff.staffId}/shop-role`, {
      token: owner.token,
      json: { shopRole: 'boss' },
    })
    expect(bad.status).toBe(422)
  })
})
