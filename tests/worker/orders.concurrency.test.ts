import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  type Order,
  orderBody,
  placeOrder,
  productRow,
  readError,
  readJson,
  seedProduct,
  setupWorker,
} from '#tests/helpers/worker.ts'

setupWorker()

describe('POST /api/publics/:slug/orders (concurrency)', () => {
  it('sells exactly the stock to 20 concurrent shoppers: 5 × 201, 15 × 409, no 5xx', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Édition limitée', stock: '5' })
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(
          tenant.store.slug,
          orderBody([{ productId: product.id, quantity: 1 }], {
            phone: `7000${String(i).padStart(4, '0')}`,
          }),
        ),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(15)
    for (const res of responses.filter((r) => r.status === 409)) {
      expect((await readError(res)).error).toMatchObject({
        code: 'CONFLICT',
        message: '« Édition limitée » est en rupture de stock',
      })
    }
    expect((await productRow(product.id))?.stock).toBe(0)
    const list = await readJson<{ items: Order[]; total: number }>(
      await api('GET', '/api/orders', { token: tenant.token }),
    )
    expect(list.total).toBe(5)
    expect(list.items).toHaveLength(5)
  })
})
