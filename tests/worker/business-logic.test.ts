import { describe, expect, it } from 'vitest'
import { rawRequest } from '#tests/helpers/raw-http.ts'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  createTenant,
  issuesOf,
  type Order,
  orderBody,
  placeOrder,
  productRow,
  readError,
  readJson,
  seedProduct,
  setOrderCap,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

/**
 * Prices, totals, discounts and currency come from the server only: the shopper names
 * products and whole quantities (1 to 999), and anything else they send changes nothing.
 */

const FORGED = { price: 1, unitPrice: 1, total: 1, lineTotal: 1, currency: 'USD', discountPrice: 1 }
const contact = { firstName: 'Issa', lastName: 'Ouédraogo', phone: '76112233', city: 'Ouahigouya' }

/** A shop selling a 1 500 F wax cloth discounted to 1 200 F (XOF, the default currency). */
async function shop() {
  const tenant = await createTenant()
  const pagne = await seedProduct(tenant, { price: '1500', discountPrice: '1200', stock: '20' })
  return { tenant, pagne }
}

const ordersOf = async (storeId: string) =>
  (
    await (
      await shopDb(storeId)
    )
      .prepare(
        'SELECT total, currency, item_count AS itemCount, status FROM orders WHERE store_id = ?',
      )
      .bind(storeId)
      .all<{ total: number; currency: string; itemCount: number; status: string }>()
  ).results

const itemsOf = async (storeId: string) =>
  (
    await (
      await shopDb(storeId)
    )
      .prepare(
        'SELECT unit_price AS unitPrice, quantity, line_total AS lineTotal FROM order_items WHERE store_id = ?',
      )
      .bind(storeId)
      .all<{ unitPrice: number; quantity: number; lineTotal: number }>()
  ).results

/** Quantities no order may carry, as JSON values and as form text. */
const BAD_QUANTITIES: unknown[] = [
  0,
  -1,
  -999,
  1000,
  1e9,
  1e308,
  1.5,
  0.999,
  '1.5',
  '1e2',
  '1E2',
  '1 000',
  '2 5',
  '+1',
  '-1',
  '0x10',
  'NaN',
  'Infinity',
  '',
  '٣',
  '１',
  true,
  null,
  [2],
  { value: 2 },
]

describe('POST /api/publics/:slug/orders with forged money fields', () => {
  it('charges the database price, discount and currency whatever the body says, and returns 201', async () => {
    const { tenant, pagne } = await shop()
    const res = await placeOrder(tenant.store.slug, {
      ...orderBody([{ productId: pagne.id, quantity: 2, ...FORGED }]),
      ...FORGED,
      discount: 100,
      status: 'delivered',
    })
    expect(res.status).toBe(201)
    const order = await readJson<Order>(res)
    expect(order).toMatchObject({ total: 2_400, currency: 'XOF', status: 'pending', itemCount: 2 })
    expect(order.items?.[0]).toMatchObject({ unitPrice: 1_200, quantity: 2, lineTotal: 2_400 })
    expect(await ordersOf(tenant.store.id)).toEqual([
      { total: 2_400, currency: 'XOF', itemCount: 2, status: 'pending' },
    ])
  })

  it.each(BAD_QUANTITIES)(
    'refuses the quantity %j with 422 "Quantité invalide" and takes no stock',
    async (quantity) => {
      const { tenant, pagne } = await shop()
      const res = await placeOrder(
        tenant.store.slug,
        orderBody([{ productId: pagne.id, quantity }]),
      )
      expect(res.status).toBe(422)
      expect((await issuesOf(res))['items.0.quantity']).toBe('Quantité invalide')
      expect((await productRow(pagne.id))?.stock).toBe(20)
    },
  )

  it('refuses more than the stock with 409 and the French stock message, even split over lines', async () => {
    const { tenant, pagne } = await shop()
    await setOrderCap(tenant, 999)
    const line = { productId: pagne.id, quantity: 15 }
    const res = await placeOrder(tenant.store.slug, orderBody([line, line]))
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(
      'Stock insuffisant pour « Pagne wax » : il en reste 20',
    )
    expect(await ordersOf(tenant.store.id)).toEqual([])
  })

  it('refuses 999 + 1 of one product split over two lines with 422, as the cart caps it', async () => {
    const { tenant, pagne } = await shop()
    await setOrderCap(tenant, 999)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([
        { productId: pagne.id, quantity: 999 },
        { productId: pagne.id, quantity: 1 },
      ]),
    )
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({
      'items.0.quantity':
        'Cette boutique accepte 999 articles au plus par produit dans une commande',
    })
  })

  it('refuses a total past 2^53 minor units with 422 instead of storing a rounded total', async () => {
    const tenant = await createTenant({ currency: 'EUR' })
    const dear = await seedProduct(tenant, { price: '999999999999.99', stock: '999999999' })
    await setOrderCap(tenant, 999)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: dear.id, quantity: 999 }]),
    )
    // 99 999 999 999 999 × 999 cents: a float64 cannot hold it exactly.
    expect(Number.isSafeInteger(99_999_999_999_999 * 999)).toBe(false)
    expect(res.status).toBe(422)
    expect((await readError(res)).error.message).toBe(
      'Le montant de la commande est trop élevé : réduisez les quantités',
    )
    expect(await ordersOf(tenant.store.id)).toEqual([])
    expect((await productRow(dear.id))?.stock).toBe(999_999_999)
  })

  it('keeps a large total exact to the unit', async () => {
    const tenant = await createTenant({ currency: 'EUR' })
    const dear = await seedProduct(tenant, { price: '9007199254.73', stock: '10' })
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: dear.id, quantity: 9 }]),
    )
    expect(res.status).toBe(201)
    expect((await readJson<Order>(res)).total).toBe(900_719_925_473 * 9)
  })
})

describe('storefront forms with forged money fields', () => {
  const buyNow = (t: Tenant, fields: Record<string, string>) =>
    postForm(`/${t.store.slug}/order`, { ...contact, ...fields })

  it('orders at the database price from the product page, ignoring price, total and currency fields', async () => {
    const { tenant, pagne } = await shop()
    const forged = Object.fromEntries(Object.entries(FORGED).map(([k, v]) => [k, String(v)]))
    const res = await buyNow(tenant, { productId: pagne.id, quantity: '3', ...forged })
    expect(res.status).toBe(303)
    expect(locationOf(res)).toMatch(new RegExp(`^/${tenant.store.slug}/orders/`))
    expect(await ordersOf(tenant.store.id)).toEqual([
      { total: 3_600, currency: 'XOF', itemCount: 3, status: 'pending' },
    ])
    expect(await itemsOf(tenant.store.id)).toEqual([
      { unitPrice: 1_200, quantity: 3, lineTotal: 3_600 },
    ])
  })

  it.each(BAD_QUANTITIES.filter((q) => typeof q === 'string' || typeof q === 'number').map(String))(
    'refuses the typed quantity %j with 422 and the French message',
    async (quantity) => {
      const { tenant, pagne } = await shop()
      const res = await buyNow(tenant, { productId: pagne.id, quantity })
      expect(res.status).toBe(422)
      expect(await res.text()).toContain('Quantité invalide')
      const add = await postForm(`/${tenant.store.slug}/cart/add`, {
        productId: pagne.id,
        quantity,
      })
      expect(add.status).toBe(303)
      expect(add.headers.get('location')).toMatch(/\/products\/prd_[a-z0-9]+#f-quantity$/)
      expect(add.headers.getSetCookie().join()).not.toContain('bt_cart_')
      expect(await ordersOf(tenant.store.id)).toEqual([])
    },
  )

  it('checks out a cart at database prices, with forged fields in the checkout form', async () => {
    const { tenant, pagne } = await shop()
    const jar = cookieJar()
    await postForm(`/${tenant.store.slug}/cart/add`, {
      productId: pagne.id,
      quantity: '2',
      price: '1',
    }).then(jar.take)
    const res = await postForm(
      `/${tenant.store.slug}/checkout`,
      { ...contact, total: '1', currency: 'USD' },
      jar.header(),
    )
    expect(res.status).toBe(303)
    expect(await ordersOf(tenant.store.id)).toEqual([
      { total: 2_400, currency: 'XOF', itemCount: 2, status: 'pending' },
    ])
  })
})

describe('a tampered cart cookie', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64url')
  const cookieOf = (t: Tenant, value: string) => `bt_cart_${t.store.id}=${value}`

  /** Checkout with this cart cookie: what the shopper sees and what was ordered. */
  async function checkoutWith(t: Tenant, value: string) {
    const cart = await getPage(`/${t.store.slug}/cart`, cookieOf(t, value))
    const res = await postForm(`/${t.store.slug}/checkout`, contact, cookieOf(t, value))
    return {
      cart: cart.status,
      cartHtml: await cart.text(),
      checkout: res.status,
      orders: await ordersOf(t.store.id),
    }
  }

  it('never charges a price, total or currency the cookie carries', async () => {
    const { tenant, pagne } = await shop()
    const lines = [
      [pagne.id, 2, '', '', 1],
      { productId: pagne.id, quantity: 9, price: 1, currency: 'USD' },
      [pagne.id, 1, '', ''],
    ]
    const r = await checkoutWith(tenant, b64(JSON.stringify(lines)))
    expect(r.cart).toBe(200)
    expect(r.checkout).toBe(303)
    // Only the well-formed line is kept, and it is priced from the database.
    expect(r.orders).toEqual([{ total: 1_200, currency: 'XOF', itemCount: 1, status: 'pending' }])
  })

  it("drops another shop's product: nothing is ordered from either shop", async () => {
    const { tenant } = await shop()
    const other = await shop()
    const r = await checkoutWith(tenant, b64(JSON.stringify([[other.pagne.id, 1, '', '']])))
    expect(r.cart).toBe(200)
    expect(r.cartHtml).not.toContain('Pagne wax</a>')
    expect(r.checkout).toBe(303)
    expect(r.orders).toEqual([])
    expect(await ordersOf(other.tenant.store.id)).toEqual([])
    expect((await productRow(other.pagne.id))?.stock).toBe(20)
  })

  it.each([
    ['not base64', '%%%not-base64%%%'],
    ['not JSON', b64('garbage{')],
    ['an object', b64('{"__proto__":{"price":1},"constructor":{"prototype":{"price":1}}}')],
    ['a number', b64('1e308')],
    [
      'bad quantities',
      b64(
        JSON.stringify([
          ['prd_x', 0, '', ''],
          ['prd_x', 1e9, '', ''],
          ['prd_x', 1.5, '', ''],
        ]),
      ),
    ],
    [
      '21 lines',
      b64(JSON.stringify(Array.from({ length: 21 }, (_, i) => [`prd_${i}`, 1, '', '']))),
    ],
    [
      'over 4 KB',
      b64(JSON.stringify(Array.from({ length: 200 }, () => ['prd_x', 1, 'x'.repeat(20), '']))),
    ],
  ])('ignores a cookie that is %s: an empty cart, no order, no 5xx', async (_kind, value) => {
    const { tenant } = await shop()
    const r = await checkoutWith(tenant, value)
    expect(r.cart).toBe(200)
    expect(r.cartHtml).toContain('Votre panier est vide.')
    expect(r.checkout).toBe(303)
    expect(r.orders).toEqual([])
  })

  it('answers a 10 000-line cookie (530 KB of headers) without a 5xx, and orders nothing', async () => {
    const { tenant, pagne } = await shop()
    const value = b64(JSON.stringify(Array.from({ length: 10_000 }, () => [pagne.id, 1, '', ''])))
    const body = new URLSearchParams(contact).toString()
    for (const [method, path] of [
      ['GET', `/${tenant.store.slug}/cart`],
      ['POST', `/${tenant.store.slug}/checkout`],
    ] as const) {
      // A socket, not fetch: the server may refuse the headers before reading them all.
      const r = await rawRequest(
        {
          method,
          path,
          cookie: cookieOf(tenant, value),
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(method === 'POST' ? body.length : 0),
        },
        method === 'POST' ? [Buffer.from(body)] : [],
      )
      expect(r.status, path).toBeGreaterThanOrEqual(200)
      expect(r.status, path).toBeLessThan(500)
    }
    expect(await ordersOf(tenant.store.id)).toEqual([])
    expect((await productRow(pagne.id))?.stock).toBe(20)
  })
})
