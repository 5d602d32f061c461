import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  productBody,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  uploadImage,
} from '#tests/helpers/worker.ts'

setupWorker()

describe('tenant isolation: products', () => {
  it('returns 404 NOT_FOUND when reading a product owned by another tenant', async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    const product = await seedProduct(shopA)
    const res = await api('GET', `/api/products/${product.id}`, { token: shopB.token })
    expect(res.status).toBe(404)
    expect(await readError(res)).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('returns 404 NOT_FOUND when updating a product owned by another tenant, and leaves it unchanged', async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    const product = await seedProduct(shopA)
    const res = await api('PUT', `/api/products/${product.id}`, {
      token: shopB.token,
      json: productBody({ name: 'Volé', price: '1', stock: '0' }),
    })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
    expect(
      await readJson(await api('GET', `/api/products/${product.id}`, { token: shopA.token })),
    ).toEqual(product)
  })

  it('returns 404 NOT_FOUND when deleting a product owned by another tenant, and keeps it', async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    const product = await seedProduct(shopA)
    const res = await api('DELETE', `/api/products/${product.id}`, { token: shopB.token })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
    expect((await api('GET', `/api/products/${product.id}`, { token: shopA.token })).status).toBe(
      200,
    )
  })

  it('ignores a storeId sent in the body: the product lands in the caller’s shop, 201', async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    const image = await uploadImage(shopA)
    const res = await api('POST', '/api/products', {
      token: shopA.token,
      json: { ...productBody({ imageId: image.id, name: 'Injecté' }), storeId: shopB.store.id },
    })
    expect(res.status).toBe(201)
    const { id } = await readJson<{ id: string }>(res)
    expect((await api('GET', `/api/products/${id}`, { token: shopA.token })).status).toBe(200)
    expect((await api('GET', `/api/products/${id}`, { token: shopB.token })).status).toBe(404)
  })

  it('never lists another tenant’s products', async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    await seedProduct(shopA, { name: 'Secret de A' })
    const res = await api('GET', '/api/products?q=Secret', { token: shopB.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ items: [], total: 0 })
  })
})
