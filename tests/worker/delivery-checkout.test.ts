import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { seedZone, setDelivery } from '#tests/helpers/delivery.ts'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { deliveryMsg } from '#worker/schemas/delivery.ts'
import type { Order, OrderReceipt } from '#worker/schemas/orders.ts'
import type { Stats } from '#worker/schemas/stats.ts'

setupWorker()

/** A shop with a 7 500 F pagne and Ouagadougou's zones (one off), pickup and "other zone". */
async function shopWithZones() {
  const shop = await createTenant()
  const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '20' })
  const ouaga2000 = await seedZone(shop, { name: 'Ouaga 2000', fee: '1 500', delay: '24 h' })
  const tampouy = await seedZone(shop, { name: 'Tampouy', fee: '2000', active: false })
  await setDelivery(shop, {
    freeDeliveryFrom: '20 000',
    pickupEnabled: true,
    pickupAddress: 'Marché de Rood Woko',
    otherZoneEnabled: true,
  })
  return { shop, pagne, ouaga2000, tampouy }
}

const order = (shop: Tenant, productId: string, quantity: number, extra: Record<string, unknown>) =>
  placeOrder(shop.store.slug, orderBody([{ productId, quantity }], extra))

describe('POST /api/publics/:slug/orders with a delivery choice', () => {
  it('adds the zone fee to the total and copies the zone, landmark and location onto the order, 201', async () => {
    const { shop, pagne, ouaga2000 } = await shopWithZones()
    const res = await order(shop, pagne.id, 1, {
      delivery: `zone:${ouaga2000.id}`,
      landmark: 'derrière la pharmacie du marché',
      location: 'https://maps.google.com/?q=12.3,-1.5',
    })
    expect(res.status).toBe(201)
    const receipt = await readJson<OrderReceipt>(res)
    expect(receipt).toMatchObject({ subtotal: 7500, total: 9000 })
    expect(receipt.delivery).toEqual({
      method: 'zone',
      zoneName: 'Ouaga 2000',
      delay: '24 h',
      fee: 1500,
      landmark: 'derrière la pharmacie du marché',
      locationUrl: 'https://maps.google.com/?q=12.3,-1.5',
    })
  })

  it('makes delivery free from the threshold on the subtotal, and pickup free, with the total the lines alone', async () => {
    const { shop, pagne, ouaga2000 } = await shopWithZones()
    const free = await readJson<OrderReceipt>(
      await order(shop, pagne.id, 3, { delivery: `zone:${ouaga2000.id}` }),
    )
    expect(free).toMatchObject({ subtotal: 22500, total: 22500, delivery: { fee: 0 } })
    const pickup = await readJson<OrderReceipt>(
      await order(shop, pagne.id, 1, { delivery: 'pickup' }),
    )
    expect(pickup).toMatchObject({ total: 7500, delivery: { method: 'pickup', fee: 0 } })
  })

  it('keeps an "other zone" fee pending (null), the total the lines alone', async () => {
    const { shop, pagne } = await shopWithZones()
    const other = await readJson<OrderReceipt>(
      await order(shop, pagne.id, 1, { delivery: 'other' }),
    )
    expect(other).toMatchObject({ total: 7500, delivery: { method: 'other', fee: null } })
  })

  it('refuses a zone turned off, another shop’s zone and no choice, 422 with a French message on delivery', async () => {
    const { shop, pagne, tampouy } = await shopWithZones()
    const elsewhere = await createTenant()
    const foreign = await seedZone(elsewhere, { name: 'Cocody', fee: '500' })
    for (const [delivery, message] of [
      [`zone:${tampouy.id}`, deliveryMsg.zoneUnavailable],
      [`zone:${foreign.id}`, deliveryMsg.zoneUnavailable],
      [undefined, deliveryMsg.chooseZone],
    ] as const) {
      const res = await order(shop, pagne.id, 1, delivery ? { delivery } : {})
      expect(res.status, String(delivery)).toBe(422)
      expect((await readError(res)).error.issues).toEqual([{ path: 'delivery', message }])
    }
  })

  it('orders as before in a shop offering no delivery choice: no delivery, the total the lines', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { price: '7500', stock: '5' })
    const receipt = await readJson<OrderReceipt>(await order(shop, pagne.id, 1, {}))
    expect(receipt).toMatchObject({ total: 7500, subtotal: 7500, delivery: null })
  })

  it('keeps an order whole when its zone is changed, turned off, then deleted', async () => {
    const { shop, pagne, ouaga2000 } = await shopWithZones()
    const placed = await readJson<OrderReceipt>(
      await order(shop, pagne.id, 1, { delivery: `zone:${ouaga2000.id}` }),
    )
    const zonePath = `/api/store/delivery/zones/${ouaga2000.id}`
    await api('PUT', zonePath, {
      token: shop.token,
      json: { name: 'Ouaga 2000 Sud', fee: '3000', active: false },
    })
    expect((await api('DELETE', zonePath, { token: shop.token })).status).toBe(204)
    const after = await readJson<Order>(
      await api('GET', `/api/orders/${placed.id}`, { token: shop.token }),
    )
    expect(after).toMatchObject({
      total: 9000,
      delivery: { method: 'zone', zoneName: 'Ouaga 2000', delay: '24 h', fee: 1500 },
    })
  })
})

describe('GET and POST /:slug/checkout with delivery zones (no JavaScript)', () => {
  it('offers each zone on as a radio with its fee and delay, pickup and "other zone", and not the zone turned off', async () => {
    const { shop, pagne, ouaga2000, tampouy } = await shopWithZones()
    const jar = cookieJar()
    await postForm(
      `/${shop.store.slug}/cart/add`,
      { productId: pagne.id, quantity: '1' },
      jar.header(),
    ).then(jar.take)
    const html = await (await getPage(`/${shop.store.slug}/checkout`, jar.header())).text()
    expect(html).toContain(`value="zone:${ouaga2000.id}"`)
    expect(html).toMatch(/Ouaga 2000[\s\S]*1\s500\sF\s?CFA · 24 h/)
    expect(html).not.toContain(tampouy.id)
    expect(html).toContain('value="pickup"')
    expect(html).toContain('value="other"')
    expect(html).toContain('name="landmark"')
    expect(html).toContain('name="location"')
  })

  it('places the order with the zone fee in its total and shows it on the receipt', async () => {
    const { shop, pagne, ouaga2000 } = await shopWithZones()
    const jar = cookieJar()
    const slug = shop.store.slug
    await postForm(`/${slug}/cart/add`, { productId: pagne.id, quantity: '1' }, jar.header()).then(
      jar.take,
    )
    const res = await postForm(
      `/${slug}/checkout`,
      {
        firstName: 'Issa',
        lastName: 'Ouédraogo',
        phoneCountryCode: '+226',
        phone: '76 11 22 33',
        city: 'Ouagadougou',
        delivery: `zone:${ouaga2000.id}`,
        landmark: 'derrière la pharmacie du marché',
      },
      jar.header(),
    ).then(jar.take)
    expect(res.status).toBe(303)
    const receipt = await (await getPage(locationOf(res), jar.header())).text()
    expect(receipt).toMatch(/Livraison \(Ouaga 2000\)[\s\S]*1\s500\sF\s?CFA/)
    expect(receipt).toMatch(/Total[\s\S]*9\s000\sF\s?CFA/)
    // Named as what it is: a landmark, not a postal address (there is none here).
    expect(receipt).toMatch(/<dt>Repère<\/dt>\s*<dd>derrière la pharmacie du marché<\/dd>/)
  })

  it('answers 422 with the message under the choice when no zone is picked, the cart kept', async () => {
    const { shop, pagne } = await shopWithZones()
    const jar = cookieJar()
    const slug = shop.store.slug
    await postForm(`/${slug}/cart/add`, { productId: pagne.id, quantity: '1' }, jar.header()).then(
      jar.take,
    )
    const res = await postForm(
      `/${slug}/checkout`,
      { firstName: 'Issa', lastName: 'Ouédraogo', phone: '76112233', city: 'Ouagadougou' },
      jar.header(),
    )
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('id="e-delivery"')
    expect(html).toContain(deliveryMsg.chooseZone.replace(/’/g, '&#x2019;').slice(0, 20))
  })
})

describe('PATCH /api/orders/:id/status of an "other zone" order', () => {
  it('refuses to confirm without the fee (422 on deliveryFee), then adds the fee typed to the total and tells the shopper the new total', async () => {
    const { shop, pagne } = await shopWithZones()
    const placed = await readJson<OrderReceipt>(
      await order(shop, pagne.id, 1, { delivery: 'other' }),
    )
    const confirm = (json: Record<string, unknown>) =>
      api('PATCH', `/api/orders/${placed.id}/status`, { token: shop.token, json })
    const missing = await confirm({ status: 'confirmed' })
    expect(missing.status).toBe(422)
    expect((await readError(missing)).error.issues).toEqual([
      { path: 'deliveryFee', message: deliveryMsg.feeRequired },
    ])
    const res = await confirm({ status: 'confirmed', deliveryFee: '1 000' })
    expect(res.status).toBe(200)
    const confirmed = await readJson<Order>(res)
    expect(confirmed).toMatchObject({ total: 8500, subtotal: 7500, delivery: { fee: 1000 } })
    expect(confirmed.events?.at(-1)?.message).toMatch(/Nouveau total de votre commande : 8\s500/)
    const tracking = await (
      await getPage(`/${shop.store.slug}/orders/${placed.trackingToken}`)
    ).text()
    expect(tracking).toMatch(/Total[\s\S]*8\s500\sF\s?CFA/)
  })
})

describe('GET /api/stats with delivery fees', () => {
  it('counts a confirmed order with its fee in the sales, and says how much of them is delivery', async () => {
    const { shop, pagne, ouaga2000 } = await shopWithZones()
    const placed = await readJson<OrderReceipt>(
      await order(shop, pagne.id, 1, { delivery: `zone:${ouaga2000.id}` }),
    )
    await api('PATCH', `/api/orders/${placed.id}/status`, {
      token: shop.token,
      json: { status: 'confirmed' },
    })
    const stats = await readJson<Stats>(await api('GET', '/api/stats', { token: shop.token }))
    expect(stats.sales.today).toEqual({ amount: 9000, count: 1, deliveryFees: 1500 })
    expect(stats.paidSales.today).toEqual({ amount: 0, count: 0, deliveryFees: 0 })
  })
})

describe('"Partager ma position" on the checkout', () => {
  it('allows the page’s one script by its hash on a checkout offering delivery, and no script on one that does not', async () => {
    const { shop, pagne } = await shopWithZones()
    const jar = cookieJar()
    await postForm(
      `/${shop.store.slug}/cart/add`,
      { productId: pagne.id, quantity: '1' },
      jar.header(),
    ).then(jar.take)
    const res = await getPage(`/${shop.store.slug}/checkout`, jar.header())
    const html = await res.text()
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(script).toContain('navigator.geolocation')
    const hash = createHash('sha256').update(script).digest('base64')
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`)

    const plain = await createTenant()
    const savon = await seedProduct(plain, { price: '1000', stock: '5' })
    const other = cookieJar()
    await postForm(
      `/${plain.store.slug}/cart/add`,
      { productId: savon.id, quantity: '1' },
      other.header(),
    ).then(other.take)
    const without = await getPage(`/${plain.store.slug}/checkout`, other.header())
    expect(await without.text()).not.toContain('navigator.geolocation')
    expect(without.headers.get('content-security-policy')).toContain("script-src 'none'")
  })
})

describe('the cart and the product page of a shop delivering by zones', () => {
  it('says on the cart page what delivery will cost before the zone is chosen', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { price: '7500', stock: '5' })
    await seedZone(shop, { name: 'Tampouy', fee: '2 000' })
    await seedZone(shop, { name: 'Zone du Bois', fee: '1 000' })
    const jar = cookieJar()
    await postForm(
      `/${shop.store.slug}/cart/add`,
      { productId: pagne.id, quantity: '1' },
      jar.header(),
    ).then(jar.take)
    const html = await (await getPage(`/${shop.store.slug}/cart`, jar.header())).text()
    expect(html).toMatch(/Livraison : à choisir à l’étape suivante, à partir de 1\s000\sF\s?CFA/)
  })

  it('sends the product page’s direct order to the cart to choose a zone, 422, nothing ordered', async () => {
    const { shop, pagne } = await shopWithZones()
    const res = await postForm(`/${shop.store.slug}/order`, {
      productId: pagne.id,
      quantity: '1',
      firstName: 'Issa',
      lastName: 'Ouédraogo',
      phone: '76112233',
      city: 'Ouagadougou',
    })
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('Cette boutique livre par zones')
    const list = await readJson<{ total: number }>(
      await api('GET', '/api/orders', { token: shop.token }),
    )
    expect(list.total).toBe(0)
  })
})
