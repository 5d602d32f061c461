import { describe, expect, it } from 'vitest'
import {
  createTenant,
  db,
  orderBody,
  placeOrder,
  productRow,
  readError,
  seedProduct,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'

setupWorker()

describe('POST /api/publics/:slug/orders (errors)', () => {
  it.each([[0], [-1], [1.5], [100_000], ['deux']])(
    'returns 422 UNPROCESSABLE with an issue on the quantity %j',
    async (quantity) => {
      const tenant = await createTenant()
      const product = await seedProduct(tenant)
      const res = await placeOrder(
        tenant.store.slug,
        orderBody([{ productId: product.id, quantity }]),
      )
      expect(res.status).toBe(422)
      expect((await readError(res)).error.issues).toEqual([
        { path: 'items.0.quantity', message: 'Quantité invalide' },
      ])
      expect((await productRow(product.id))?.stock).toBe(10)
    },
  )

  it.each([
    ['firstName', { firstName: '' }, 'Le champ est vide'],
    ['phone', { phone: '123' }, 'Numéro invalide : après +226, il faut 8 chiffres'],
    ['city', { city: undefined }, 'Le champ est vide'],
    ['items', { items: [] }, 'Votre panier est vide'],
  ])('returns 422 UNPROCESSABLE with an issue on %s', async (path, overrides, message) => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }], overrides),
    )
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toContainEqual({ path, message })
  })

  it('returns 409 CONFLICT with the French stock message when more is asked than is left', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Bazin riche', stock: '2' })
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 3 }]),
    )
    expect(res.status).toBe(409)
    const body = await readError(res)
    expect(body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Stock insuffisant pour « Bazin riche » : il en reste 2',
    })
    expect(body.error.issues).toEqual([
      { path: 'quantity', message: 'Stock insuffisant pour « Bazin riche » : il en reste 2' },
    ])
    expect((await productRow(product.id))?.stock).toBe(2)
  })

  it('returns 409 CONFLICT "en rupture de stock" when nothing is left', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Savon noir', stock: '0' })
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe('« Savon noir » est en rupture de stock')
  })

  it('returns 404 NOT_FOUND for an unknown shop slug', async () => {
    const res = await placeOrder(
      'boutique-qui-n-existe-pas',
      orderBody([{ productId: 'prd_x', quantity: 1 }]),
    )
    expect(res.status).toBe(404)
    expect((await readError(res)).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Boutique introuvable',
    })
  })

  it('returns 422 UNPROCESSABLE when the product has sizes and none is chosen', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { sizes: ['S', 'M'] })
    const missing = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(missing.status).toBe(422)
    expect((await readError(missing)).error.issues).toEqual([
      { path: 'size', message: 'Veuillez choisir une taille' },
    ])
    const chosen = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1, size: 'M' } as never]),
    )
    expect(chosen.status).toBe(201)
  })

  // BUG (worker/schemas/orders.ts, `quantity`): z.coerce.number() turns `true` into 1 and
  // `[2]` into 2, so non-numbers pass as quantities; only numbers and digit strings should.
  it.each([[true], [[2]]])(
    'returns 422 UNPROCESSABLE for the non-number quantity %j',
    async (quantity) => {
      const tenant = await createTenant()
      const product = await seedProduct(tenant)
      const res = await placeOrder(
        tenant.store.slug,
        orderBody([{ productId: product.id, quantity }]),
      )
      expect(res.status).toBe(422)
      expect((await readError(res)).error.issues).toEqual([
        { path: 'items.0.quantity', message: 'Quantité invalide' },
      ])
    },
  )

  it('returns 404 NOT_FOUND for an unpublished product and leaves its stock', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '3' })
    await (await shopDb(tenant))
      .prepare("UPDATE products SET status = 'unpublished' WHERE id = ?")
      .bind(product.id)
      .run()
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(res.status).toBe(404)
    expect((await productRow(product.id))?.stock).toBe(3)
  })

  it('returns 404 NOT_FOUND for a suspended shop', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    await (await db())
      .prepare("UPDATE subscriptions SET status = 'suspended' WHERE store_id = ?")
      .bind(tenant.store.id)
      .run()
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(res.status).toBe(404)
  })

  it('returns 422 UNPROCESSABLE for more than 50 lines', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const items = Array.from({ length: 51 }, () => ({ productId: product.id, quantity: 1 }))
    const res = await placeOrder(tenant.store.slug, orderBody(items))
    expect(res.status).toBe(422)
  })
})
