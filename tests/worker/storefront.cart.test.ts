import { describe, expect, it } from 'vitest'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  productRow,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

const contact = {
  firstName: 'Issa',
  lastName: 'Ouédraogo',
  phoneCountryCode: '+226',
  phone: '76 11 22 33',
  city: 'Ouahigouya',
}

async function shopWithTwoProducts() {
  const shop = await createTenant()
  const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
  const chemise = await seedProduct(shop, {
    name: 'Chemise',
    price: '12000',
    stock: '4',
    sizes: ['M', 'L'],
  })
  return { shop, pagne, chemise }
}

const add = (shop: Tenant, jar: ReturnType<typeof cookieJar>, fields: Record<string, string>) =>
  postForm(`/${shop.store.slug}/cart/add`, fields, jar.header()).then(jar.take)

describe('POST /:slug/cart/add', () => {
  it('keeps ids, sizes and quantities (never prices) in a Lax cookie and 303s to the cart', async () => {
    const { shop, chemise } = await shopWithTwoProducts()
    const jar = cookieJar()
    const res = await add(shop, jar, { productId: chemise.id, size: 'L', quantity: '2' })
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(`/${shop.store.slug}/cart?added=1`)
    const setCookie = res.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(new RegExp(`bt_cart_${shop.store.id}=[A-Za-z0-9_-]+;`))
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toContain(`Path=/${shop.store.slug}`)
    const stored = atob(jar.get(`bt_cart_${shop.store.id}`)!.replace(/-/g, '+').replace(/_/g, '/'))
    expect(JSON.parse(stored)).toEqual([[chemise.id, 2, 'L', '']])
  })

  it('sends the shopper back to the product, at the size field, where "Veuillez choisir une taille" shows once', async () => {
    const { shop, chemise } = await shopWithTwoProducts()
    const slug = shop.store.slug
    const jar = cookieJar()
    const res = await add(shop, jar, { productId: chemise.id, quantity: '2' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/${slug}/products/${chemise.id}#f-size`)
    expect(jar.get(`bt_cart_${shop.store.id}`)).toBeUndefined()
    const page = jar.take(await getPage(`/${slug}/products/${chemise.id}`, jar.header()))
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('<p class="err" id="e-f-size">Veuillez choisir une taille</p>')
    expect(html).toMatch(/<input[^>]*name="quantity"[^>]*value="2"/)
    const again = await (await getPage(`/${slug}/products/${chemise.id}`, jar.header())).text()
    expect(again).not.toContain('Veuillez choisir une taille')
  })

  it('sends the shopper back to the quantity field when the cart would hold more than the stock', async () => {
    const { shop, pagne } = await shopWithTwoProducts()
    const jar = cookieJar()
    await add(shop, jar, { productId: pagne.id, quantity: '4' })
    const res = await add(shop, jar, { productId: pagne.id, quantity: '2' })
    expect(res.headers.get('location')).toBe(`/${shop.store.slug}/products/${pagne.id}#f-quantity`)
    const html = await (await getPage(locationOf(res), jar.header())).text()
    expect(html).toContain('Stock insuffisant pour « Pagne » : il en reste 1')
  })
})

describe('GET /:slug/cart', () => {
  it('lists the lines with database prices, merges a product added twice, and is private', async () => {
    const { shop, pagne, chemise } = await shopWithTwoProducts()
    const jar = cookieJar()
    await add(shop, jar, { productId: pagne.id, quantity: '1' })
    await add(shop, jar, { productId: pagne.id, quantity: '1' })
    await add(shop, jar, { productId: chemise.id, size: 'M', quantity: '1' })
    const res = await getPage(`/${shop.store.slug}/cart`, jar.header())
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const html = await res.text()
    expect(html).toContain('Panier (3)')
    expect(html).toMatch(/Pagne<\/a>.*15\s000\sF\sCFA/s)
    expect(html).toContain('Chemise (M)')
    expect(html).toMatch(/Total(<!-- -->)? : <strong>27\s000\sF\sCFA<\/strong>/)
  })

  it('updates a quantity and removes a line', async () => {
    const { shop, pagne, chemise } = await shopWithTwoProducts()
    const jar = cookieJar()
    await add(shop, jar, { productId: pagne.id, quantity: '1' })
    await add(shop, jar, { productId: chemise.id, size: 'L', quantity: '1' })
    const slug = shop.store.slug
    const update = await postForm(
      `/${slug}/cart/update`,
      { line: `${pagne.id}||`, quantity: '3' },
      jar.header(),
    ).then(jar.take)
    expect(locationOf(update)).toBe(`/${slug}/cart?updated=1`)
    const removed = await postForm(
      `/${slug}/cart/remove`,
      { line: `${chemise.id}|L|` },
      jar.header(),
    )
    const html = await (await getPage(locationOf(jar.take(removed)), jar.header())).text()
    expect(html).toContain('Votre panier a été mis à jour.')
    expect(html).not.toContain('Chemise')
    expect(html).toMatch(/Total(<!-- -->)? : <strong>22\s500\sF\sCFA<\/strong>/)
    await postForm(
      `/${slug}/cart/update`,
      { line: `${pagne.id}||`, quantity: '0' },
      jar.header(),
    ).then(jar.take)
    expect(jar.get(`bt_cart_${shop.store.id}`)).toBeUndefined()
  })

  it('brings a quantity above the stock down to it, says so once, and totals the clamped quantity', async () => {
    const { shop, pagne } = await shopWithTwoProducts()
    const jar = cookieJar()
    await add(shop, jar, { productId: pagne.id, quantity: '1' })
    const update = await postForm(
      `/${shop.store.slug}/cart/update`,
      { line: `${pagne.id}||`, quantity: '9' },
      jar.header(),
    ).then(jar.take)
    const page = jar.take(await getPage(locationOf(update), jar.header()))
    const html = await page.text()
    expect(html).toContain('Pagne : il n’en reste que 5, la quantité a été ramenée à 5.')
    expect(html).not.toContain('Votre panier a été mis à jour.')
    expect(html).not.toContain('Stock insuffisant')
    expect(html).toMatch(/Total(<!-- -->)? : <strong>37\s500\sF\sCFA<\/strong>/)
    const stored = atob(jar.get(`bt_cart_${shop.store.id}`)!.replace(/-/g, '+').replace(/_/g, '/'))
    expect(JSON.parse(stored)).toEqual([[pagne.id, 5, '', '']])
  })

  it('ignores a tampered cookie: garbage, other shops’ products, forged prices', async () => {
    const { shop, pagne } = await shopWithTwoProducts()
    const other = await createTenant()
    const foreign = await seedProduct(other, { name: 'Produit étranger' })
    const cookie = (lines: unknown) =>
      `bt_cart_${shop.store.id}=${btoa(JSON.stringify(lines)).replace(/=+$/, '')}`
    const page = async (c: string) => (await getPage(`/${shop.store.slug}/cart`, c)).text()
    expect(await page(`bt_cart_${shop.store.id}=%%%not-base64`)).toContain('Votre panier est vide.')
    const html = await page(
      cookie([
        [pagne.id, 1, '', '', 1],
        [foreign.id, 1, '', ''],
        { productId: pagne.id, quantity: 1, price: 1 },
        [pagne.id, 2, '', ''],
      ]),
    )
    expect(html).not.toContain('Produit étranger')
    expect(html).toContain('Des articles qui ne sont plus disponibles ont été retirés')
    expect(html).toMatch(/Total(<!-- -->)? : <strong>15\s000\sF\sCFA<\/strong>/)
  })
})

describe('GET /:slug/checkout', () => {
  it('drops a line whose product no longer exists from the cart cookie, and says so', async () => {
    const { shop, pagne } = await shopWithTwoProducts()
    const gone = 'prd_gone0000000000000000'
    const stored = btoa(
      JSON.stringify([
        [pagne.id, 2, '', ''],
        [gone, 1, '', ''],
      ]),
    )
    const jar = cookieJar()
    const res = jar.take(
      await getPage(
        `/${shop.store.slug}/checkout`,
        `bt_cart_${shop.store.id}=${stored.replace(/=+$/, '')}`,
      ),
    )
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Des articles qui ne sont plus disponibles ont été retirés')
    const kept = atob(jar.get(`bt_cart_${shop.store.id}`)!.replace(/-/g, '+').replace(/_/g, '/'))
    expect(JSON.parse(kept)).toEqual([[pagne.id, 2, '', '']])
  })
})

describe('POST /:slug/checkout', () => {
  it('places one order for every line at database prices, empties the cart, 303s to the receipt', async () => {
    const { shop, pagne, chemise } = await shopWithTwoProducts()
    const jar = cookieJar()
    await add(shop, jar, { productId: pagne.id, quantity: '2' })
    await add(shop, jar, { productId: chemise.id, size: 'L', quantity: '1' })
    const slug = shop.store.slug
    expect((await getPage(`/${slug}/checkout`, jar.header())).status).toBe(200)
    const res = await postForm(`/${slug}/checkout`, contact, jar.header()).then(jar.take)
    expect(res.status).toBe(303)
    expect(jar.get(`bt_cart_${shop.store.id}`)).toBeUndefined()
    const token = locationOf(res).split('/').pop()!
    const orders = await readJson<{ items: { id: string; total: number; itemCount: number }[] }>(
      await api('GET', '/api/orders', { token: shop.token }),
    )
    expect(orders.items).toHaveLength(1)
    expect(orders.items[0]).toMatchObject({ total: 27_000, itemCount: 3 })
    expect((await productRow(pagne.id))?.stock).toBe(3)
    const receipt = await (await getPage(`/${slug}/orders/${token}`)).text()
    expect(receipt).toContain('Merci pour votre commande !')
    expect(receipt).toMatch(/https:\/\/wa\.me\/22670123456\?text=/)
  })

  it('refuses with the stock message (409) when stock ran out meanwhile, and orders nothing', async () => {
    const { shop, pagne } = await shopWithTwoProducts()
    const jar = cookieJar()
    await add(shop, jar, { productId: pagne.id, quantity: '3' })
    await (await shopDb(shop))
      .prepare('UPDATE products SET stock = 1 WHERE id = ?')
      .bind(pagne.id)
      .run()
    const res = await postForm(`/${shop.store.slug}/checkout`, contact, jar.header())
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('Stock insuffisant pour « Pagne » : il en reste 1')
    const count = await (await shopDb(shop))
      .prepare('SELECT count(*) AS n FROM orders WHERE store_id = ?')
      .bind(shop.store.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('returns 422 with the field messages, keeping what was typed', async () => {
    const { shop, pagne } = await shopWithTwoProducts()
    const jar = cookieJar()
    await add(shop, jar, { productId: pagne.id, quantity: '1' })
    const res = await postForm(
      `/${shop.store.slug}/checkout`,
      { ...contact, phone: '12', city: '' },
      jar.header(),
    )
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('Numéro invalide : après +226, il faut 8 chiffres')
    expect(html).toContain('<p class="err" id="e-f-city">Le champ est vide</p>')
    expect(html).toContain('value="Issa"')
  })

  it('sends an empty cart back to the cart page', async () => {
    const { shop } = await shopWithTwoProducts()
    const res = await postForm(`/${shop.store.slug}/checkout`, contact)
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(`/${shop.store.slug}/cart`)
  })
})

/** Every `autofocus` of a page: the tags that carry it (a re-rendered form has no JS to scroll). */
const focused = (html: string) =>
  [...html.matchAll(/<[a-z]+\b[^>]*\sautofocus\b[^>]*>/g)].map((m) => m[0])

/** The one tag a refused page focuses, after checking the answer's status. */
async function focusedTag(
  res: Awaited<ReturnType<typeof postForm>>,
  status: number,
): Promise<string> {
  expect(res.status).toBe(status)
  const tags = focused(await res.text())
  expect(tags).toHaveLength(1)
  return tags[0]!
}

/** A checkout of `quantity` pagnes with `fields` as the contact, the stock set to `stock` meanwhile. */
async function checkoutOf(fields: Record<string, string>, quantity = '1', stock?: number) {
  const { shop, pagne } = await shopWithTwoProducts()
  const jar = cookieJar()
  await add(shop, jar, { productId: pagne.id, quantity })
  if (stock !== undefined)
    await (await shopDb(shop))
      .prepare('UPDATE products SET stock = ? WHERE id = ?')
      .bind(stock, pagne.id)
      .run()
  return postForm(`/${shop.store.slug}/checkout`, fields, jar.header())
}

describe('a refused no-JS form opens at what needs fixing', () => {
  it('a direct order missing its size focuses the size, above the contact fields', async () => {
    const { shop, chemise } = await shopWithTwoProducts()
    const res = await postForm(`/${shop.store.slug}/order`, {
      ...contact,
      productId: chemise.id,
      quantity: '1',
    })
    expect(await focusedTag(res, 422)).toMatch(/^<select\b[^>]*id="f-size"/)
  })

  it('a checkout with a wrong phone and no city focuses the phone', async () => {
    const res = await checkoutOf({ ...contact, phone: '12', city: '' })
    expect(await focusedTag(res, 422)).toMatch(/^<input\b[^>]*id="f-phone"/)
  })

  it('a refusal of the whole order focuses its message, not a field', async () => {
    const res = await checkoutOf(contact, '3', 1)
    expect(await focusedTag(res, 409)).toMatch(/^<p\b[^>]*class="alert"[^>]*tabindex="-1"/)
  })
})

describe('POST /:slug/order (direct buy)', () => {
  it('still orders one product at once and leaves the cart alone', async () => {
    const { shop, pagne, chemise } = await shopWithTwoProducts()
    const jar = cookieJar()
    await add(shop, jar, { productId: chemise.id, size: 'M', quantity: '1' })
    const res = await postForm(
      `/${shop.store.slug}/order`,
      { ...contact, productId: pagne.id, quantity: '2' },
      jar.header(),
    ).then(jar.take)
    expect(res.status).toBe(303)
    expect(locationOf(res)).toMatch(new RegExp(`^/${shop.store.slug}/orders/`))
    expect(jar.get(`bt_cart_${shop.store.id}`)).toBeDefined()
    expect((await productRow(pagne.id))?.stock).toBe(3)
  })
})
