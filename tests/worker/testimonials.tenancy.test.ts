import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Testimonial } from '#worker/schemas/testimonials.ts'

setupWorker()

const body = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  name: 'Fatou Diallo',
  rating: 4,
  kind: 'text',
  text: 'Très beau pagne.',
  ...overrides,
})

async function create(tenant: Tenant, json: unknown): Promise<Testimonial> {
  const res = await api('POST', '/api/testimonials', { token: tenant.token, json })
  expect(res.status).toBe(201)
  return readJson<Testimonial>(res)
}

describe('tenant isolation: testimonials', () => {
  it("returns 404 NOT_FOUND for another shop's testimonial on GET, PUT and DELETE, and leaves it unchanged", async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    const [productA, productB] = [await seedProduct(shopA), await seedProduct(shopB)]
    const mine = await create(shopA, body(productA.id))
    const url = `/api/testimonials/${mine.id}`
    const responses = [
      await api('GET', url, { token: shopB.token }),
      await api('PUT', url, { token: shopB.token, json: body(productB.id, { name: 'Volé' }) }),
      await api('DELETE', url, { token: shopB.token }),
    ]
    for (const res of responses) {
      expect(res.status).toBe(404)
      expect((await readError(res)).error.code).toBe('NOT_FOUND')
    }
    expect(await readJson(await api('GET', url, { token: shopA.token }))).toEqual(mine)
  })

  it('never lists another shop’s testimonials, even filtered by its product id', async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    const productA = await seedProduct(shopA)
    await create(shopA, body(productA.id))
    const res = await api('GET', `/api/testimonials?productId=${productA.id}`, {
      token: shopB.token,
    })
    expect(await readJson(res)).toMatchObject({ items: [], total: 0 })
  })

  it('ignores a storeId sent in the body: the testimonial lands in the caller’s shop', async () => {
    const [shopA, shopB] = [await createTenant(), await createTenant()]
    const productA = await seedProduct(shopA)
    const created = await create(shopA, { ...body(productA.id), storeId: shopB.store.id })
    const row = await (await shopDb(shopA))
      .prepare('SELECT store_id FROM testimonials WHERE id = ?')
      .bind(created.id)
      .first<{ store_id: string }>()
    expect(row?.store_id).toBe(shopA.store.id)
  })
})
