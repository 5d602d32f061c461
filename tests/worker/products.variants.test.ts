import { describe, expect, it } from 'vitest'
import {
  api,
  createTenant,
  issuesOf,
  orderBody,
  type Product,
  placeOrder,
  productBody,
  productRow,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { ProductVariant, VariantListItem } from '#worker/schemas/products.ts'

setupWorker()

const TWO_VARIANTS = [
  { size: 'M', color: 'Bleu', stock: '2' },
  { size: 'L', color: 'Bleu', stock: '3' },
]

const combos = (variants: ProductVariant[] | undefined) =>
  (variants ?? []).map((v) => `${v.size}/${v.color}:${v.stock}`)

async function putProduct(tenant: Tenant, product: Product, overrides: Record<string, unknown>) {
  return api('PUT', `/api/products/${product.id}`, {
    token: tenant.token,
    json: productBody({ name: product.name, ...overrides }),
  })
}

const getProduct = async (tenant: Tenant, id: string) =>
  readJson<Product>(await api('GET', `/api/products/${id}`, { token: tenant.token }))

describe('POST /api/products with variants', () => {
  it('stores the variants, sums their stock and derives sizes and colours, and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, {
      stock: '99',
      sizes: ['XXL'],
      variants: [
        { size: 'M', color: 'Bleu', stock: '2' },
        { size: 'L', color: 'Bleu', stock: '3' },
        { size: 'M', color: 'Rouge', stock: '0' },
      ],
    })
    expect(product).toMatchObject({ stock: 5, sizes: ['M', 'L'], colors: ['Bleu', 'Rouge'] })
    expect(combos(product.variants)).toEqual(['M/Bleu:2', 'M/Rouge:0', 'L/Bleu:3'])
    expect(product.variants?.[0]?.id).toMatch(/^var_/)
    expect((await productRow(product.id))?.stock).toBe(5)
  })

  it('accepts size-only variants (colour left empty) and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, {
      variants: [
        { size: '2 ans', color: '', stock: '1' },
        { size: '4 ans', color: '', stock: '4' },
      ],
    })
    expect(product).toMatchObject({ stock: 5, sizes: ['2 ans', '4 ans'], colors: [] })
  })

  it.each([
    [
      'a duplicate combination',
      [
        { size: 'M', color: 'Bleu', stock: '1' },
        { size: 'm', color: 'bleu', stock: '2' },
      ],
      { 'variants.1.size': 'Cette combinaison taille / couleur existe déjà' },
    ],
    [
      'a row without size nor colour',
      [{ size: ' ', color: '', stock: '1' }],
      { 'variants.0.size': 'Indiquez une taille ou une couleur' },
    ],
    [
      'a row missing the size the others have',
      [
        { size: 'M', color: 'Bleu', stock: '1' },
        { size: '', color: 'Rouge', stock: '1' },
      ],
      { 'variants.1.size': 'Indiquez une taille : les autres variantes en ont une' },
    ],
    [
      'a negative stock',
      [{ size: 'M', color: '', stock: '-1' }],
      { 'variants.0.stock': 'Chiffres uniquement' },
    ],
  ])('returns 422 UNPROCESSABLE for %s, with the issue on the row', async (_, variants, issues) => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const res = await putProduct(tenant, product, { variants })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual(issues)
    expect((await getProduct(tenant, product.id)).variants).toEqual([])
  })
})

describe('PUT /api/products/:id with variants', () => {
  it('adds variants to a product, keeps ids of unchanged combinations, removes the others, 200', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { stock: '7' })
    const first = await putProduct(tenant, product, { variants: TWO_VARIANTS })
    expect(first.status).toBe(200)
    const withTwo = await readJson<Product>(first)
    expect(withTwo).toMatchObject({ stock: 5, sizes: ['M', 'L'], colors: ['Bleu'] })
    const lId = withTwo.variants?.find((v) => v.size === 'L')?.id

    const second = await putProduct(tenant, product, {
      variants: [
        { size: 'L', color: 'Bleu', stock: '1' },
        { size: 'XL', color: 'Bleu', stock: '4' },
      ],
    })
    const edited = await readJson<Product>(second)
    expect(edited).toMatchObject({ stock: 5, sizes: ['L', 'XL'] })
    expect(combos(edited.variants)).toEqual(['L/Bleu:1', 'XL/Bleu:4'])
    expect(edited.variants?.[0]?.id).toBe(lId)
  })

  it('keeps the variants and their stock sum when a save leaves them out, 200', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { variants: TWO_VARIANTS })
    const res = await putProduct(tenant, product, { stock: '50', sizes: ['S'], price: '2000' })
    expect(res.status).toBe(200)
    const saved = await readJson<Product>(res)
    expect(saved).toMatchObject({ price: 2000, stock: 5, sizes: ['M', 'L'], colors: ['Bleu'] })
    expect(combos(saved.variants)).toEqual(['M/Bleu:2', 'L/Bleu:3'])
  })

  it('removes every variant with an empty list and takes the sent stock again, 200', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { variants: TWO_VARIANTS })
    const saved = await readJson<Product>(
      await putProduct(tenant, product, { variants: [], stock: '9', sizes: [], colors: [] }),
    )
    expect(saved).toMatchObject({ stock: 9, sizes: [], colors: [], variants: [] })
  })

  it('returns 404 NOT_FOUND for another shop’s product and leaves its variants unchanged', async () => {
    const [owner, intruder] = [await createTenant(), await createTenant()]
    const product = await seedProduct(owner, { variants: TWO_VARIANTS })
    const res = await putProduct(intruder, product, {
      variants: [{ size: 'M', color: 'Bleu', stock: '0' }],
    })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
    expect(await getProduct(owner, product.id)).toEqual(product)
  })
})

describe('orders of a product with variants', () => {
  it('takes the ordered quantity from the variant and from the product, and returns 201', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { variants: TWO_VARIANTS })
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 2, size: 'L', color: 'Bleu' } as never]),
    )
    expect(res.status).toBe(201)
    const after = await getProduct(tenant, product.id)
    expect(after.stock).toBe(3)
    expect(combos(after.variants)).toEqual(['M/Bleu:2', 'L/Bleu:1'])
  })

  it('returns 422 UNPROCESSABLE for a combination the product does not have', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, {
      variants: [
        { size: 'M', color: 'Bleu', stock: '2' },
        { size: 'L', color: 'Rouge', stock: '3' },
      ],
    })
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1, size: 'M', color: 'Rouge' } as never]),
    )
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(
      "Cette combinaison de taille et de couleur n'est pas disponible",
    )
    expect((await productRow(product.id))?.stock).toBe(5)
  })

  it('returns 409 CONFLICT naming the variant when more than its stock is ordered', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { name: 'Chemise', variants: TWO_VARIANTS })
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 3, size: 'M', color: 'Bleu' } as never]),
    )
    expect(res.status).toBe(409)
    expect((await readError(res)).error).toMatchObject({
      code: 'CONFLICT',
      message: 'Stock insuffisant pour « Chemise (M, Bleu) » : il en reste 2',
    })
    expect(combos((await getProduct(tenant, product.id)).variants)).toEqual([
      'M/Bleu:2',
      'L/Bleu:3',
    ])
  })
})

describe('GET /api/products/variants', () => {
  it('lists every variant of the shop, never another shop’s, with a low-stock filter, 200', async () => {
    const [tenant, other] = [await createTenant(), await createTenant()]
    await seedProduct(tenant, { name: 'Boubou', variants: TWO_VARIANTS })
    await seedProduct(tenant, {
      name: 'Abacost',
      variants: [{ size: 'XL', color: '', stock: '9' }],
    })
    await seedProduct(other, { name: 'Secret', variants: TWO_VARIANTS })
    type Page = { items: VariantListItem[]; total: number }
    const all = await readJson<Page>(
      await api('GET', '/api/products/variants', { token: tenant.token }),
    )
    expect(all.total).toBe(3)
    expect(all.items.map((v) => `${v.productName} ${v.size}/${v.color}`)).toEqual([
      'Abacost XL/',
      'Boubou M/Bleu',
      'Boubou L/Bleu',
    ])
    const low = await readJson<Page>(
      await api('GET', '/api/products/variants?lowStock=1', { token: tenant.token }),
    )
    expect(low.items.map((v) => v.stock)).toEqual([2, 3])
  })
})

describe('deleting a combination that an open order uses', () => {
  const RED = [
    { size: 'M', color: 'Rouge', stock: '5' },
    { size: 'L', color: 'Rouge', stock: '5' },
  ]
  const onlyL = { variants: [{ size: 'L', color: 'Rouge', stock: '5' }] }

  async function orderedM(tenant: Tenant) {
    const product = await seedProduct(tenant, { variants: RED })
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 2, size: 'M', color: 'Rouge' } as never]),
    )
    expect(res.status).toBe(201)
    return { product, order: await readJson<{ id: string; number: string }>(res) }
  }

  const setStatus = (tenant: Tenant, id: string, status: string) =>
    api('PATCH', `/api/orders/${id}/status`, { token: tenant.token, json: { status } })

  it('is refused with 409 and a French message naming the combination and the order; cancelling then gives the stock back to it', async () => {
    const tenant = await createTenant()
    const { product, order } = await orderedM(tenant)
    const res = await putProduct(tenant, product, onlyL)
    expect(res.status).toBe(409)
    const message = `La combinaison « M / Rouge » figure dans la commande en cours ${order.number} : mettez son stock à 0 pour ne plus la vendre, et supprimez-la une fois la commande livrée ou annulée`
    expect(await readError(res)).toMatchObject({
      error: { code: 'CONFLICT', message, issues: [{ path: 'variants', message }] },
    })
    expect(combos((await getProduct(tenant, product.id)).variants)).toEqual([
      'M/Rouge:3',
      'L/Rouge:5',
    ])

    expect((await setStatus(tenant, order.id, 'canceled')).status).toBe(200)
    const after = await getProduct(tenant, product.id)
    expect(combos(after.variants)).toEqual(['M/Rouge:5', 'L/Rouge:5'])
    expect(after.stock).toBe(10)
  })

  it('is allowed once the order is delivered, and the product’s stock is the sum of what is left', async () => {
    const tenant = await createTenant()
    const { product, order } = await orderedM(tenant)
    expect((await setStatus(tenant, order.id, 'delivered')).status).toBe(200)
    const res = await putProduct(tenant, product, onlyL)
    expect(res.status).toBe(200)
    expect(await readJson<Product>(res)).toMatchObject({ stock: 5, sizes: ['L'] })
    expect((await productRow(product.id))?.stock).toBe(5)
  })
})
