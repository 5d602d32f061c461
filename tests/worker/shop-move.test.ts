import type { Response } from 'miniflare'
import { describe, expect, it } from 'vitest'
import { createAtelier, createStaffAccount } from '#tests/helpers/atelier.ts'
import { workerDatabases } from '#tests/helpers/shop-move.ts'
import { getPage, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createAdmin,
  createTenant,
  type DatabaseName,
  database,
  markMoving,
  orderBody,
  placeOrder,
  readError,
  readJson,
  runCron,
  SHOP_DATABASES,
  seedProduct,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'
import { abortMove, moveShop, SimulatedCrash } from '../../scripts/lib/shop-move.ts'
import { SHOP_TABLES } from '../../scripts/lib/shop-move-tables.ts'

setupWorker()

const MOVING = /maintenance/

async function expectMoving(res: Response) {
  expect(res.status).toBe(503)
  expect(res.headers.get('retry-after')).toBe('60')
  const body = await readError(res)
  expect(body.error.code).toBe('UNAVAILABLE')
  expect(body.error.message).toMatch(MOVING)
}

describe('a shop being moved between databases (shop:move)', () => {
  it("refuses the merchant's writes with a French 503 and Retry-After, answers its reads, and takes writes again once moved", async () => {
    const tenant = await createAtelier()
    const product = await seedProduct(tenant, { name: 'Pagne indigo' })
    await markMoving(tenant, 'SHOP_DB_1')

    await expectMoving(
      await api('POST', '/api/categories', { token: tenant.token, json: { name: 'Bazin' } }),
    )
    await expectMoving(
      await api('POST', '/api/atelier/services', {
        token: tenant.token,
        json: { name: 'Ourlet', price: '1000' },
      }),
    )
    const read = await api('GET', `/api/products/${product.id}`, { token: tenant.token })
    expect(read.status).toBe(200)
    expect((await api('GET', '/api/atelier/services', { token: tenant.token })).status).toBe(200)

    await markMoving(tenant, null)
    const after = await api('POST', '/api/categories', {
      token: tenant.token,
      json: { name: 'Bazin' },
    })
    expect(after.status).toBe(201)
  })

  it("refuses a staff member's atelier writes while their shop moves", async () => {
    const owner = await createAtelier()
    const staff = await createStaffAccount(owner, 'manager')
    const write = () =>
      api('POST', '/api/atelier/services', {
        token: staff.token,
        json: { name: 'Broderie', price: '2000' },
      })
    await markMoving(owner, 'SHOP_DB_2')
    await expectMoving(await write())
    expect((await api('GET', '/api/atelier/services', { token: staff.token })).status).toBe(200)
    await markMoving(owner, null)
    expect((await write()).status).toBe(201)
  })

  it("keeps the storefront's pages up and answers its forms and the public order API with a French 503 page", async () => {
    const tenant = await createAtelier()
    const product = await seedProduct(tenant, { name: 'Boubou brodé' })
    await markMoving(tenant, 'SHOP_DB_1')

    const home = await getPage(`/${tenant.store.slug}/home`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Boubou brodé')

    const contact = await postForm(`/${tenant.store.slug}/contact`, {
      fullName: 'Mariam Zongo',
      email: 'mariam@example.com',
      phone: '+226 70 11 22 33',
      message: 'Livrez-vous à Koudougou ?',
    })
    expect(contact.status).toBe(503)
    expect(contact.headers.get('retry-after')).toBe('60')
    const page = await contact.text()
    expect(page).toContain('Boutique en maintenance')
    expect(page).toContain("votre demande n'a pas été enregistrée")

    const order = await postForm(`/${tenant.store.slug}/order`, {
      productId: product.id,
      quantity: '1',
      firstName: 'Fatou',
      lastName: 'Diallo',
      phone: '76543210',
      city: 'Ouagadougou',
    })
    expect(order.status).toBe(503)
    await expectMoving(
      await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 1 }])),
    )
    const enquiries = await database('DB')
      .prepare('SELECT count(*) AS n FROM enquiries WHERE store_id = ?')
      .bind(tenant.store.id)
      .first<{ n: number }>()
    expect(enquiries?.n).toBe(0)

    await markMoving(tenant, null)
    const placed = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(placed.status).toBe(201)
  })
})

const shopRowsIn = async (name: DatabaseName, storeId: string) => {
  let n = 0
  for (const t of SHOP_TABLES)
    n += (await database(name)
      .prepare(`SELECT count(*) AS n FROM ${t.table} WHERE ${t.scope}`)
      .bind(storeId)
      .first<{ n: number }>())!.n
  return n
}

describe('an interrupted shop:move', () => {
  it('leaves the shop whole and served from its source, writes refused until --abort; the move then goes through', async () => {
    const tenant = await createAtelier()
    const product = await seedProduct(tenant, { name: 'Pagne wax' })
    expect(
      (await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity: 1 }])))
        .status,
    ).toBe(201)
    const crash = (step: string) => {
      if (step === 'copied') throw new SimulatedCrash('arrêt brutal')
    }
    await expect(
      moveShop(workerDatabases, tenant.store.slug, 'SHOP_DB_2', { log: () => {}, after: crash }),
    ).rejects.toThrow(SimulatedCrash)
    expect(await shopRowsIn('SHOP_DB_2', tenant.store.id)).toBeGreaterThan(0)

    // Served from the source: its pages, the merchant's orders; writes wait.
    const page = await getPage(`/${tenant.store.slug}/products/${product.id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Pagne wax')
    const orders = await api('GET', '/api/orders', { token: tenant.token })
    expect((await readJson<{ total: number }>(orders)).total).toBe(1)
    await expectMoving(
      await api('POST', '/api/categories', { token: tenant.token, json: { name: 'Wax' } }),
    )

    await abortMove(workerDatabases, tenant.store.slug, () => {})
    expect(await shopRowsIn('SHOP_DB_2', tenant.store.id)).toBe(0)
    const write = await api('POST', '/api/categories', {
      token: tenant.token,
      json: { name: 'Wax' },
    })
    expect(write.status).toBe(201)

    await moveShop(workerDatabases, tenant.store.slug, 'SHOP_DB_2', { log: () => {} })
    expect(await shopRowsIn('DB', tenant.store.id)).toBe(0)
    const moved = await getPage(`/${tenant.store.slug}/products/${product.id}`)
    expect(await moved.text()).toContain('Pagne wax')
    const after = await api('GET', '/api/orders', { token: tenant.token })
    expect((await readJson<{ total: number }>(after)).total).toBe(1)
  })
})

/** A message due now, in one database's outbox, as a shop's event would have queued it. */
async function queueDue(on: DatabaseName, storeId: string, now: number) {
  const id = `out_due_${storeId}_${now}`
  await database(on)
    .prepare(
      `INSERT INTO outbox (id, channel, recipient, template, subject, body, status, attempts,
         next_attempt_at, created_at, store_id)
       VALUES (?, 'email', 'marchand@example.com', 'order-placed', 'Commande', 'Nouvelle commande',
         'pending', 0, ?, ?, ?)`,
    )
    .bind(id, now - 60, now - 60, storeId)
    .run()
  return async () =>
    (await database(on)
      .prepare('SELECT attempts FROM outbox WHERE id = ?')
      .bind(id)
      .first<{ attempts: number }>())!.attempts
}

describe('a switched move whose last step, the delete at the source, was interrupted', () => {
  it("leaves the rows left at the source alone in the scheduled round (no message sent, no order expired there) while it serves the database's other shops, until shop:move finishes", async () => {
    const now = Math.floor(Date.now() / 1000)
    const tenant = await createAtelier()
    const product = await seedProduct(tenant, { name: 'Pagne wax', stock: '5' })
    const placed = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(placed.status).toBe(201)
    const order = await readJson<{ id: string }>(placed)
    const from = (await shopDb(tenant)).name as DatabaseName
    const to = SHOP_DATABASES.find((name) => name !== from)!
    let neighbour = await createTenant()
    while ((await shopDb(neighbour)).name !== from) neighbour = await createTenant()

    const crash = (step: string) => {
      if (step === 'switched') throw new SimulatedCrash('arrêt brutal')
    }
    await expect(
      moveShop(workerDatabases, tenant.store.slug, to, { log: () => {}, after: crash }),
    ).rejects.toThrow(SimulatedCrash)
    const route = await database('DB')
      .prepare('SELECT database, moving_to, moved_from FROM stores WHERE id = ?')
      .bind(tenant.store.id)
      .first()
    expect(route).toEqual({ database: to, moving_to: null, moved_from: from })

    // On the dead copy: an order past its transfer's delay and a message due. A round acting on
    // them would expire an order the shop still holds open and send the message a second time.
    await database(from)
      .prepare(
        "UPDATE orders SET payment_method = 'transfer', payment_status = 'unpaid', payment_due_at = ? WHERE id = ?",
      )
      .bind(now - 3600, order.id)
      .run()
    const leftAttempts = await queueDue(from, tenant.store.id, now)
    const neighbourAttempts = await queueDue(from, neighbour.store.id, now)

    expect(await runCron(now * 1000)).toBe('ok')

    expect(await leftAttempts()).toBe(0)
    const left = await database(from)
      .prepare('SELECT expired_at, status FROM orders WHERE id = ?')
      .bind(order.id)
      .first()
    expect(left).toEqual({ expired_at: null, status: 'pending' })
    // The database's other shops are served: their message was tried (no e-mail API in tests).
    expect(await neighbourAttempts()).toBe(1)

    await moveShop(workerDatabases, tenant.store.slug, to, { log: () => {} })
    expect(await shopRowsIn(from, tenant.store.id)).toBe(0)
  })
})

/** The subscription notices a shop's database holds: its bell's, and its alerts'. */
async function noticesIn(on: DatabaseName, storeId: string) {
  const bell = await database(on)
    .prepare("SELECT title FROM notifications WHERE store_id = ? AND type = 'subscription'")
    .bind(storeId)
    .all<{ title: string }>()
  const alerts = await database(on)
    .prepare("SELECT channel FROM outbox WHERE store_id = ? AND template = 'subscription'")
    .bind(storeId)
    .all<{ channel: string }>()
  return { bell: bell.results.length, alerts: alerts.results.length }
}

const waitingNotices = async (storeId: string) =>
  (await database('DB')
    .prepare('SELECT count(*) AS n FROM shop_notices_waiting WHERE store_id = ?')
    .bind(storeId)
    .first<{ n: number }>())!.n

const suspend = async (storeId: string) => {
  const admin = await createAdmin()
  return api('PATCH', `/api/admin/shops/${storeId}/status`, {
    token: admin.token,
    json: { status: 'suspended', reason: 'Vérification en cours' },
  })
}

describe('a platform notice to a shop being moved (a subscription change told to the merchant)', () => {
  it('keeps it in the directory, out of both copies, so the move goes through; the round tells the merchant once the move is over', async () => {
    const tenant = await createVerifiedTenant()
    const from = (await shopDb(tenant)).name as DatabaseName
    const to = SHOP_DATABASES.find((name) => name !== from)!
    // The administrator suspends the shop between the copy and its verification.
    let answer = 0
    const adminActs = async (step: string) => {
      if (step === 'copied') answer = (await suspend(tenant.store.id)).status
    }
    await moveShop(workerDatabases, tenant.store.slug, to, { log: () => {}, after: adminActs })
    expect(answer).toBe(200)
    expect((await shopDb(tenant)).name).toBe(to)
    const sub = await database('DB')
      .prepare('SELECT status FROM subscriptions WHERE store_id = ?')
      .bind(tenant.store.id)
      .first<{ status: string }>()
    expect(sub?.status).toBe('suspended')
    expect(await noticesIn(to, tenant.store.id)).toEqual({ bell: 0, alerts: 0 })
    expect(await waitingNotices(tenant.store.id)).toBe(1)

    const now = Date.now()
    expect(await runCron(now)).toBe('ok')
    expect(await noticesIn(to, tenant.store.id)).toEqual({ bell: 1, alerts: 2 })
    expect(await waitingNotices(tenant.store.id)).toBe(0)
    expect(await runCron(now + 300_000)).toBe('ok')
    expect(await noticesIn(to, tenant.store.id)).toEqual({ bell: 1, alerts: 2 })
  })

  it('lets it wait while the shop is marked moving (markMoving), through rounds, and writes it once the mark is gone', async () => {
    const tenant = await createVerifiedTenant()
    const on = (await shopDb(tenant)).name as DatabaseName
    await markMoving(tenant, SHOP_DATABASES.find((name) => name !== on)!)
    expect((await suspend(tenant.store.id)).status).toBe(200)
    expect(await noticesIn(on, tenant.store.id)).toEqual({ bell: 0, alerts: 0 })
    const now = Date.now()
    expect(await runCron(now)).toBe('ok')
    expect(await waitingNotices(tenant.store.id)).toBe(1)

    await markMoving(tenant, null)
    expect(await runCron(now + 300_000)).toBe('ok')
    expect(await noticesIn(on, tenant.store.id)).toEqual({ bell: 1, alerts: 2 })
    expect(await waitingNotices(tenant.store.id)).toBe(0)
  })
})

// Last in the file: its shop shifts where the shops created after it are placed.
describe("the directory's copy of a shop's row", () => {
  it("keeps the directory's routing columns when a write copies the shop's row there (a switched move's moved_from survives)", async () => {
    const tenant = await createTenant()
    const directory = database('DB')
    const placed = await directory
      .prepare('SELECT database FROM stores WHERE id = ?')
      .bind(tenant.store.id)
      .first<{ database: string }>()
    const leftOn = SHOP_DATABASES.find((name) => name !== placed!.database)!
    await directory
      .prepare('UPDATE stores SET moved_from = ? WHERE id = ?')
      .bind(leftOn, tenant.store.id)
      .run()
    // A product write copies the shop's row to the directory (its product_count).
    await seedProduct(tenant, { name: 'Bazin riche' })
    const row = await directory
      .prepare('SELECT database, moved_from, product_count FROM stores WHERE id = ?')
      .bind(tenant.store.id)
      .first<{ database: string; moved_from: string | null; product_count: number }>()
    expect(row).toEqual({ database: placed!.database, moved_from: leftOn, product_count: 1 })
  })
})
