import { describe, expect, it } from 'vitest'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  issuesOf,
  orderBody,
  ownAddress,
  placeOrder,
  productRow,
  rateLimits,
  readError,
  readJson,
  type Store,
  seedProduct,
  setupWorker,
  type Tenant,
  uniquePhone,
} from '#tests/helpers/worker.ts'

setupWorker()

const CAP_MESSAGE = 'Cette boutique accepte 10 articles au plus par produit dans une commande'
const FROM_ADDRESS =
  'Trop de demandes envoyées depuis votre connexion en peu de temps. Réessayez dans une minute.'
const FOR_PHONE =
  'Trop de demandes pour ce numéro de téléphone en peu de temps. Réessayez dans une minute.'

const limits = rateLimits()
const PER_ADDRESS = limits.FORMS_BY_ADDRESS!.simple.limit
const PER_PHONE = limits.FORMS_BY_PHONE!.simple.limit

/**
 * The limiters count in fixed windows of a minute (Miniflare, like Cloudflare, starts a new one
 * on each minute of the clock). A burst that straddled two windows would be counted twice over,
 * so each burst starts with enough of its window left.
 */
async function freshWindow() {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < 15_000) await new Promise((r) => setTimeout(r, left + 100))
}

const contact = (phone = uniquePhone()) => ({
  firstName: 'Fatou',
  lastName: 'Diallo',
  phone,
  city: 'Ouagadougou',
})

const buyNow = (
  shop: Tenant,
  fields: Record<string, string>,
  headers: Record<string, string> = ownAddress(),
) => postForm(`/${shop.store.slug}/order`, { ...contact(), ...fields }, '', headers)

describe('per-order quantity cap', () => {
  it('refuses one order of a whole product (49 units) with the French cap, 422, and takes no stock', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { stock: '49' })
    // The page already says so: the quantity field stops at the cap, not at the stock.
    const page = await (await getPage(`/${shop.store.slug}/products/${pagne.id}`)).text()
    expect(page).toMatch(/<input id="f-quantity"[^>]*max="10"/)
    const res = await buyNow(shop, { productId: pagne.id, quantity: '49' })
    expect(res.status).toBe(422)
    expect(await res.text()).toContain(CAP_MESSAGE)
    const api422 = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: pagne.id, quantity: 49 }]),
    )
    expect(api422.status).toBe(422)
    expect(await issuesOf(api422)).toEqual({ 'items.0.quantity': CAP_MESSAGE })
    expect((await productRow(pagne.id))?.stock).toBe(49)
  })

  it('counts one product asked over several lines together, and allows exactly the cap', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { stock: '49' })
    const line = { productId: pagne.id, quantity: 6 }
    const split = await placeOrder(shop.store.slug, orderBody([line, line]))
    expect(split.status).toBe(422)
    const atCap = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: pagne.id, quantity: 10 }]),
    )
    expect(atCap.status).toBe(201)
    expect((await productRow(pagne.id))?.stock).toBe(39)
  })

  it('follows the cap the merchant sets on the shop profile (1 to 999, French message otherwise)', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { stock: '49' })
    const profile = (maxOrderQuantity: string) =>
      api('PUT', '/api/store/profile', {
        token: shop.token,
        json: { name: shop.store.name, email: shop.store.email, maxOrderQuantity },
      })
    const refused = await profile('0')
    expect(refused.status).toBe(422)
    expect(await issuesOf(refused)).toEqual({ maxOrderQuantity: 'Entre 1 et 999 articles' })
    const saved = await profile('30')
    expect(saved.status).toBe(200)
    expect((await readJson<Store>(saved)).maxOrderQuantity).toBe(30)
    const order = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: pagne.id, quantity: 30 }]),
    )
    expect(order.status).toBe(201)
    // Saving the profile without the field keeps the cap.
    const kept = await api('PUT', '/api/store/profile', {
      token: shop.token,
      json: { name: 'Boutique Awa', email: shop.store.email },
    })
    expect((await readJson<Store>(kept)).maxOrderQuantity).toBe(30)
  })

  it('refuses to put more than the cap of one line in the cart (back to the quantity field)', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { stock: '49' })
    const jar = cookieJar()
    const add = (quantity: string) =>
      postForm(
        `/${shop.store.slug}/cart/add`,
        { productId: pagne.id, quantity },
        jar.header(),
      ).then(jar.take)
    expect((await add('8')).status).toBe(303)
    const over = await add('3')
    expect(over.headers.get('location')).toBe(`/${shop.store.slug}/products/${pagne.id}#f-quantity`)
    expect(await (await getPage(locationOf(over), jar.header())).text()).toContain(CAP_MESSAGE)
    const update = await postForm(
      `/${shop.store.slug}/cart/update`,
      { line: `${pagne.id}||`, quantity: '11' },
      jar.header(),
    )
    expect(locationOf(update)).toBe(`/${shop.store.slug}/cart?cap=1`)
  })
})

describe('public forms per client address and per phone number', () => {
  it('stops a burst of fake orders from one address before it empties the shop, and a real shopper still buys', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { stock: '300' })
    const attacker = ownAddress()
    await freshWindow()
    // 40 orders of the cap, each "for" another phone: 400 units against 300 in stock.
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        buyNow(shop, { productId: pagne.id, quantity: '10' }, attacker),
      ),
    )
    const statuses = burst.map((r) => r.status)
    expect(statuses.filter((s) => s === 303)).toHaveLength(PER_ADDRESS)
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PER_ADDRESS)
    const refused = burst.find((r) => r.status === 429)!
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toContain(FROM_ADDRESS)
    expect((await productRow(pagne.id))?.stock).toBe(300 - PER_ADDRESS * 10)

    const shopper = await buyNow(shop, { productId: pagne.id, quantity: '2' })
    expect(shopper.status).toBe(303)
    expect(locationOf(shopper)).toMatch(new RegExp(`^/${shop.store.slug}/orders/`))
    expect((await productRow(pagne.id))?.stock).toBe(300 - PER_ADDRESS * 10 - 2)
  })

  it('limits one phone number more tightly, whatever the address (API: 429 RATE_LIMITED, Retry-After)', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { stock: '49' })
    const phone = uniquePhone()
    const order = () =>
      placeOrder(shop.store.slug, orderBody([{ productId: pagne.id, quantity: 1 }], { phone }))
    await freshWindow()
    for (let i = 0; i < PER_PHONE; i++) expect((await order()).status).toBe(201)
    const refused = await order()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await readError(refused)).toMatchObject({
      error: { code: 'RATE_LIMITED', message: FOR_PHONE },
    })
    const other = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: pagne.id, quantity: 1 }], { phone: uniquePhone() }),
    )
    expect(other.status).toBe(201)
    expect((await productRow(pagne.id))?.stock).toBe(49 - PER_PHONE - 1)
  })

  it('counts per shop: a busy address at one shop still orders at another', async () => {
    const [busy, other] = [await createTenant(), await createTenant()]
    const [a, b] = [await seedProduct(busy), await seedProduct(other)]
    const address = ownAddress()
    await freshWindow()
    for (let i = 0; i < PER_ADDRESS; i++)
      await buyNow(busy, { productId: a.id, quantity: '1' }, address)
    expect((await buyNow(busy, { productId: a.id, quantity: '1' }, address)).status).toBe(429)
    expect((await buyNow(other, { productId: b.id, quantity: '1' }, address)).status).toBe(303)
  })

  it('limits the checkout like the product page: a French 429 page with Retry-After, the cart kept', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { stock: '49' })
    const phone = uniquePhone()
    await freshWindow()
    const checkout = async () => {
      const jar = cookieJar()
      await postForm(
        `/${shop.store.slug}/cart/add`,
        { productId: pagne.id, quantity: '1' },
        jar.header(),
      ).then(jar.take)
      const res = await postForm(
        `/${shop.store.slug}/checkout`,
        contact(phone),
        jar.header(),
        ownAddress(),
      ).then(jar.take)
      return { res, jar }
    }
    for (let i = 0; i < PER_PHONE; i++) expect((await checkout()).res.status).toBe(303)
    const { res, jar } = await checkout()
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(await res.text()).toContain(FOR_PHONE)
    expect(jar.get(`bt_cart_${shop.store.id}`)).toBeDefined()
  })

  it('limits the shop’s enquiry form per address, with the message kept in the form', async () => {
    const shop = await createTenant()
    const address = ownAddress()
    const send = (headers: Record<string, string>) =>
      postForm(
        `/${shop.store.slug}/contact`,
        {
          fullName: 'Mariam Zongo',
          email: 'mariam@example.com',
          phone: uniquePhone(),
          message: 'Livrez-vous à Koudougou ?',
        },
        '',
        headers,
      )
    await freshWindow()
    for (let i = 0; i < PER_ADDRESS; i++) expect((await send(address)).status).toBe(303)
    const refused = await send(address)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    const html = await refused.text()
    expect(html).toContain(FROM_ADDRESS)
    expect(html).toContain('Livrez-vous à Koudougou ?')
    expect((await send(ownAddress())).status).toBe(303)
  })

  it('limits the platform’s contact form per address', async () => {
    const address = ownAddress()
    const send = () =>
      postForm(
        '/contact',
        { email: 'awa@example.com', subject: 'Autre', message: 'Bonjour' },
        '',
        address,
      )
    await freshWindow()
    for (let i = 0; i < PER_ADDRESS; i++) expect((await send()).status).toBe(303)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.text()).toContain(FROM_ADDRESS)
  })
})
