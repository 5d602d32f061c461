import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  type Product,
  productBody,
  readJson,
  seedCategory,
  seedProduct,
  setupWorker,
  type Tenant,
  uploadImage,
} from '#tests/helpers/worker.ts'

setupWorker()

type Page = { items: Product[]; page: number; pageSize: number; total: number }
const listProducts = async (tenant: Tenant, query = '') => {
  const res = await api('GET', `/api/products${query}`, { token: tenant.token })
  expect(res.status).toBe(200)
  return readJson<Page>(res)
}

describe('POST /api/products', () => {
  it('creates a product priced "1500" in XOF as 1500 minor units, and returns 201', async () => {
    const tenant = await createTenant()
    const image = await uploadImage(tenant)
    const category = await seedCategory(tenant, 'Pagnes')
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({
        imageId: image.id,
        categoryId: category.id,
        price: '1500',
        stock: '12',
        sizes: ['S', 'M'],
        colors: ['Bleu'],
      }),
    })
    expect(res.status).toBe(201)
    expect(await readJson(res)).toMatchObject({
      id: expect.stringMatching(/^prd_/),
      name: 'Pagne wax',
      price: 1500,
      currentPrice: 1500,
      discountPrice: null,
      stock: 12,
      sizes: ['S', 'M'],
      colors: ['Bleu'],
      categoryId: category.id,
      categoryName: 'Pagnes',
      imageId: image.id,
      imageUrl: image.url,
      status: 'active',
    })
  })

  it('reads "12,50" in a EUR shop as 1250 cents, and returns 201', async () => {
    const tenant = await createTenant({ currency: 'EUR' })
    const product = await seedProduct(tenant, { price: '12,50', discountPrice: '9.9' })
    expect(product).toMatchObject({ price: 1250, discountPrice: 990, currentPrice: 990 })
  })

  it('applies a running discount to the current price and dates its end, and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, {
      price: '1500',
      discountPrice: '1200',
      discountPeriod: '7',
    })
    expect(product).toMatchObject({ price: 1500, discountPrice: 1200, currentPrice: 1200 })
    const days = (Date.parse(product.discountEndsAt!) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(7.1)
  })
})

describe('GET /api/products/:id', () => {
  it('returns 200 with the product', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await api('GET', `/api/products/${product.id}`, { token: tenant.token })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual(product)
  })

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const tenant = await createTenant()
    expect((await api('GET', '/api/products/prd_unknown', { token: tenant.token })).status).toBe(
      404,
    )
  })
})

describe('PUT /api/products/:id', () => {
  it('updates the product, keeps its image when none is sent, and returns 200', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: productBody({ name: 'Pagne wax premium', price: '2500', stock: '3' }),
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({
      id: product.id,
      name: 'Pagne wax premium',
      price: 2500,
      stock: 3,
      imageId: product.imageId,
      imageUrl: product.imageUrl,
    })
  })

  it('replaces the image and removes the category, and returns 200', async () => {
    const tenant = await createTenant()
    const category = await seedCategory(tenant)
    const product = await seedProduct(tenant, { categoryId: category.id })
    const image = await uploadImage(tenant)
    const res = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: productBody({ imageId: image.id, categoryId: null }),
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ imageId: image.id, categoryId: null })
  })
})

describe('DELETE /api/products/:id', () => {
  it('deletes the product and returns 204; reading it then returns 404', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await api('DELETE', `/api/products/${product.id}`, { token: tenant.token })
    expect(res.status).toBe(204)
    expect((await api('GET', `/api/products/${product.id}`, { token: tenant.token })).status).toBe(
      404,
    )
    expect(
      (await api('DELETE', `/api/products/${product.id}`, { token: tenant.token })).status,
    ).toBe(404)
  })
})

describe('GET /api/products', () => {
  /** Four products: two in "Pagnes", one in "Sacs", one without category. */
  async function shopWithProducts() {
    const tenant = await createTenant()
    const pagnes = await seedCategory(tenant, 'Pagnes')
    const sacs = await seedCategory(tenant, 'Sacs')
    const products = {
      wax: await seedProduct(tenant, {
        name: 'Pagne wax',
        price: '3000',
        stock: '5',
        categoryId: pagnes.id,
      }),
      bazin: await seedProduct(tenant, {
        name: 'Bazin riche',
        price: '12000',
        stock: '1',
        categoryId: pagnes.id,
      }),
      sac: await seedProduct(tenant, {
        name: 'Sac en raphia',
        price: '7500',
        stock: '9',
        categoryId: sacs.id,
      }),
      savon: await seedProduct(tenant, { name: 'Savon noir', price: '500', stock: '0' }),
    }
    return { tenant, pagnes, sacs, products }
  }
  const names = (page: Page) => page.items.map((p) => p.name)

  it('returns 200 with only the shop’s products and their total', async () => {
    const { tenant } = await shopWithProducts()
    await seedProduct(await createTenant(), { name: 'Ailleurs' })
    const page = await listProducts(tenant)
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4 })
    expect(names(page).sort()).toEqual(['Bazin riche', 'Pagne wax', 'Sac en raphia', 'Savon noir'])
  })

  it('filters by name with q, case-insensitively, and returns 200', async () => {
    const { tenant } = await shopWithProducts()
    expect(names(await listProducts(tenant, '?q=PAGNE'))).toEqual(['Pagne wax'])
    expect(names(await listProducts(tenant, '?q=sa')).sort()).toEqual([
      'Sac en raphia',
      'Savon noir',
    ])
    expect((await listProducts(tenant, '?q=introuvable')).total).toBe(0)
  })

  it('does not treat % and _ in q as wildcards', async () => {
    const { tenant } = await shopWithProducts()
    expect((await listProducts(tenant, `?q=${encodeURIComponent('%')}`)).total).toBe(4)
    expect((await listProducts(tenant, `?q=${encodeURIComponent('P_gne')}`)).total).toBe(0)
  })

  it('filters by categoryId and returns 200', async () => {
    const { tenant, pagnes, sacs } = await shopWithProducts()
    expect(names(await listProducts(tenant, `?categoryId=${pagnes.id}&sort=name`))).toEqual([
      'Bazin riche',
      'Pagne wax',
    ])
    expect(names(await listProducts(tenant, `?categoryId=${sacs.id}`))).toEqual(['Sac en raphia'])
  })

  it.each([
    ['price_asc', ['Savon noir', 'Pagne wax', 'Sac en raphia', 'Bazin riche']],
    ['price_desc', ['Bazin riche', 'Sac en raphia', 'Pagne wax', 'Savon noir']],
    ['name', ['Bazin riche', 'Pagne wax', 'Sac en raphia', 'Savon noir']],
    ['stock', ['Savon noir', 'Bazin riche', 'Pagne wax', 'Sac en raphia']],
  ])('sorts by %s and returns 200', async (sort, expected) => {
    const { tenant } = await shopWithProducts()
    expect(names(await listProducts(tenant, `?sort=${sort}`))).toEqual(expected)
  })

  it('sorts oldest first as the exact reverse of newest first', async () => {
    const { tenant } = await shopWithProducts()
    const newest = names(await listProducts(tenant, '?sort=newest'))
    expect(names(await listProducts(tenant, '?sort=oldest'))).toEqual([...newest].reverse())
  })

  it('pages through the products without overlap, and returns 200', async () => {
    const { tenant } = await shopWithProducts()
    const first = await listProducts(tenant, '?sort=name&page=1&pageSize=3')
    const second = await listProducts(tenant, '?sort=name&page=2&pageSize=3')
    const third = await listProducts(tenant, '?sort=name&page=3&pageSize=3')
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: 4 })
    expect(names(first)).toEqual(['Bazin riche', 'Pagne wax', 'Sac en raphia'])
    expect(names(second)).toEqual(['Savon noir'])
    expect(third).toMatchObject({ items: [], total: 4 })
  })

  it.each([['?sort=cheapest'], ['?page=0'], ['?pageSize=101'], ['?page=abc']])(
    'returns 422 UNPROCESSABLE for the query %s',
    async (query) => {
      const tenant = await createTenant()
      const res = await api('GET', `/api/products${query}`, { token: tenant.token })
      expect(res.status).toBe(422)
    },
  )
})
