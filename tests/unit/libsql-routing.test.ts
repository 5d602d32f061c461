import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  libsqlDatabasesFromEnv,
  tursoDatabaseToCreate,
} from '../../scripts/lib/libsql-databases.ts'
import { batch } from '../../worker/db/client.ts'
import { databasesToVisit, perShopDatabaseName } from '../../worker/db/databases.ts'
import { parseLibsqlDatabases } from '../../worker/db/libsql.ts'
import { outbox, plans, shopDatabases, stores } from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { runScheduledJobs } from '../../worker/jobs.ts'
import { placeOrder } from '../../worker/services/orders/intake.ts'
import { listOrders } from '../../worker/services/orders/orders.ts'
import { queueMessage } from '../../worker/services/outbox.ts'
import { createProduct } from '../../worker/services/products.ts'
import { loadProducts } from '../../worker/storefront/loaders.ts'
import {
  addPicture,
  libsqlPlatformPerTest,
  openShop,
  routed,
  shopRowsIn,
} from '../helpers/libsql.ts'

// ADR 036, "libsql": the routing of shops over databases runs on libsql (Turso) as on D1,
// shown here on local libsql files, several shops to a database or one database per shop.

const newPlatform = libsqlPlatformPerTest()

/** A product and a shopper's order for it, both through the services on the shop's ctx. */
async function sell(shop: StoreCtx) {
  // A product needs a picture; the upload's row, as `putImage` writes it, with the shop's rows.
  const imageId = await addPicture(shop)
  const product = await createProduct(shop, {
    name: 'Beurre de karité',
    description: 'Pur',
    price: '2500',
    stock: '5',
    imageId,
  })
  const row = (await shop.db.select().from(stores).where(eq(stores.id, shop.store.id)).get())!
  const order = await placeOrder(shop, row, {
    firstName: 'Client',
    lastName: 'Un',
    phone: '70001000',
    city: 'Ouaga',
    items: [{ productId: product.id, quantity: 1 }],
  })
  return { product, order }
}

describe('libsql databases, several shops to a database', () => {
  it('spreads new shops over the open shop databases and keeps the count in the directory', async () => {
    const platform = await newPlatform('groups')
    const { ctx } = platform
    const shops = []
    for (const n of [1, 2, 3, 4]) shops.push(await openShop(ctx, n))
    expect(shops.map((s) => s.store.database)).toEqual([
      'SHOP_DB_1',
      'SHOP_DB_2',
      'SHOP_DB_1',
      'SHOP_DB_2',
    ])
    const counts = await ctx.directory.select().from(shopDatabases).all()
    expect(Object.fromEntries(counts.map((r) => [r.name, r.shopCount]))).toEqual({
      DB: 0,
      SHOP_DB_1: 2,
      SHOP_DB_2: 2,
    })
  })

  it("writes a shop's products and orders in its database file only, and reads them back through the routing", async () => {
    const platform = await newPlatform('groups')
    const { ctx, files } = platform
    const first = await openShop(ctx, 1)
    const second = await openShop(ctx, 2)
    expect([first.store.database, second.store.database]).toEqual(['SHOP_DB_1', 'SHOP_DB_2'])
    const { product, order } = await sell(first)

    for (const table of ['stores', 'products', 'orders']) {
      expect(await shopRowsIn(files.SHOP_DB_1!, table, first.store.id)).toBe(1)
      expect(await shopRowsIn(files.SHOP_DB_2!, table, first.store.id)).toBe(0)
    }
    // The directory keeps the shop's routing row, and none of its products or orders.
    expect(await shopRowsIn(files.DB!, 'stores', first.store.id)).toBe(1)
    expect(await shopRowsIn(files.DB!, 'products', first.store.id)).toBe(0)
    expect(await shopRowsIn(files.DB!, 'orders', first.store.id)).toBe(0)

    const again = await routed(ctx, 'boutique-1')
    expect((await listOrders(again, {})).items.map((o) => o.id)).toEqual([order.id])
    const row = (await again.db.select().from(stores).where(eq(stores.id, again.store.id)).get())!
    const page = await loadProducts(again, row, '', '', 1)
    expect(page.products.items.map((p) => p.id)).toEqual([product.id])
    // The other shop, on the other file, sees none of it.
    expect((await listOrders(await routed(ctx, 'boutique-2'), {})).items).toEqual([])
  })

  it('fails loudly for a shop recorded on a database that is not configured', async () => {
    const platform = await newPlatform('groups')
    const { ctx } = platform
    const shop = await openShop(ctx, 1)
    await ctx.directory
      .update(stores)
      .set({ database: 'SHOP_DB_9' })
      .where(eq(stores.id, shop.store.id))
    await expect(routed(ctx, 'boutique-1')).rejects.toThrow(
      'database SHOP_DB_9 is not configured (LIBSQL_DATABASES)',
    )
  })
})

describe('libsql databases, one database per shop', () => {
  it('gives each new shop its own database, migrated, and routes its reads and writes there', async () => {
    const platform = await newPlatform('per-shop')
    const { ctx, files, shopFile } = platform
    const first = await openShop(ctx, 1)
    const second = await openShop(ctx, 2)
    const name = perShopDatabaseName(first.store.id)
    expect(first.store.database).toBe(name)
    expect(second.store.database).toBe(perShopDatabaseName(second.store.id))
    expect(existsSync(shopFile(name))).toBe(true)
    // Migrated before the shop's rows went in: the seeded plans are there.
    expect((await first.db.select().from(plans).all()).length).toBeGreaterThan(0)

    const { product, order } = await sell(first)
    for (const table of ['stores', 'products', 'orders']) {
      expect(await shopRowsIn(shopFile(name), table, first.store.id)).toBe(1)
      expect(await shopRowsIn(shopFile(second.store.database), table, first.store.id)).toBe(0)
    }
    expect(await shopRowsIn(files.DB!, 'orders', first.store.id)).toBe(0)
    const again = await routed(ctx, 'boutique-1')
    expect((await listOrders(again, {})).items.map((o) => o.id)).toEqual([order.id])
    const row = (await again.db.select().from(stores).where(eq(stores.id, again.store.id)).get())!
    const page = await loadProducts(again, row, '', '', 1)
    expect(page.products.items.map((p) => p.id)).toEqual([product.id])
  })

  it("visits every shop's database in a scheduled round", async () => {
    const platform = await newPlatform('per-shop', { MESSAGES_TRANSPORT: 'dev' })
    const { ctx } = platform
    const first = await openShop(ctx, 1)
    const second = await openShop(ctx, 2)
    const visited = await databasesToVisit(ctx.directory, ctx.env)
    expect(visited.sort()).toEqual(['DB', first.store.database, second.store.database].sort())
    const message = { channel: 'email' as const, to: 'awa2@example.com', template: 't' }
    await batch(second.db, [queueMessage(second, { ...message, subject: 'S', body: 'B' })])
    const round = await runScheduledJobs(ctx.env, new Date(Date.now() + 1000))
    // The directory's sign-up messages leave in the same round; the shop's own is checked below.
    expect(round.outbox).toMatchObject({ status: 'fulfilled', value: { failed: 0 } })
    expect(
      await second.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.template, 't'))
        .all(),
    ).toEqual([{ status: 'sent' }])
  })
})

describe('libsql configuration', () => {
  it('reads named databases, and refuses a list without the directory', () => {
    expect(parseLibsqlDatabases(' DB=libsql://dir-x.turso.io , SHOP_DB_1=file:/s/1.db ')).toEqual([
      ['DB', 'libsql://dir-x.turso.io'],
      ['SHOP_DB_1', 'file:/s/1.db'],
    ])
    expect(() => parseLibsqlDatabases('DB')).toThrow('not NAME=url')
    expect(() => libsqlDatabasesFromEnv({ LIBSQL_DATABASES: 'SHOP_DB_1=file:/s/1.db' })).toThrow(
      'must name the directory, DB',
    )
    expect(libsqlDatabasesFromEnv({})).toBeNull()
  })

  it('places per shop only with a URL template, and leaves Turso databases to the Platform API', async () => {
    expect(() =>
      libsqlDatabasesFromEnv({ LIBSQL_DATABASES: 'DB=file:/d.db', LIBSQL_PLACEMENT: 'per-shop' }),
    ).toThrow('LIBSQL_SHOP_URL')
    const databases = libsqlDatabasesFromEnv({
      LIBSQL_DATABASES: 'DB=libsql://dir-org.turso.io',
      LIBSQL_PLACEMENT: 'per-shop',
      LIBSQL_SHOP_URL: 'libsql://{name}-org.turso.io',
    })!
    await expect(databases.createShopDatabase!('shop-abc')).rejects.toThrow(
      tursoDatabaseToCreate('shop-abc'),
    )
    databases.close()
  })
})
