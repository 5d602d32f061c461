import { describe, expect, it } from 'vitest'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  createTenant,
  type OrderReceipt,
  orderBody,
  ownAddress,
  placeOrder,
  productRow,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

// Issue 14, "a checkout the shopper can trust": a double tap on "Confirmer la commande" must
// show the same confirmation, never "Votre panier est vide." nor a second order.

const contact = {
  firstName: 'Aminata',
  lastName: 'Sawadogo',
  phoneCountryCode: '+226',
  phone: '70 44 55 66',
  city: 'Bobo-Dioulasso',
}

type Jar = ReturnType<typeof cookieJar>

/** A shopper with `quantity` of a product in the cart, on the checkout page: its form's key. */
async function atCheckout(shop: Tenant, productId: string, quantity = '2') {
  const jar = cookieJar()
  const slug = shop.store.slug
  await postForm(`/${slug}/cart/add`, { productId, quantity }, jar.header()).then(jar.take)
  const page = await getPage(`/${slug}/checkout`, jar.header())
  expect(page.status).toBe(200)
  const key = /name="idempotencyKey" value="([^"]*)"/.exec(await page.text())?.[1] ?? ''
  return { jar, key }
}

const confirm = (shop: Tenant, jar: Jar, fields: Record<string, string>) =>
  postForm(`/${shop.store.slug}/checkout`, fields, jar.header())

async function ordersOf(storeId: string) {
  const { results } = await (await shopDb(storeId))
    .prepare('SELECT id, tracking_token, idempotency_key FROM orders WHERE store_id = ?')
    .bind(storeId)
    .all<{ id: string; tracking_token: string; idempotency_key: string | null }>()
  return results
}

async function shopWithPagne(stock = '5') {
  const shop = await createTenant()
  const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock })
  return { shop, pagne }
}

describe('the checkout form', () => {
  it('carries a fresh random key, different on each render', async () => {
    const { shop, pagne } = await shopWithPagne()
    const first = await atCheckout(shop, pagne.id)
    const again = /name="idempotencyKey" value="([^"]*)"/.exec(
      await (await getPage(`/${shop.store.slug}/checkout`, first.jar.header())).text(),
    )?.[1]
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{32,64}$/)
    expect(again).toMatch(/^[A-Za-z0-9_-]{32,64}$/)
    expect(again).not.toBe(first.key)
  })
})

describe('a repeated "Confirmer la commande"', () => {
  it('after the cart was emptied, 303s to the same order instead of the empty cart', async () => {
    const { shop, pagne } = await shopWithPagne()
    const { jar, key } = await atCheckout(shop, pagne.id)
    const first = await confirm(shop, jar, { ...contact, idempotencyKey: key }).then(jar.take)
    expect(first.status).toBe(303)
    expect(jar.get(`bt_cart_${shop.store.id}`)).toBeUndefined()

    const second = await confirm(shop, jar, { ...contact, idempotencyKey: key })
    expect(second.status).toBe(303)
    expect(locationOf(second)).toBe(locationOf(first))
    expect(locationOf(second)).toMatch(new RegExp(`^/${shop.store.slug}/orders/`))
    const orders = await ordersOf(shop.store.id)
    expect(orders).toEqual([expect.objectContaining({ idempotency_key: key })])
    expect((await productRow(pagne.id))?.stock).toBe(3)
  })

  it('whose first answer was lost (cart cookie still full), creates nothing and shows the same order', async () => {
    const { shop, pagne } = await shopWithPagne()
    const { jar, key } = await atCheckout(shop, pagne.id)
    const first = await confirm(shop, jar, { ...contact, idempotencyKey: key })
    const second = await confirm(shop, jar, { ...contact, idempotencyKey: key }).then(jar.take)
    expect([first.status, second.status]).toEqual([303, 303])
    expect(locationOf(second)).toBe(locationOf(first))
    expect(jar.get(`bt_cart_${shop.store.id}`)).toBeUndefined()
    expect(await ordersOf(shop.store.id)).toHaveLength(1)
    expect((await productRow(pagne.id))?.stock).toBe(3)
  })

  it('sent twice at once, makes one order and sends both taps to it', async () => {
    const { shop, pagne } = await shopWithPagne()
    const { jar, key } = await atCheckout(shop, pagne.id)
    const taps = await Promise.all([
      confirm(shop, jar, { ...contact, idempotencyKey: key }),
      confirm(shop, jar, { ...contact, idempotencyKey: key }),
    ])
    expect(taps.map((r) => r.status)).toEqual([303, 303])
    const orders = await ordersOf(shop.store.id)
    expect(orders).toHaveLength(1)
    const tracking = `/${shop.store.slug}/orders/${orders[0]!.tracking_token}`
    expect(taps.map(locationOf)).toEqual([tracking, tracking])
    expect((await productRow(pagne.id))?.stock).toBe(3)
  })

  it('sent twice at once for the last unit, sends the second tap to the order rather than to "stock insuffisant"', async () => {
    const { shop, pagne } = await shopWithPagne('1')
    const { jar, key } = await atCheckout(shop, pagne.id, '1')
    const taps = await Promise.all(
      [1, 2, 3].map(() => confirm(shop, jar, { ...contact, idempotencyKey: key })),
    )
    expect(taps.map((r) => r.status)).toEqual([303, 303, 303])
    const orders = await ordersOf(shop.store.id)
    expect(orders).toHaveLength(1)
    expect(new Set(taps.map(locationOf))).toEqual(
      new Set([`/${shop.store.slug}/orders/${orders[0]!.tracking_token}`]),
    )
    expect((await productRow(pagne.id))?.stock).toBe(0)
  })

  it('with the key but another phone number, is refused (409) and orders nothing more', async () => {
    const { shop, pagne } = await shopWithPagne()
    const { jar, key } = await atCheckout(shop, pagne.id)
    expect((await confirm(shop, jar, { ...contact, idempotencyKey: key })).status).toBe(303)
    const other = await confirm(shop, jar, {
      ...contact,
      phone: '70 99 88 77',
      idempotencyKey: key,
    })
    expect(other.status).toBe(409)
    expect(await other.text()).toContain('Cette commande a déjà été envoyée')
    expect(await ordersOf(shop.store.id)).toHaveLength(1)
  })
})

describe('the checkout key', () => {
  it('belongs to its shop: the same key in another shop makes that shop’s own order', async () => {
    const a = await shopWithPagne()
    const b = await shopWithPagne()
    const inA = await atCheckout(a.shop, a.pagne.id)
    const inB = await atCheckout(b.shop, b.pagne.id)
    const resA = await confirm(a.shop, inA.jar, { ...contact, idempotencyKey: inA.key })
    const resB = await confirm(b.shop, inB.jar, { ...contact, idempotencyKey: inA.key })
    expect([resA.status, resB.status]).toEqual([303, 303])
    expect(locationOf(resB)).toMatch(new RegExp(`^/${b.shop.store.slug}/orders/`))
    expect(await ordersOf(a.shop.store.id)).toHaveLength(1)
    expect(await ordersOf(b.shop.store.id)).toEqual([
      expect.objectContaining({ idempotency_key: inA.key }),
    ])
  })

  it('is not trusted when hand-made in another format: the order is placed without it', async () => {
    const { shop, pagne } = await shopWithPagne()
    const { jar } = await atCheckout(shop, pagne.id)
    const res = await confirm(shop, jar, { ...contact, idempotencyKey: "x' or 1=1 --" })
    expect(res.status).toBe(303)
    expect(await ordersOf(shop.store.id)).toEqual([
      expect.objectContaining({ idempotency_key: null }),
    ])
  })
})

describe('POST /api/publics/:slug/orders with an Idempotency-Key header', () => {
  const KEY_LENGTH = 32
  const newKey = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(KEY_LENGTH)), (b) =>
      'abcdefghijklmnopqrstuvwxyz0123456789'.charAt(b % 36),
    ).join('')

  it('answers a repeat, in sequence or at once, with the same order and creates nothing', async () => {
    const { shop, pagne } = await shopWithPagne()
    const body = orderBody([{ productId: pagne.id, quantity: 1 }])
    const headers = { ...ownAddress(), 'idempotency-key': newKey() }
    const answers = await Promise.all([
      placeOrder(shop.store.slug, body, headers),
      placeOrder(shop.store.slug, body, headers),
    ])
    answers.push(await placeOrder(shop.store.slug, body, headers))
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201])
    const receipts = await Promise.all(answers.map((r) => readJson<OrderReceipt>(r)))
    expect(new Set(receipts.map((r) => r.id)).size).toBe(1)
    expect(await ordersOf(shop.store.id)).toHaveLength(1)
    expect((await productRow(pagne.id))?.stock).toBe(4)
  })

  it('refuses a malformed key with a French 422, ordering nothing', async () => {
    const { shop, pagne } = await shopWithPagne()
    const headers = { ...ownAddress(), 'idempotency-key': 'court' }
    const res = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: pagne.id, quantity: 1 }]),
      headers,
    )
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toEqual([
      { path: 'Idempotency-Key', message: expect.stringMatching(/^Clé d’idempotence invalide/) },
    ])
    expect(await ordersOf(shop.store.id)).toHaveLength(0)
  })
})
