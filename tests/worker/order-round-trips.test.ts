import { describe, expect, it } from 'vitest'
import { addWallet, enableFedaPay } from '#tests/helpers/payments.ts'
import { roundTrips, TRACE_HEADER } from '#tests/helpers/sql-recorder.ts'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createTenant,
  orderBody,
  ownAddress,
  placeOrder,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
  uniqueEmail,
  uniquePhone,
} from '#tests/helpers/worker.ts'

setupWorker()

// "One order intake": in production each sequential query is a round trip from the Worker to
// the D1 primary (tens of ms from Abidjan or Dakar). An order reads what it needs in one batch
// (beside the directory's reads), writes in one batch and answers from what it has: these
// bounds keep the trips from creeping back one helper at a time.

const traced = { [TRACE_HEADER]: '1' }

const contact = (phone = uniquePhone()) => ({
  firstName: 'Aminata',
  lastName: 'Sawadogo',
  phone,
  city: 'Bobo-Dioulasso',
})

/** A shopper with a product in the cart, on the checkout page: its jar and the form's key. */
async function atCheckout(shop: Tenant, productId: string) {
  const jar = cookieJar()
  const slug = shop.store.slug
  await postForm(`/${slug}/cart/add`, { productId, quantity: '2' }, jar.header()).then(jar.take)
  const page = await (await getPage(`/${slug}/checkout`, jar.header())).text()
  const key = /name="idempotencyKey" value="([^"]*)"/.exec(page)?.[1] ?? ''
  return { jar, key }
}

/**
 * Until the shop's messages have left, then a moment: the work a request does after its answer
 * (the outbox's delivery, a place given back) would count in the next request's trace.
 */
async function afterItsWork(shop: Tenant) {
  const own = await shopDb(shop)
  for (let i = 0; i < 100; i++) {
    const pending = await own
      .prepare("SELECT count(*) AS n FROM outbox WHERE store_id = ? AND status = 'pending'")
      .bind(shop.store.id)
      .first<{ n: number }>()
    if (!pending?.n) break
    await new Promise((r) => setTimeout(r, 50))
  }
  await new Promise((r) => setTimeout(r, 300))
}

// Verified shops: their owner's receipt and alerts really leave, so the message gate's
// cross-shop count is paid for too (an unverified shop's messages are only held).
for (const [label, newShop] of [
  ['a verified shop', () => createVerifiedTenant({ email: uniqueEmail() })],
  ['an unverified shop', () => createTenant()],
] as const) {
  describe(`an order in ${label}`, () => {
    it('by the storefront checkout (cash on delivery) takes at most 3 sequential round trips', async () => {
      const shop = await newShop()
      const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
      const { jar, key } = await atCheckout(shop, pagne.id)
      const res = await postForm(
        `/${shop.store.slug}/checkout`,
        { ...contact(), idempotencyKey: key },
        jar.header(),
        { ...ownAddress(), ...traced },
      )
      expect(res.status).toBe(303)
      expect(locationOf(res)).toMatch(new RegExp(`^/${shop.store.slug}/orders/`))
      expect(roundTrips(res).sequential).toBeLessThanOrEqual(3)
    })

    it('by the JSON API takes at most 3 sequential round trips', async () => {
      const shop = await newShop()
      const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
      const body = orderBody([{ productId: pagne.id, quantity: 2 }], { phone: uniquePhone() })
      const res = await placeOrder(shop.store.slug, body, { ...ownAddress(), ...traced })
      expect(res.status).toBe(201)
      expect(await readJson(res)).toMatchObject({ total: 15000, itemCount: 2 })
      expect(roundTrips(res).sequential).toBeLessThanOrEqual(3)
    })

    it('by the product page ("Passer la commande") takes at most 3 sequential round trips', async () => {
      const shop = await newShop()
      const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
      const res = await postForm(
        `/${shop.store.slug}/order`,
        { ...contact(), productId: pagne.id, quantity: '1' },
        '',
        { ...ownAddress(), ...traced },
      )
      expect(res.status).toBe(303)
      expect(roundTrips(res).sequential).toBeLessThanOrEqual(3)
    })
  })
}

describe('an order through the JSON API with a phone sent without its country code', () => {
  it('in a Senegal shop takes at most 3 sequential round trips, as in Burkina Faso', async () => {
    const shop = await createTenant({
      phoneCountryCode: '+221',
      phone: `77${uniquePhone().slice(1)}`,
    })
    const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
    // The intake's reads go with the shop's country from the start: not read a second time.
    const body = orderBody([{ productId: pagne.id, quantity: 2 }], { phone: '77 123 45 67' })
    const res = await placeOrder(shop.store.slug, body, { ...ownAddress(), ...traced })
    expect(res.status).toBe(201)
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(3)
  })
})

describe('a double tap on "Confirmer la commande"', () => {
  it('finds the first order in at most 2 sequential round trips', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
    const { jar, key } = await atCheckout(shop, pagne.id)
    const fields = { ...contact('70445566'), idempotencyKey: key }
    const first = await postForm(`/${shop.store.slug}/checkout`, fields, jar.header())
    await afterItsWork(shop)
    const again = await postForm(`/${shop.store.slug}/checkout`, fields, jar.header(), traced)
    expect(again.status).toBe(303)
    expect(locationOf(again)).toBe(locationOf(first))
    expect(roundTrips(again).sequential).toBeLessThanOrEqual(2)
  })

  // The receipt's place across shops is taken beside the first read, before a repeat is known
  // (ADR 042); a repeat reaching the isolate that made the order knows it already and neither
  // takes the place nor gives it back: the directory is asked for the shop's route at most.
  it('writes nothing to the directory the second time, neither a place taken nor given back', async () => {
    const shop = await createVerifiedTenant({ email: uniqueEmail() })
    const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
    const { jar, key } = await atCheckout(shop, pagne.id)
    const fields = { ...contact(), idempotencyKey: key }
    const first = await postForm(`/${shop.store.slug}/checkout`, fields, jar.header())
    await afterItsWork(shop)
    const again = await postForm(`/${shop.store.slug}/checkout`, fields, jar.header(), traced)
    expect(locationOf(again)).toBe(locationOf(first))
    expect(roundTrips(again).byDatabase.DB ?? 0).toBeLessThanOrEqual(1)
  })
})

// The cart, the checkout page and the tracking page read what they show with the shop's row:
// their reads follow from the request (the cart's cookie, the tracking link), so they travel in
// the lookup's batch. The shopper comes from the shop's pages: its route is known (ADR 043).
describe("a shopper's own pages", () => {
  it('the cart and the checkout page take 1 sequential round trip each', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
    const { jar } = await atCheckout(shop, pagne.id)
    for (const path of ['cart', 'checkout']) {
      const res = await api('GET', `/${shop.store.slug}/${path}`, {
        headers: { cookie: jar.header(), ...traced },
      })
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toContain('Pagne')
      expect(roundTrips(res).sequential, path).toBe(1)
    }
  })

  it('the tracking page of an order takes 1 sequential round trip', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
    const { jar, key } = await atCheckout(shop, pagne.id)
    const placed = await postForm(
      `/${shop.store.slug}/checkout`,
      { ...contact(), idempotencyKey: key },
      jar.header(),
    )
    await afterItsWork(shop)
    const res = await api('GET', locationOf(placed), { headers: traced })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Pagne')
    expect(roundTrips(res).sequential).toBe(1)
  })
})

describe('"Ajouter au panier"', () => {
  it('takes at most 2 sequential round trips', async () => {
    const shop = await createTenant()
    const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '5' })
    const res = await postForm(
      `/${shop.store.slug}/cart/add`,
      { productId: pagne.id, quantity: '1' },
      '',
      traced,
    )
    expect(res.status).toBe(303)
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(2)
  })
})

describe('an order paid otherwise', () => {
  const buyNow = (slug: string, productId: string, paymentMethod: string) =>
    postForm(`/${slug}/order`, { ...contact(), productId, quantity: '1', paymentMethod }, '', {
      ...ownAddress(),
      ...traced,
    })

  it('by direct transfer takes at most 3 sequential round trips, as cash on delivery', async () => {
    const shop = await createVerifiedTenant({ email: uniqueEmail() })
    await addWallet(shop, '70112233')
    const pagne = await seedProduct(shop, { price: '4000', stock: '5' })
    const res = await buyNow(shop.store.slug, pagne.id, 'transfer')
    expect(res.status).toBe(303)
    expect(locationOf(res)).toMatch(new RegExp(`^/${shop.store.slug}/orders/`))
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(3)
  })

  // One read batch (the account the payment goes through among the intake's reads), the
  // order's write batch, then the provider's call and the attempt's write: no read around it.
  // The shopper comes from the shop's pages, so its route is known (ADR 043), as in the bench.
  it("online takes at most 3, the provider's call aside", async () => {
    const shop = await createVerifiedTenant({ email: uniqueEmail() })
    await enableFedaPay(shop)
    const pagne = await seedProduct(shop, { price: '2500', stock: '5' })
    await getPage(`/${shop.store.slug}/products/${pagne.id}`)
    const res = await buyNow(shop.store.slug, pagne.id, 'online')
    expect(res.status).toBe(303)
    expect(locationOf(res)).not.toMatch(new RegExp(`^/${shop.store.slug}/`))
    expect(roundTrips(res).sequential).toBeLessThanOrEqual(3)
  })
})
