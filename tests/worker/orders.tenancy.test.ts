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

describe('tenant isolation: orders', () => {
  it('returns 404 NOT_FOUND for another merchant’s order', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    const product = await seedProduct(a)
    const placed = await readJson<Order>(
      await placeOrder(a.store.slug, orderBody([{ productId: product.id, quantity: 1 }])),
    )
    const res = await api('GET', `/api/orders/${placed.id}`, { token: b.token })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
    const list = await readJson<{ total: number }>(
      await api('GET', '/api/orders', { token: b.token }),
    )
    expect(list.total).toBe(0)
  })

  it('returns 404 NOT_FOUND "Ce produit n\'est plus disponible" for another shop’s product', async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    const foreign = await seedProduct(other)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: foreign.id, quantity: 1 }]),
    )
    expect(res.status).toBe(404)
    expect((await readError(res)).error.message).toBe("Ce produit n'est plus disponible")
    expect((await productRow(foreign.id))?.stock).toBe(10)
  })
})
