import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  productBody,
  readError,
  seedCategory,
  seedProduct,
  setupWorker,
  uploadImage,
} from '#tests/helpers/worker.ts'

setupWorker()

describe('POST /api/products (errors)', () => {
  it('returns 422 UNPROCESSABLE with an issue on price for "12.5" in XOF', async () => {
    const tenant = await createTenant()
    const image = await uploadImage(tenant)
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({ imageId: image.id, price: '12.5' }),
    })
    expect(res.status).toBe(422)
    const body = await readError(res)
    expect(body.error).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Prix : pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)',
    })
    expect(body.error.issues).toEqual([
      {
        path: 'price',
        message: 'Prix : pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)',
      },
    ])
  })

  it('returns 422 UNPROCESSABLE with an issue on discountPrice for decimals in XOF', async () => {
    const tenant = await createTenant()
    const image = await uploadImage(tenant)
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({ imageId: image.id, price: '1500', discountPrice: '999,5' }),
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toEqual([
      {
        path: 'discountPrice',
        message: 'Prix remisé : pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)',
      },
    ])
  })

  it.each([['1500'], ['2000']])(
    'returns 422 UNPROCESSABLE with an issue on discountPrice when it is %s for a price of 1500',
    async (discountPrice) => {
      const tenant = await createTenant()
      const image = await uploadImage(tenant)
      const res = await api('POST', '/api/products', {
        token: tenant.token,
        json: productBody({ imageId: image.id, price: '1500', discountPrice }),
      })
      expect(res.status).toBe(422)
      expect((await readError(res)).error.issues).toEqual([
        { path: 'discountPrice', message: 'Le prix remisé doit être inférieur au prix' },
      ])
    },
  )

  it.each([
    ['price', { price: 'abc' }, 'Prix : écrivez un nombre, par exemple 15 000'],
    ['price', { price: '-5' }, 'Prix : le montant ne peut pas être négatif'],
    [
      'discountPrice',
      { discountPrice: '1 5' },
      'Prix remisé : écrivez un nombre, par exemple 15 000',
    ],
    ['price', { price: 1500 }, 'Le champ est vide'],
    ['stock', { stock: '-1' }, 'Chiffres uniquement'],
    ['name', { name: '' }, 'Le champ est vide'],
    ['description', { description: undefined }, 'Le champ est vide'],
  ])('returns 422 UNPROCESSABLE with an issue on %s for %j', async (path, overrides, message) => {
    const tenant = await createTenant()
    const image = await uploadImage(tenant)
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({ imageId: image.id, ...overrides }),
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toContainEqual({ path, message })
  })

  it('returns 422 UNPROCESSABLE with an issue on imageId when creating without an image', async () => {
    const tenant = await createTenant()
    const res = await api('POST', '/api/products', { token: tenant.token, json: productBody() })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toEqual([
      { path: 'imageId', message: 'Veuillez choisir une image' },
    ])
  })

  it('returns 404 NOT_FOUND with an issue on imageId for another shop’s image', async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    const foreign = await uploadImage(other)
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({ imageId: foreign.id }),
    })
    expect(res.status).toBe(404)
    const body = await readError(res)
    expect(body.error.code).toBe('NOT_FOUND')
    expect(body.error.issues).toEqual([{ path: 'imageId', message: 'Image introuvable' }])
  })

  it('returns 404 NOT_FOUND with an issue on categoryId for another shop’s category', async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    const image = await uploadImage(tenant)
    const foreign = await seedCategory(other)
    const res = await api('POST', '/api/products', {
      token: tenant.token,
      json: productBody({ imageId: image.id, categoryId: foreign.id }),
    })
    expect(res.status).toBe(404)
    const body = await readError(res)
    expect(body.error.code).toBe('NOT_FOUND')
    expect(body.error.issues).toEqual([{ path: 'categoryId', message: 'Catégorie introuvable' }])
  })

  it('creates nothing when it refuses a product', async () => {
    const tenant = await createTenant()
    await api('POST', '/api/products', { token: tenant.token, json: productBody() })
    const res = await api('GET', '/api/products', { token: tenant.token })
    expect(await res.json()).toMatchObject({ total: 0 })
  })
})

describe('PUT /api/products/:id (errors)', () => {
  it('returns 422 UNPROCESSABLE and keeps the product when the new price is invalid', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: productBody({ price: '1,5' }),
    })
    expect(res.status).toBe(422)
    expect(
      await (await api('GET', `/api/products/${product.id}`, { token: tenant.token })).json(),
    ).toEqual(product)
  })
})

describe('/api/products (auth)', () => {
  it('returns 401 UNAUTHORIZED without a token', async () => {
    expect((await api('GET', '/api/products')).status).toBe(401)
    expect((await api('POST', '/api/products', { json: productBody() })).status).toBe(401)
  })
})
