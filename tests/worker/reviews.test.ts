import { describe, expect, it } from 'vitest'
import { courierRunWith, pressOutcome } from '#tests/helpers/couriers.ts'
import { getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant as createFreeTenant,
  issuesOf,
  type OrderReceipt,
  onPlan,
  orderBody,
  ownAddress,
  placeOrder,
  productRow,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

/** A shop whose plan includes avis clients (Premium): the free plan has none (issue 26). */
const createTenant = async () => onPlan(await createFreeTenant(), 'pln_premium')

// Issue 26: reviews only real buyers can leave, from a delivered order's tracking link.

type Review = {
  id: string
  productId: string
  productName: string | null
  authorName: string
  rating: number
  text: string
  answer: string | null
  hidden: boolean
  hiddenReason: string | null
}

async function boughtOrder(shop: Tenant, names = ['Pagne indigo']) {
  const products = []
  for (const name of names) products.push(await seedProduct(shop, { name, stock: '10' }))
  const res = await placeOrder(
    shop.store.slug,
    orderBody(
      products.map((p) => ({ productId: p.id, quantity: 1 })),
      { firstName: 'Awa', lastName: 'Ouédraogo' },
    ),
  )
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  return { products, order: await readJson<OrderReceipt>(res) }
}

const deliver = async (shop: Tenant, orderId: string) => {
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const res = await api('PATCH', `/api/orders/${orderId}/status`, {
      token: shop.token,
      json: { status },
    })
    expect(res.status).toBe(200)
  }
}

const tracking = (shop: Tenant, order: OrderReceipt) =>
  `/${shop.store.slug}/orders/${order.trackingToken}`

const review = (
  shop: Tenant,
  order: OrderReceipt,
  fields: Record<string, string>,
  headers = ownAddress(),
) => postForm(`${tracking(shop, order)}/review`, fields, '', headers)

const listReviews = async (shop: Tenant, query = '') =>
  readJson<{ items: Review[]; total: number }>(
    await api('GET', `/api/reviews${query}`, { token: shop.token }),
  )

describe("a delivered order's buyer reviews what they bought", () => {
  it('offers no review form before delivery, and refuses a review posted anyway', async () => {
    const shop = await createTenant()
    const { products, order } = await boughtOrder(shop)
    const page = await (await getPage(tracking(shop, order))).text()
    expect(page).not.toContain('Publier mon avis')
    const res = await review(shop, order, { productId: products[0]!.id, rating: '5', text: 'Top' })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('une fois la commande livrée')
    expect(await listReviews(shop)).toMatchObject({ total: 0 })
  })

  it('shows one form per product once delivered; a review lands on the product page with "Achat vérifié"', async () => {
    const shop = await createTenant()
    const { products, order } = await boughtOrder(shop, ['Pagne indigo', 'Sac raphia'])
    await deliver(shop, order.id)
    const page = await (await getPage(tracking(shop, order))).text()
    expect(page.match(/Publier mon avis/g)).toHaveLength(2)

    const res = await review(shop, order, {
      productId: products[0]!.id,
      rating: '4',
      text: 'Très beau tissu <script>alert(1)</script>',
    })
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(tracking(shop, order))
    const after = await (await getPage(tracking(shop, order))).text()
    expect(after.match(/Publier mon avis/g)).toHaveLength(1)
    expect(after).toContain('Merci, votre avis est publié.')

    const productPage = await (
      await getPage(`/${shop.store.slug}/products/${products[0]!.id}`)
    ).text()
    expect(productPage).toContain('Achat vérifié')
    expect(productPage).toContain('Awa O.')
    expect(productPage).not.toContain('Ouédraogo')
    expect(productPage).toContain('4,0 sur 5 · 1 avis')
    // Escaped, never markup.
    expect(productPage).not.toContain('<script>alert(1)</script>')
    expect(productPage).toContain('&lt;script>alert(1)&lt;/script>')
    expect(productPage).toContain('"AggregateRating"')

    const row = await productRow(products[0]!.id)
    expect(row).toMatchObject({ review_count: 1, review_sum: 4, reviews_hidden: 0 })
    const store = await (await shopDb(shop.store.id))
      .prepare('SELECT review_count, review_sum FROM stores WHERE id = ?')
      .bind(shop.store.id)
      .first()
    expect(store).toEqual({ review_count: 1, review_sum: 4 })
  })

  it('takes one review per product and order: a second one is refused and moves no figure', async () => {
    const shop = await createTenant()
    const { products, order } = await boughtOrder(shop)
    await deliver(shop, order.id)
    const fields = { productId: products[0]!.id, rating: '5', text: 'Parfait' }
    const [a, b] = await Promise.all([review(shop, order, fields), review(shop, order, fields)])
    expect([a.status, b.status].sort()).toEqual([303, 409])
    expect(await productRow(products[0]!.id)).toMatchObject({ review_count: 1, review_sum: 5 })
  })

  it('refuses a product not on the order, and missing stars or text, in French on the form', async () => {
    const shop = await createTenant()
    const { order } = await boughtOrder(shop)
    const other = await seedProduct(shop, { name: 'Autre' })
    await deliver(shop, order.id)
    const notBought = await review(shop, order, { productId: other.id, rating: '5', text: 'x' })
    expect(notBought.status).toBe(422)
    expect(await notBought.text()).toContain('ne fait pas partie de cette commande')
    const noStars = await review(shop, order, { productId: other.id, rating: '9', text: '' })
    expect(noStars.status).toBe(422)
    expect(await noStars.text()).toContain('Choisissez une note de 1 à 5 étoiles')
  })

  it("answers 404 for another shop's tracking link", async () => {
    const [mine, theirs] = [await createTenant(), await createTenant()]
    const { products, order } = await boughtOrder(theirs)
    await deliver(theirs, order.id)
    const res = await postForm(
      `/${mine.store.slug}/orders/${order.trackingToken}/review`,
      { productId: products[0]!.id, rating: '5', text: 'x' },
      '',
      ownAddress(),
    )
    expect(res.status).toBe(404)
  })
})

describe('the merchant answers or hides a review, never edits it', () => {
  async function reviewed(rating = '2') {
    const shop = await createTenant()
    const { products, order } = await boughtOrder(shop)
    await deliver(shop, order.id)
    await review(shop, order, { productId: products[0]!.id, rating, text: 'Couleur délavée' })
    const [item] = (await listReviews(shop)).items
    return { shop, product: products[0]!, item: item! }
  }

  it("lists the review with its product and the buyer's short name", async () => {
    const { shop, product, item } = await reviewed()
    expect(item).toMatchObject({
      productId: product.id,
      productName: 'Pagne indigo',
      authorName: 'Awa O.',
      rating: 2,
      text: 'Couleur délavée',
      hidden: false,
    })
    const other = await createTenant()
    expect(await listReviews(other)).toMatchObject({ total: 0 })
    void shop
  })

  it('publishes an answer under the review on the product page', async () => {
    const { shop, product, item } = await reviewed()
    const res = await api('PUT', `/api/reviews/${item.id}/answer`, {
      token: shop.token,
      json: { answer: 'Merci, nous vous contactons pour un échange.' },
    })
    expect(res.status).toBe(200)
    expect(await readJson<Review>(res)).toMatchObject({
      answer: 'Merci, nous vous contactons pour un échange.',
      text: 'Couleur délavée',
    })
    const page = await (await getPage(`/${shop.store.slug}/products/${product.id}`)).text()
    expect(page).toContain('Réponse de la boutique')
    expect(page).toContain('Merci, nous vous contactons pour un échange.')
  })

  it('hides with a reason: the review leaves the page and the average but stays counted as "avis masqué"', async () => {
    const { shop, product, item } = await reviewed()
    const noReason = await api('POST', `/api/reviews/${item.id}/hide`, {
      token: shop.token,
      json: { reason: ' ' },
    })
    expect(noReason.status).toBe(422)
    expect((await issuesOf(noReason)).reason).toBe('Expliquez pourquoi vous masquez cet avis')
    const res = await api('POST', `/api/reviews/${item.id}/hide`, {
      token: shop.token,
      json: { reason: 'Propos injurieux' },
    })
    expect(res.status).toBe(200)
    expect(await readJson<Review>(res)).toMatchObject({
      hidden: true,
      hiddenReason: 'Propos injurieux',
    })
    const again = await api('POST', `/api/reviews/${item.id}/hide`, {
      token: shop.token,
      json: { reason: 'Encore' },
    })
    expect(again.status).toBe(409)
    expect(await productRow(product.id)).toMatchObject({
      review_count: 0,
      review_sum: 0,
      reviews_hidden: 1,
    })
    const page = await (await getPage(`/${shop.store.slug}/products/${product.id}`)).text()
    expect(page).not.toContain('Couleur délavée')
    expect(page).toContain('1 avis masqué par la boutique')
  })

  it("cannot touch another shop's review (404)", async () => {
    const { item } = await reviewed()
    const other = await createTenant()
    const hide = await api('POST', `/api/reviews/${item.id}/hide`, {
      token: other.token,
      json: { reason: 'x' },
    })
    expect(hide.status).toBe(404)
    const answer = await api('PUT', `/api/reviews/${item.id}/answer`, {
      token: other.token,
      json: { answer: 'x' },
    })
    expect(answer.status).toBe(404)
  })
})

describe('the WhatsApp invitation to review', () => {
  const invitesOf = async (storeId: string) => {
    const { results } = await (await shopDb(storeId))
      .prepare(
        `SELECT recipient, related_id, body FROM outbox
         WHERE store_id = ? AND template = 'review-invite'`,
      )
      .bind(storeId)
      .all<{ recipient: string; related_id: string; body: string }>()
    return results
  }

  it('is queued when the order becomes delivered, with its tracking link, and only once an order', async () => {
    const shop = await createTenant()
    const { order } = await boughtOrder(shop)
    await deliver(shop, order.id)
    // Back to shipped and delivered again: no second invitation.
    for (const status of ['shipped', 'delivered'])
      await api('PATCH', `/api/orders/${order.id}/status`, { token: shop.token, json: { status } })
    const invites = await invitesOf(shop.store.id)
    expect(invites).toHaveLength(1)
    expect(invites[0]).toMatchObject({ related_id: order.id })
    expect(invites[0]!.body).toContain(`/orders/${order.trackingToken}`)
    expect(invites[0]!.body).toContain(order.number)
  })

  it('is queued when the courier marks the parcel delivered at the door (ADR 052), once', async () => {
    const shop = await createTenant()
    const { order } = await boughtOrder(shop)
    await api('PATCH', `/api/orders/${order.id}/status`, {
      token: shop.token,
      json: { status: 'shipped' },
    })
    const run = await courierRunWith(shop, [order.id])
    const deliveryId = run.deliveries[order.id]!
    const [a, b] = await Promise.all([
      pressOutcome(run, deliveryId, 'delivered_cash'),
      pressOutcome(run, deliveryId, 'delivered_cash'),
    ])
    expect(a.status).toBeLessThan(400)
    expect(b.status).toBeLessThan(400)
    const invites = await invitesOf(shop.store.id)
    expect(invites).toHaveLength(1)
    expect(invites[0]!.body).toContain(`/orders/${order.trackingToken}`)
  })

  it('is not sent before delivery', async () => {
    const shop = await createTenant()
    const { order } = await boughtOrder(shop)
    await api('PATCH', `/api/orders/${order.id}/status`, {
      token: shop.token,
      json: { status: 'shipped' },
    })
    expect(await invitesOf(shop.store.id)).toEqual([])
  })
})
