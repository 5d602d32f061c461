import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stores } from '../../worker/db/schema/index.ts'
import { ApiError } from '../../worker/lib/errors.ts'
import { createCategory } from '../../worker/services/categories.ts'
import { placeOrder } from '../../worker/services/orders/intake.ts'
import { createProduct } from '../../worker/services/products.ts'
import { loadHome, loadProductPage, loadProducts } from '../../worker/storefront/loaders.ts'
import { addPicture, libsqlCtx, type OneDatabaseCtx, openShop } from '../helpers/libsql.ts'

// The services written for D1 run unchanged on libsql (Turso): same schema, same batches,
// same CHECK guard against overselling.
let ctx: OneDatabaseCtx
let cleanup: () => void

beforeAll(async () => {
  ;({ ctx, cleanup } = await libsqlCtx())
})

afterAll(() => cleanup())

describe('services on libsql', () => {
  it('signs up, opens a shop, lists a product and refuses to oversell under concurrency', async () => {
    const storeCtx = await openShop(ctx, 1)
    const row = (await ctx.db.select().from(stores).where(eq(stores.id, storeCtx.store.id)).get())!
    const imageId = await addPicture(storeCtx)
    const category = await createCategory(storeCtx, { name: 'Karité' })
    const product = await createProduct(storeCtx, {
      name: 'Beurre',
      description: 'Pur',
      categoryId: category.id,
      price: '2500',
      stock: '3',
      imageId,
    })
    expect(product).toMatchObject({ price: 2500, stock: 3, categoryName: 'Karité' })

    // The storefront's one-batch reads (ADR 011): joined names stay apart on libsql too.
    const home = await loadHome(ctx, row)
    expect(home.featured).toEqual([
      expect.objectContaining({ name: 'Beurre', categoryName: 'Karité' }),
    ])
    expect(home.categories.map((c) => c.name)).toEqual(['Karité'])
    const page = await loadProductPage(ctx, row, product.id)
    expect(page.product).toMatchObject({ name: 'Beurre', categoryName: 'Karité', images: [] })
    // The storefront search's FTS5 index and its triggers (migration 0018) exist on libsql too.
    const found = await loadProducts(ctx, row, 'karite beurres', '', 1)
    expect(found.products.items.map((p) => p.id)).toEqual([product.id])

    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        placeOrder(ctx, row, {
          firstName: 'Client',
          lastName: `${i}`,
          phone: `7000100${i}`,
          city: 'Ouaga',
          items: [{ productId: product.id, quantity: 1 }],
        }),
      ),
    )
    const ok = attempts.filter((a) => a.status === 'fulfilled')
    const refused = attempts.filter((a) => a.status === 'rejected')
    expect(ok).toHaveLength(3)
    expect(refused.every((r) => r.reason instanceof ApiError && r.reason.code === 'CONFLICT')).toBe(
      true,
    )
    const after = await ctx.db.query.products.findFirst({
      where: (p, { eq }) => eq(p.id, product.id),
    })
    expect(after?.stock).toBe(0)
  })
})
