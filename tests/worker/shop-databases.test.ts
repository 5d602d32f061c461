import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { countIn, placeCatalogueOn } from '#tests/helpers/shop-databases.ts'
import {
  api,
  createAdmin,
  createTenant,
  type DatabaseName,
  database,
  readJson,
  runCron,
  SHOP_DATABASES,
  seedProduct,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'

setupWorker()

describe('where a shop lives (ADR 036)', () => {
  it('records a new shop on the open database holding the fewest shops, counted in the directory with it', async () => {
    type Placement = { name: string; open: number; shop_count: number }
    const placements = async () =>
      new Map(
        (
          await database('DB')
            .prepare('SELECT name, open, shop_count FROM shop_databases')
            .all<Placement>()
        ).results.map((r) => [r.name, r]),
      )
    const before = await placements()
    const tenant = await createTenant()
    const shop = await database('DB')
      .prepare('SELECT database FROM stores WHERE id = ?')
      .bind(tenant.store.id)
      .first<{ database: DatabaseName }>()
    const after = await placements()
    // The directory is closed for placement once shop databases are open (the test harness).
    expect(before.get('DB')?.open).toBe(0)
    expect(SHOP_DATABASES).toContain(shop?.database)
    const chosen = before.get(shop!.database)!
    expect(chosen.open).toBe(1)
    const fewest = Math.min(...SHOP_DATABASES.map((n) => before.get(n)?.shop_count ?? 0))
    expect(chosen.shop_count).toBe(fewest)
    expect(after.get(shop!.database)?.shop_count).toBe(chosen.shop_count + 1)
  })

  it('migrates every database to the same schema: the directory and the three shop databases', async () => {
    const tables = async (name: DatabaseName) =>
      (
        await database(name)
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
          .all<{ name: string }>()
      ).results.map((t) => t.name)
    const directory = await tables('DB')
    expect(directory).toContain('shop_databases')
    for (const name of SHOP_DATABASES) expect(await tables(name)).toEqual(directory)
  })
})

describe('a shop served from its own database', () => {
  it("gives the administrator a shop's figures from the database holding it", async () => {
    const admin = await createAdmin()
    const tenant = await createTenant()
    await seedProduct(tenant)
    await seedProduct(tenant)
    await placeCatalogueOn(tenant, 'SHOP_DB_3')
    const shop = await readJson<{ counts: { products: number } }>(
      await api('GET', `/api/admin/shops/${tenant.store.id}`, { token: admin.token }),
    )
    expect(shop.counts.products).toBe(2)
    const owner = await readJson<{ shop: { productCount: number } }>(
      await api('GET', `/api/admin/users/${tenant.user.id}`, { token: admin.token }),
    )
    expect(owner.shop.productCount).toBe(2)
  })

  it('shows the storefront and the merchant the catalogue of the database the shop is recorded on', async () => {
    const tenant = await createTenant({ name: `Boutique ${randomUUID().slice(0, 6)}` })
    const product = await seedProduct(tenant, { name: 'Bogolan de la base 2' })
    await placeCatalogueOn(tenant, 'SHOP_DB_2')

    const page = await api('GET', `/${tenant.store.slug}/products`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Bogolan de la base 2')

    const mine = await api('GET', `/api/products/${product.id}`, { token: tenant.token })
    expect(mine.status).toBe(200)
    expect(await readJson<{ name: string }>(mine)).toMatchObject({ name: 'Bogolan de la base 2' })
  })

  it("keeps shops on different databases apart: neither reads the other's product, each product is in its own database only", async () => {
    const a = await createTenant({ name: `Boutique A ${randomUUID().slice(0, 6)}` })
    const b = await createTenant({ name: `Boutique B ${randomUUID().slice(0, 6)}` })
    const productA = await seedProduct(a, { name: 'Pagne de A' })
    const productB = await seedProduct(b, { name: 'Pagne de B' })
    await placeCatalogueOn(a, 'SHOP_DB_1')
    await placeCatalogueOn(b, 'SHOP_DB_2')

    expect((await api('GET', `/api/products/${productA.id}`, { token: a.token })).status).toBe(200)
    expect((await api('GET', `/api/products/${productB.id}`, { token: a.token })).status).toBe(404)
    expect((await api('GET', `/api/products/${productA.id}`, { token: b.token })).status).toBe(404)
    const pageB = await (await api('GET', `/${b.store.slug}/products`)).text()
    expect(pageB).toContain('Pagne de B')
    expect(pageB).not.toContain('Pagne de A')

    expect(await countIn('SHOP_DB_1', 'products', productA.id)).toBe(1)
    expect(await countIn('SHOP_DB_2', 'products', productB.id)).toBe(1)
    for (const name of ['DB', 'SHOP_DB_2', 'SHOP_DB_3'] as const) {
      expect(await countIn(name, 'products', productA.id)).toBe(0)
    }
    for (const name of ['DB', 'SHOP_DB_1', 'SHOP_DB_3'] as const) {
      expect(await countIn(name, 'products', productB.id)).toBe(0)
    }
  })
})

/** A pending message due a minute ago, straight into database `name`. */
async function dueMessageIn(name: DatabaseName) {
  const id = `out_${randomUUID()}`
  await database(name)
    .prepare(
      `INSERT INTO outbox (id, channel, recipient, template, subject, body, next_attempt_at)
       VALUES (?, 'email', 'awa@boutiko.test', 'order-placed', 'Commande', 'Commande', unixepoch() - 60)`,
    )
    .bind(id)
    .run()
  return id
}

const attemptsOf = async (name: DatabaseName, id: string) =>
  (
    await database(name)
      .prepare('SELECT attempts FROM outbox WHERE id = ?')
      .bind(id)
      .first<{ attempts: number }>()
  )?.attempts

describe('the scheduled round', () => {
  it('goes on to the next databases when one of them fails', async () => {
    const id = await dueMessageIn('SHOP_DB_3')
    // SHOP_DB_2 loses its outbox for the round (put back after): its delivery fails.
    await database('SHOP_DB_2').exec('ALTER TABLE outbox RENAME TO outbox_away')
    try {
      expect(await runCron(Date.now())).toBe('ok')
    } finally {
      await database('SHOP_DB_2').exec('ALTER TABLE outbox_away RENAME TO outbox')
    }
    expect(await attemptsOf('SHOP_DB_3', id)).toBe(1)
  })

  it('delivers the messages due in every shop database, not only in the directory', async () => {
    const id = await dueMessageIn('SHOP_DB_3')
    expect(await runCron(Date.now())).toBe('ok')
    const row = await database('SHOP_DB_3')
      .prepare('SELECT attempts, last_error FROM outbox WHERE id = ?')
      .bind(id)
      .first<{ attempts: number; last_error: string | null }>()
    // Claimed and handed to the transport (none is configured in tests: it waits for a retry).
    expect(row).toEqual({ attempts: 1, last_error: expect.any(String) })
  })

  it('purges the contact codes a shop database holds once expired for a day', async () => {
    const tenant = await createTenant()
    const own = await shopDb(tenant)
    // A code proving the shop's e-mail, as sending one writes it, two days past its end.
    await own
      .prepare(
        `INSERT INTO auth_tokens (id, purpose, token_hash, code_hash, expires_at, store_id, target)
         VALUES (?, 'shop-email', ?, 'x', unixepoch() - 2 * 86400, ?, ?)`,
      )
      .bind(`atk_${randomUUID()}`, randomUUID(), tenant.store.id, tenant.store.email)
      .run()
    const codes = async () =>
      (await own
        .prepare('SELECT count(*) AS n FROM auth_tokens WHERE store_id = ?')
        .bind(tenant.store.id)
        .first<{ n: number }>())!.n
    expect(await codes()).toBe(1)
    expect(await runCron(Date.now())).toBe('ok')
    expect(await codes()).toBe(0)
  })
})
