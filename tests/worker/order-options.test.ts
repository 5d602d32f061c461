import { describe, expect, it } from 'vitest'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  createTenant,
  issuesOf,
  orderBody,
  placeOrder,
  productRow,
  readError,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

// An order line may only name a size or colour its product offers. An invented one was a new
// line of the same product, each within the shop's cap: five sizes "z0"…"z4" of 10 took 50
// units in one anonymous order, and the invented sizes were stored on the order as if sold.

const CAP_MESSAGE = 'Cette boutique accepte 10 articles au plus par produit dans une commande'
const NO_SIZES = "Ce produit n'est pas proposé en plusieurs tailles : ne choisissez pas de taille"
const NO_COLORS =
  "Ce produit n'est pas proposé en plusieurs couleurs : ne choisissez pas de couleur"

async function ordersOf(shop: Tenant) {
  const { results } = await (await shopDb(shop))
    .prepare('SELECT id FROM orders WHERE store_id = ?')
    .bind(shop.store.id)
    .all<{ id: string }>()
  return results
}

describe('POST /api/publics/:slug/orders', () => {
  it('refuses sizes a product without sizes does not offer (z0…z4 × 10) with a French 422, and takes nothing', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', stock: '60' })
    const items = ['z0', 'z1', 'z2', 'z3', 'z4'].map((size) => ({
      productId: pagne.id,
      quantity: 10,
      size,
    }))
    const res = await placeOrder(shop.store.slug, orderBody(items))
    expect(res.status).toBe(422)
    expect((await readError(res)).error.code).toBe('UNPROCESSABLE')
    expect(await ordersOf(shop)).toEqual([])
    expect((await productRow(pagne.id))?.stock).toBe(60)
  })

  it('refuses an invented size with its French message beside the size', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', stock: '60' })
    const res = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: pagne.id, quantity: 1, size: 'XXL' } as never]),
    )
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ size: NO_SIZES })
  })

  it('refuses a "__proto__" colour on a product without colours, and one among offered colours', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', stock: '60' })
    const robe = await seedProduct(shop, { name: 'Robe', stock: '60', colors: ['Rouge'] })
    const plain = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: pagne.id, quantity: 1, color: '__proto__' } as never]),
    )
    expect(plain.status).toBe(422)
    expect(await issuesOf(plain)).toEqual({ color: NO_COLORS })
    const coloured = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: robe.id, quantity: 1, color: '__proto__' } as never]),
    )
    expect(coloured.status).toBe(422)
    expect(await issuesOf(coloured)).toEqual({ color: 'Veuillez choisir une couleur' })
    expect(await ordersOf(shop)).toEqual([])
  })

  it('counts every line of a product against the cap, whatever their sizes (6 M + 6 L > 10)', async () => {
    const shop = await createTenant()
    const chemise = await seedProduct(shop, { name: 'Chemise', stock: '40', sizes: ['M', 'L'] })
    const res = await placeOrder(
      shop.store.slug,
      orderBody([
        { productId: chemise.id, quantity: 6, size: 'M' },
        { productId: chemise.id, quantity: 6, size: 'L' },
      ] as never),
    )
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ 'items.0.quantity': CAP_MESSAGE })
    const atCap = await placeOrder(
      shop.store.slug,
      orderBody([
        { productId: chemise.id, quantity: 5, size: 'M' },
        { productId: chemise.id, quantity: 5, size: 'L' },
      ] as never),
    )
    expect(atCap.status).toBe(201)
  })
})

describe('the storefront cart', () => {
  const add = (shop: Tenant, jar: ReturnType<typeof cookieJar>, fields: Record<string, string>) =>
    postForm(`/${shop.store.slug}/cart/add`, fields, jar.header()).then(jar.take)

  it('refuses a size the product does not offer (a, b, c), in French above the form, cart untouched', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', stock: '60' })
    const jar = cookieJar()
    for (const size of ['a', 'b', 'c']) {
      const res = await add(shop, jar, { productId: pagne.id, quantity: '10', size })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(`/${shop.store.slug}/products/${pagne.id}#achat`)
    }
    expect(jar.get(`bt_cart_${shop.store.id}`)).toBeUndefined()
    const html = await (
      await getPage(`/${shop.store.slug}/products/${pagne.id}`, jar.header())
    ).text()
    expect(html).toContain(NO_SIZES)
  })

  it('caps a product over all its sizes (8 M then 5 L refused at the quantity field)', async () => {
    const shop = await createTenant()
    const chemise = await seedProduct(shop, { name: 'Chemise', stock: '40', sizes: ['M', 'L'] })
    const jar = cookieJar()
    await add(shop, jar, { productId: chemise.id, quantity: '8', size: 'M' })
    const res = await add(shop, jar, { productId: chemise.id, quantity: '5', size: 'L' })
    expect(res.headers.get('location')).toBe(
      `/${shop.store.slug}/products/${chemise.id}#f-quantity`,
    )
    const html = await (await getPage(locationOf(res), jar.header())).text()
    expect(html).toContain(CAP_MESSAGE)
  })

  it('drops lines of a hand-edited cookie with invented sizes, and the checkout orders none of them', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', stock: '60' })
    const forged = [
      [pagne.id, 10, 'a', ''],
      [pagne.id, 10, 'b', ''],
      [pagne.id, 10, '', '__proto__'],
    ]
    const value = btoa(JSON.stringify(forged))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    const cookie = `bt_cart_${shop.store.id}=${value}`
    const res = await postForm(
      `/${shop.store.slug}/checkout`,
      { firstName: 'Issa', lastName: 'Ouédraogo', phone: '76112233', city: 'Ouahigouya' },
      cookie,
    )
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(`/${shop.store.slug}/cart`)
    expect(await ordersOf(shop)).toEqual([])
    expect((await productRow(pagne.id))?.stock).toBe(60)
  })
})
