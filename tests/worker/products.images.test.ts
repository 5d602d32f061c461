import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  db,
  issuesOf,
  type Product,
  productBody,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  uploadImage,
} from '#tests/helpers/worker.ts'

setupWorker()

/** Extra pictures need a plan allowing more than one image per product (Premium: 8). */
async function premiumTenant() {
  const tenant = await createTenant()
  await (await db())
    .prepare(
      "UPDATE subscriptions SET plan_id = 'pln_premium', ends_at = unixepoch() + 86400 WHERE store_id = ?",
    )
    .bind(tenant.store.id)
    .run()
  return tenant
}

describe('extra product images', () => {
  it('saves the extra images in the order given and returns them with the product, 201', async () => {
    const tenant = await premiumTenant()
    const [a, b, c] = [
      await uploadImage(tenant),
      await uploadImage(tenant),
      await uploadImage(tenant),
    ]
    const product = await seedProduct(tenant, { extraImageIds: [c.id, a.id, b.id] })
    expect(product.images?.map((i) => i.id)).toEqual([c.id, a.id, b.id])
    expect(product.images?.[0]).toMatchObject({ url: c.url, width: 2, height: 2 })
    const read = await readJson<Product>(
      await api('GET', `/api/products/${product.id}`, { token: tenant.token }),
    )
    expect(read.images).toEqual(product.images)
  })

  it('replaces the list on edit, keeps it when the edit leaves it out, and empties it with [], 200', async () => {
    const tenant = await premiumTenant()
    const [a, b] = [await uploadImage(tenant), await uploadImage(tenant)]
    const product = await seedProduct(tenant, { extraImageIds: [a.id] })
    const put = async (extra: Record<string, unknown>) =>
      readJson<Product>(
        await api('PUT', `/api/products/${product.id}`, {
          token: tenant.token,
          json: productBody(extra),
        }),
      )
    expect((await put({ extraImageIds: [b.id, a.id] })).images?.map((i) => i.id)).toEqual([
      b.id,
      a.id,
    ])
    expect((await put({ name: 'Renommé' })).images?.map((i) => i.id)).toEqual([b.id, a.id])
    expect((await put({ extraImageIds: [] })).images).toEqual([])
  })

  it('returns 404 NOT_FOUND with an issue on extraImageIds for another shop’s image', async () => {
    const [tenant, other] = [await premiumTenant(), await premiumTenant()]
    const foreign = await uploadImage(other)
    const own = await uploadImage(tenant)
    const product = await seedProduct(tenant, { extraImageIds: [own.id] })
    const res = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: productBody({ extraImageIds: [own.id, foreign.id] }),
    })
    expect(res.status).toBe(404)
    expect(await issuesOf(res)).toEqual({ extraImageIds: 'Image introuvable' })
    const read = await readJson<Product>(
      await api('GET', `/api/products/${product.id}`, { token: tenant.token }),
    )
    expect(read.images?.map((i) => i.id)).toEqual([own.id])
  })

  it('returns 422 UNPROCESSABLE when more than 8 extra images are sent', async () => {
    const tenant = await premiumTenant()
    const main = await uploadImage(tenant)
    const extra = await uploadImage(tenant)
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({ imageId: main.id, extraImageIds: Array(9).fill(extra.id) }),
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).error).toMatchObject({
      code: 'UNPROCESSABLE',
      issues: [{ path: 'extraImageIds', message: '8 images supplémentaires au maximum' }],
    })
  })
})
