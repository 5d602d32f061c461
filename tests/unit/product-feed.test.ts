import { describe, expect, it } from 'vitest'
import { productFeed } from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { keepProductFeed, newestFeedFirst } from '../../worker/services/product-feed.ts'
import { createProduct, deleteProduct } from '../../worker/services/products.ts'
import {
  addPicture,
  type LibsqlPlatform,
  libsqlPlatformPerTest,
  openShop,
  rawSql,
} from '../helpers/libsql.ts'

// ADR 036: the directory's list of the platform's newest products, what the admin's products
// list and /galeries read instead of every shop database. Kept on write, trimmed and (once)
// filled by the scheduled round; shown here on two libsql shop databases.

const newPlatform = libsqlPlatformPerTest()

const SHOP_DATABASES = ['SHOP_DB_1', 'SHOP_DB_2'] as const

/** A product with its picture, through the services, as the merchant's form creates it. */
async function addProduct(shop: StoreCtx, name: string) {
  const imageId = await addPicture(shop, [4, 3])
  return createProduct(shop, { name, description: 'Fait main', price: '2500', stock: '5', imageId })
}

/** The list as the admin's page reads it: names, newest first. */
const listed = async (p: LibsqlPlatform) =>
  (
    await p.ctx.directory
      .select({ name: productFeed.name })
      .from(productFeed)
      .orderBy(...newestFeedFirst)
  ).map((r) => r.name)

/** Two shops, one on each shop database, and their products added in turn (a1, b1, a2, …). */
async function twoShopsSelling(p: LibsqlPlatform, each: number) {
  const a = await openShop(p.ctx, 1)
  const b = await openShop(p.ctx, 2)
  expect([a.store.database, b.store.database]).toEqual([...SHOP_DATABASES])
  const ids: Record<string, string> = {}
  for (let i = 1; i <= each; i++) {
    ids[`a${i}`] = (await addProduct(a, `a${i}`)).id
    ids[`b${i}`] = (await addProduct(b, `b${i}`)).id
  }
  return { a, b, ids }
}

describe('the directory’s list of the platform’s newest products', () => {
  it('takes each new product, from every shop database, with its picture', async () => {
    const platform = await newPlatform('groups')
    const { a } = await twoShopsSelling(platform, 2)
    expect(await listed(platform)).toEqual(['b2', 'a2', 'b1', 'a1'])
    const row = await platform.ctx.directory.select().from(productFeed).limit(1).get()
    expect(row).toMatchObject({ status: 'active', imageWidth: 4, imageHeight: 3 })
    expect(row?.imageKey).toMatch(/^s\/sto_/)
    expect(a.store.database).toBe('SHOP_DB_1')
  })

  it('lets a deleted product go', async () => {
    const platform = await newPlatform('groups')
    const { a, ids } = await twoShopsSelling(platform, 2)
    await deleteProduct(a, ids.a2!)
    expect(await listed(platform)).toEqual(['b2', 'b1', 'a1'])
  })

  it('is trimmed by the scheduled round to its newest rows, the rest left to the shops', async () => {
    const platform = await newPlatform('groups')
    await twoShopsSelling(platform, 3)
    expect(await keepProductFeed(platform.ctx, SHOP_DATABASES, 4)).toEqual({
      filled: 0,
      trimmed: 2,
    })
    expect(await listed(platform)).toEqual(['b3', 'a3', 'b2', 'a2'])
    // A round with nothing due changes nothing.
    expect(await keepProductFeed(platform.ctx, SHOP_DATABASES, 4)).toEqual({
      filled: 0,
      trimmed: 0,
    })
  })

  it('is filled, when empty, from the newest products of each shop database', async () => {
    const platform = await newPlatform('groups')
    const { ids } = await twoShopsSelling(platform, 3)
    // A platform migrated with products already written: their list starts empty. Distinct
    // creation times, a minute apart in the order they were added: a1 oldest, b3 newest.
    await rawSql(platform.files.DB!, 'DELETE FROM product_feed')
    const order = ['a1', 'b1', 'a2', 'b2', 'a3', 'b3']
    for (const [i, name] of order.entries())
      await rawSql(
        platform.files[name.startsWith('a') ? 'SHOP_DB_1' : 'SHOP_DB_2']!,
        `UPDATE products SET created_at = ${1_790_000_000 + i * 60} WHERE id = '${ids[name]}'`,
      )
    expect(await keepProductFeed(platform.ctx, SHOP_DATABASES, 4)).toEqual({
      filled: 4,
      trimmed: 0,
    })
    expect(await listed(platform)).toEqual(['b3', 'a3', 'b2', 'a2'])
    const row = await platform.ctx.directory.select().from(productFeed).limit(1).get()
    expect(row).toMatchObject({ status: 'active', imageWidth: 4, imageHeight: 3 })
    expect(row?.createdAt).toBeInstanceOf(Date)
  })
})
