import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createMerchant,
  createTenant,
  type Product,
  readError,
  readJson,
  seedCategory,
  seedProduct,
  setupWorker,
} from '#tests/helpers/worker.ts'

setupWorker()

type Category = { id: string; name: string; description: string | null; productCount: number }
const list = async (tenant: { token: string }) =>
  (
    await readJson<{ items: Category[] }>(
      await api('GET', '/api/categories', { token: tenant.token }),
    )
  ).items

describe('POST /api/categories', () => {
  it('creates a category and returns 201', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/categories', {
      token: tenant.token,
      json: { name: ' Pagnes ', description: 'Wax et bazin' },
    })
    expect(res.status).toBe(201)
    const body = await readJson<Category>(res)
    expect(body).toEqual({
      id: expect.stringMatching(/^cat_/),
      name: 'Pagnes',
      description: 'Wax et bazin',
      productCount: 0,
    })
  })

  it('returns 409 CONFLICT with an issue on name when the shop already has that name', async () => {
    const tenant = await createTenant()
    await seedCategory(tenant, 'Sacs')
    const res = await api('POST', '/api/categories', {
      token: tenant.token,
      json: { name: 'Sacs' },
    })
    expect(res.status).toBe(409)
    const body = await readError(res)
    expect(body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Une catégorie porte déjà ce nom',
    })
    expect(body.error.issues).toEqual([
      { path: 'name', message: 'Une catégorie porte déjà ce nom' },
    ])
  })

  it('lets two shops use the same name, and returns 201', async () => {
    const [a, b] = [await createTenant(), await createTenant()]
    await seedCategory(a, 'Chaussures')
    const res = await api('POST', '/api/categories', {
      token: b.token,
      json: { name: 'Chaussures' },
    })
    expect(res.status).toBe(201)
  })

  it('returns 422 UNPROCESSABLE with an issue on name when it is empty', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/categories', { token: tenant.token, json: { name: '' } })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toEqual([
      { path: 'name', message: 'Le champ est vide' },
    ])
  })

  it('returns 404 NOT_FOUND "Configurez d\'abord votre boutique" for a merchant without a shop', async () => {
    const merchant = await createMerchant()
    const res = await api('POST', '/api/categories', {
      token: merchant.token,
      json: { name: 'Sacs' },
    })
    expect(res.status).toBe(404)
    expect((await readError(res)).error).toMatchObject({
      code: 'NOT_FOUND',
      message: "Configurez d'abord votre boutique",
    })
  })

  it('returns 401 UNAUTHORIZED without a token and 403 FORBIDDEN for an admin', async () => {
    expect((await api('POST', '/api/categories', { json: { name: 'Sacs' } })).status).toBe(401)
    const admin = await createAdmin()
    const res = await api('POST', '/api/categories', { token: admin.token, json: { name: 'Sacs' } })
    expect(res.status).toBe(403)
    expect((await readError(res)).error.code).toBe('FORBIDDEN')
  })
})

describe('GET /api/categories', () => {
  it('returns 200 with the shop’s categories by name, with their product counts', async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    const bags = await seedCategory(tenant, 'Sacs')
    await seedCategory(tenant, 'Bijoux')
    await seedCategory(other, 'Autre boutique')
    await seedProduct(tenant, { categoryId: bags.id })
    await seedProduct(tenant, { categoryId: bags.id })

    const res = await api('GET', '/api/categories', { token: tenant.token })
    expect(res.status).toBe(200)
    const { items } = await readJson<{ items: Category[] }>(res)
    expect(items.map((c) => [c.name, c.productCount])).toEqual([
      ['Bijoux', 0],
      ['Sacs', 2],
    ])
  })
})

describe('PUT /api/categories/:id', () => {
  it('renames a category and returns 200', async () => {
    const tenant = await createTenant()
    const category = await seedCategory(tenant, 'Sac')
    const res = await api('PUT', `/api/categories/${category.id}`, {
      token: tenant.token,
      json: { name: 'Sacs', description: 'Cuir' },
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({
      id: category.id,
      name: 'Sacs',
      description: 'Cuir',
    })
  })

  it('returns 409 CONFLICT when renaming to a name the shop already has', async () => {
    const tenant = await createTenant()
    await seedCategory(tenant, 'Sacs')
    const other = await seedCategory(tenant, 'Bijoux')
    const res = await api('PUT', `/api/categories/${other.id}`, {
      token: tenant.token,
      json: { name: 'Sacs' },
    })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.code).toBe('CONFLICT')
  })

  it('returns 404 NOT_FOUND for another shop’s category and leaves it unchanged', async () => {
    const [owner, intruder] = [await createTenant(), await createTenant()]
    const category = await seedCategory(owner, 'Sacs')
    const res = await api('PUT', `/api/categories/${category.id}`, {
      token: intruder.token,
      json: { name: 'Piraté' },
    })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
    expect(await list(owner)).toEqual([{ ...category, productCount: 0 }])
    expect(await list(intruder)).toEqual([])
  })

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const tenant = await createTenant()
    const res = await api('PUT', '/api/categories/cat_unknown', {
      token: tenant.token,
      json: { name: 'X' },
    })
    expect(res.status).toBe(404)
  })
})

describe('DELETE /api/categories/:id', () => {
  it('deletes a category, keeps its products without a category, and returns 204', async () => {
    const tenant = await createTenant()
    const category = await seedCategory(tenant, 'Sacs')
    const product = await seedProduct(tenant, { categoryId: category.id })
    const res = await api('DELETE', `/api/categories/${category.id}`, { token: tenant.token })
    expect(res.status).toBe(204)
    expect(await list(tenant)).toEqual([])
    const kept = await api('GET', `/api/products/${product.id}`, { token: tenant.token })
    expect(kept.status).toBe(200)
    expect(await readJson<Product>(kept)).toMatchObject({
      id: product.id,
      categoryId: null,
      categoryName: null,
    })
  })

  it('returns 404 NOT_FOUND for another shop’s category and keeps it', async () => {
    const [owner, intruder] = [await createTenant(), await createTenant()]
    const category = await seedCategory(owner, 'Sacs')
    const res = await api('DELETE', `/api/categories/${category.id}`, { token: intruder.token })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
    expect(await list(owner)).toEqual([{ ...category, productCount: 0 }])
  })
})
