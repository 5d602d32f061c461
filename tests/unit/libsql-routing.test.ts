import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import {
  libsqlDatabasesFromEnv,
  tursoDatabaseToCreate,
} from '../../scripts/lib/libsql-databases.ts'
import { batch } from '../../worker/db/client.ts'
import {
  countShopOn,
  databasesToVisit,
  perShopDatabaseName,
  placeNewShop,
  withShop,
} from '../../worker/db/databases.ts'
import { parseLibsqlDatabases } from '../../worker/db/libsql.ts'
import { media, outbox, plans, shopDatabases, stores, users } from '../../worker/db/schema/index.ts'
import type { RequestCtx, StoreCtx } from '../../worker/env.ts'
import { runScheduledJobs } from '../../worker/jobs.ts'
import { newId } from '../../worker/lib/ids.ts'
import { placeOrder } from '../../worker/services/order-placement.ts'
import { listOrders } from '../../worker/services/orders.ts'
import { queueMessage } from '../../worker/services/outbox.ts'
import { createProduct } from '../../worker/services/products.ts'
import { toStoreRef } from '../../worker/services/stores.ts'
import { loadProducts } from '../../worker/storefront/loaders.ts'
import { type LibsqlPlatform, libsqlPlatform, shopRowsIn } from '../helpers/libsql.ts'

// ADR 036, "libsql": the routing of shops over databases runs on libsql (Turso) as on D1,
// shown here on local libsql files, several shops to a database or one database per shop.

let platform: LibsqlPlatform | undefined
afterEach(() => {
  platform?.cleanup()
  platform = undefined
})

/**
 * A merchant and their shop, written where ADR 036 puts them: the account in the directory;
 * the shop placed (`placeNewShop`), its row (and its owner's mirror row) in its database,
 * then its routing row and count in the directory. This is what `createStore` does once the
 * split lands (ADR 036, remaining work step 4); until then the test writes the same rows.
 */
async function openShop(ctx: RequestCtx, n: number): Promise<StoreCtx> {
  const owner = {
    id: newId('usr'),
    firstName: 'Awa',
    lastName: `${n}`,
    email: `awa${n}@example.com`,
    phone: `22670000${String(n).padStart(3, '0')}`,
    passwordHash: 'x',
    referralCode: `REF${n}${newId('ref').slice(4, 10)}`,
  }
  await ctx.directory.insert(users).values(owner)
  const id = newId('sto')
  const database = await placeNewShop(ctx.directory, ctx.env, id)
  const values = {
    id,
    ownerId: owner.id,
    name: `Boutique ${n}`,
    slug: `boutique-${n}`,
    phone: owner.phone,
    email: owner.email,
    database,
  }
  const user = { id: owner.id, role: 'user' as const }
  const shop = withShop({ ...ctx, user }, toStoreRef({ ...values, currency: 'XOF' } as never))
  await batch(shop.db, [
    shop.db.insert(users).values({ ...owner, passwordHash: '' }),
    shop.db.insert(stores).values(values),
  ])
  await batch(ctx.directory, [
    ctx.directory.insert(stores).values(values),
    countShopOn(ctx.directory, database),
  ])
  return shop
}

/** A product and a shopper's order for it, both through the services on the shop's ctx. */
async function sell(shop: StoreCtx) {
  // A product needs a picture; the upload's row, as `putImage` writes it, with the shop's rows.
  const imageId = newId('med')
  await shop.db.insert(media).values({
    id: imageId,
    storeId: shop.store.id,
    key: `s/${shop.store.id}/${imageId}.png`,
    contentType: 'image/png',
    bytes: 10,
    width: 1,
    height: 1,
  })
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

/** A shop as a request finds it: its routing row in the directory, then its database. */
async function routed(ctx: RequestCtx, slug: string): Promise<StoreCtx> {
  const row = (await ctx.directory.select().from(stores).where(eq(stores.slug, slug)).get())!
  return withShop({ ...ctx, user: { id: row.ownerId, role: 'user' } }, toStoreRef(row))
}

describe('libsql databases, several shops to a database', () => {
  it('spreads new shops over the open shop databases and keeps the count in the directory', async () => {
    platform = await libsqlPlatform('groups')
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
    platform = await libsqlPlatform('groups')
    const { ctx, files } = platform
    const first = await openShop(ctx, 1)
    const second = await openShop(ctx, 2)
    expect([first.store.database, second.store.database]).toEqual(['SHOP_DB_1', 'SHOP_DB_2'])
    const { product, order } = await sell(first)

    for (const table of ['stores', 'products', 'orders']) {
      expect(await shopRowsIn(files.SHOP_DB_1!, table, first.store.id)).toBe(1)
      expect(await shopRowsIn(files.SHOP_DB_2!, table, first.store.id)).toBe(0)
    }
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
    platform = await libsqlPlatform('groups')
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
    platform = await libsqlPlatform('per-shop')
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
    platform = await libsqlPlatform('per-shop', { MESSAGES_TRANSPORT: 'dev' })
    const { ctx } = platform
    const first = await openShop(ctx, 1)
    const second = await openShop(ctx, 2)
    const visited = await databasesToVisit(ctx.directory, ctx.env)
    expect(visited.sort()).toEqual(['DB', first.store.database, second.store.database].sort())
    const message = { channel: 'email' as const, to: 'awa2@example.com', template: 't' }
    await batch(second.db, [queueMessage(second, { ...message, subject: 'S', body: 'B' })])
    const round = await runScheduledJobs(ctx.env, new Date(Date.now() + 1000))
    expect(round.outbox).toMatchObject({ status: 'fulfilled', value: { sent: 1, failed: 0 } })
    expect(await second.db.select({ status: outbox.status }).from(outbox).all()).toEqual([
      { status: 'sent' },
    ])
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
