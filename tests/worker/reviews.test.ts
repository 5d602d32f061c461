import { describe, expect, it } from 'vitest'
import { courierRunWith, pressOutcome } from '#tests/helpers/couriers.ts'
import { fileOf, gifWithFrame, jpegBytes, pngBytes } from '#tests/helpers/images.ts'
import { getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  countRows,
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
  photoUrl: string | null
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

/** A Premium shop's order of `names`, taken to "delivered": the one a review may be left on. */
async function deliveredOrder(names?: string[]) {
  const shop = await createTenant()
  const { products, order } = await boughtOrder(shop, names)
  await deliver(shop, order.id)
  return { shop, products, order }
}

const tracking = (shop: Tenant, order: OrderReceipt) =>
  `/${shop.store.slug}/orders/${order.trackingToken}`

const review = (
  shop: Tenant,
  order: OrderReceipt,
  fields: Record<string, string>,
  headers = ownAddress(),
) => postForm(`${tracking(shop, order)}/review`, fields, '', headers)

/** The tracking page's form as a browser sends it with a file chosen: multipart. */
const reviewWithPhoto = (
  shop: Tenant,
  order: OrderReceipt,
  fields: Record<string, string>,
  photo: File,
) =>
  api('POST', `${tracking(shop, order)}/review`, {
    form: { ...fields, photo },
    headers: ownAddress(),
  })

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
    const { shop, products, order } = await deliveredOrder(['Pagne indigo', 'Sac raphia'])
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
    const { shop, products, order } = await deliveredOrder()
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
    const { shop, products, order } = await deliveredOrder()
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
    const { shop, order } = await deliveredOrder()
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

describe("a buyer's photo with a review (issue 26), JavaScript off", () => {
  const productPageOf = async (shop: Tenant, productId: string) =>
    (await getPage(`/${shop.store.slug}/products/${productId}`)).text()

  it.each([
    ['PNG', fileOf(pngBytes(800, 600), 'photo.png', 'image/png'), 'png'],
    ['JPEG', fileOf(jpegBytes(1200, 900), 'photo.jpg', 'image/jpeg'), 'jpg'],
  ])(
    'stores a %s photo, shows its small copy on the product page and gives the JSON-LD Review its image',
    async (_kind, photo, ext) => {
      const { shop, products, order } = await deliveredOrder()
      const mediaBefore = await countRows(shop, 'media')
      const form = await (await getPage(tracking(shop, order))).text()
      expect(form).toMatch(/<form method="post" encType="multipart\/form-data"/i)
      expect(form).toContain('name="photo" accept="image/*"')

      const res = await reviewWithPhoto(
        shop,
        order,
        { productId: products[0]!.id, rating: '5', text: 'Le pagne en vrai' },
        photo,
      )
      expect(res.status).toBe(303)
      const [item] = (await listReviews(shop)).items
      const url = item!.photoUrl!
      expect(url).toMatch(new RegExp(`^/media/s/${shop.store.id}/med_[0-9a-z]+\\.${ext}$`))
      const served = await getPage(url)
      expect(served.status).toBe(200)
      expect(new Uint8Array(await served.arrayBuffer()).byteLength).toBe(photo.size)
      // The photo's own `media` row (the shop's logo had one already).
      expect(await countRows(shop, 'media')).toBe(mediaBefore + 1)

      const page = await productPageOf(shop, products[0]!.id)
      const small = url.replace(`.${ext}`, `-w320.${ext}`)
      expect(page).toMatch(
        new RegExp(
          `<img class="thumb" src="${small}" alt="Photo de Awa O." width="72" height="72" loading="lazy"`,
        ),
      )
      // The copy never drawn (no JavaScript to draw it) is answered with the original.
      expect((await getPage(small)).status).toBe(200)
      // Crawlers get the original, as an absolute address.
      expect(page).toMatch(
        new RegExp(
          `"reviewBody":"Le pagne en vrai","image":"https?://[^"/]+${url.replaceAll('.', '\\.')}"`,
        ),
      )
    },
  )

  it.each([
    [
      'too big',
      fileOf(new Uint8Array(5 * 1024 * 1024 + 1).fill(7), 'grosse.jpg', 'image/jpeg'),
      413,
      "L'image dépasse 5 Mo",
    ],
    [
      'not an image',
      fileOf(new TextEncoder().encode('<html>pas une image</html>'), 'x.png', 'image/png'),
      422,
      'La photo doit être une image JPG, PNG ou GIF',
    ],
    [
      'a GIF with an 8000×8000 frame',
      fileOf(
        gifWithFrame({ width: 1, height: 1 }, { width: 8000, height: 8000 }),
        'x.gif',
        'image/gif',
      ),
      422,
      "L'image est trop grande (dimensions)",
    ],
  ])(
    'refuses a photo %s in French under its field, saves nothing and keeps the stars and text',
    async (_kind, photo, status, message) => {
      const { shop, products, order } = await deliveredOrder()
      const mediaBefore = await countRows(shop, 'media')
      const res = await reviewWithPhoto(
        shop,
        order,
        { productId: products[0]!.id, rating: '4', text: 'Gardez mon texte' },
        photo,
      )
      expect(res.status).toBe(status)
      const page = await res.text()
      const id = `r-${products[0]!.id}-photo`
      expect(page.replaceAll('&#39;', "'")).toContain(`<p class="err" id="e-${id}">${message}</p>`)
      expect(page).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true"`))
      expect(page).toContain('Gardez mon texte</textarea>')
      expect(page).toMatch(/value="4" required aria-label="4 étoiles" checked/)
      expect(await listReviews(shop)).toMatchObject({ total: 0 })
      expect(await countRows(shop, 'media')).toBe(mediaBefore)
      expect(await productRow(products[0]!.id)).toMatchObject({ review_count: 0 })
    },
  )

  it('keeps a review without a photo as before: an empty file field is no photo', async () => {
    const { shop, products, order } = await deliveredOrder()
    const mediaBefore = await countRows(shop, 'media')
    const res = await reviewWithPhoto(
      shop,
      order,
      { productId: products[0]!.id, rating: '3', text: 'Correct' },
      fileOf(new Uint8Array(0), '', 'application/octet-stream'),
    )
    expect(res.status).toBe(303)
    expect((await listReviews(shop)).items[0]).toMatchObject({ photoUrl: null, text: 'Correct' })
    expect(await countRows(shop, 'media')).toBe(mediaBefore)
  })

  it("leaves a hidden review's photo off the product page, still shown to the merchant", async () => {
    const { shop, products, order } = await deliveredOrder(['Pagne indigo', 'Sac raphia'])
    for (const [i, text] of ['Photo déplacée', 'Photo correcte'].entries())
      expect(
        (
          await reviewWithPhoto(
            shop,
            order,
            { productId: products[i]!.id, rating: '2', text },
            fileOf(pngBytes(4, 4), 'p.png', 'image/png'),
          )
        ).status,
      ).toBe(303)
    const items = (await listReviews(shop)).items
    const hidden = items.find((r) => r.productId === products[0]!.id)!
    const res = await api('POST', `/api/reviews/${hidden.id}/hide`, {
      token: shop.token,
      json: { reason: 'Photo sans rapport' },
    })
    expect(res.status).toBe(200)
    const key = (url: string) => url.replace(/^\/media\//, '').replace(/\.png$/, '')

    const page = await productPageOf(shop, products[0]!.id)
    expect(page).not.toContain(key(hidden.photoUrl!))
    expect(page).not.toContain('class="thumb"')
    expect(page).toContain('1 avis masqué par la boutique')
    const other = items.find((r) => r.productId === products[1]!.id)!
    expect(await productPageOf(shop, products[1]!.id)).toContain(key(other.photoUrl!))
    expect((await listReviews(shop, '?hidden=1')).items[0]).toMatchObject({
      id: hidden.id,
      photoUrl: hidden.photoUrl,
    })
  })
})
