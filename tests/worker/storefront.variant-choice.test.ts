import { describe, expect, it } from 'vitest'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  createTenant,
  productRow,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

/*
 * Issue 27: a product sold by size and colour is bought by choosing ONE of the combinations
 * that exist, listed with their stock, so no round trip ends in "combinaison non disponible".
 */

const contact = {
  firstName: 'Issa',
  lastName: 'Ouédraogo',
  phoneCountryCode: '+226',
  phone: '76 11 22 33',
  city: 'Ouahigouya',
}

async function shopWithShirt() {
  const shop = await createTenant()
  const shirt = await seedProduct(shop, {
    name: 'Chemise',
    price: '12000',
    variants: [
      { size: 'M', color: 'Bleu', stock: '0' },
      { size: 'L', color: 'Bleu', stock: '3' },
      { size: 'L', color: 'Rouge', stock: '1' },
    ],
  })
  return { shop, shirt }
}

/** Each combination radio of the page: its label, the value it posts, whether it is disabled. */
function combinationsOf(html: string) {
  return [
    ...html.matchAll(/<input type="radio" name="variant" value="([^"]*)"([^>]*)\/><span>([^<]*)</g),
  ].map((m) => ({
    label: m[3]!,
    value: m[1]!.replace(/&quot;/g, '"'),
    disabled: /\sdisabled\b/.test(m[2]!),
  }))
}

const add = (shop: Tenant, jar: ReturnType<typeof cookieJar>, fields: Record<string, string>) =>
  postForm(`/${shop.store.slug}/cart/add`, fields, jar.header()).then(jar.take)

const cartOf = (shop: Tenant, jar: ReturnType<typeof cookieJar>) => {
  const raw = jar.get(`bt_cart_${shop.store.id}`)
  return raw ? JSON.parse(atob(raw.replace(/-/g, '+').replace(/_/g, '/'))) : undefined
}

describe('the product page of a product with variants', () => {
  it('lists the combinations that exist with what is left, the sold-out one disabled, and no size or colour select', async () => {
    const { shop, shirt } = await shopWithShirt()
    const html = await (await getPage(`/${shop.store.slug}/products/${shirt.id}`)).text()
    expect(combinationsOf(html)).toEqual([
      { label: 'M / Bleu — épuisé', value: '["M","Bleu"]', disabled: true },
      { label: 'L / Bleu — 3 en stock', value: '["L","Bleu"]', disabled: false },
      { label: 'L / Rouge — plus qu’un seul en stock', value: '["L","Rouge"]', disabled: false },
    ])
    expect(html).not.toMatch(/<select[^>]*name="(size|color)"/)
  })
})

describe('POST /:slug/cart/add with a combination from the list', () => {
  it('adds the combination posted by its radio to the cart and 303s to the cart', async () => {
    const { shop, shirt } = await shopWithShirt()
    const page = await (await getPage(`/${shop.store.slug}/products/${shirt.id}`)).text()
    const redL = combinationsOf(page).find((c) => c.label.startsWith('L / Rouge'))!
    const jar = cookieJar()
    const res = await add(shop, jar, { productId: shirt.id, variant: redL.value, quantity: '1' })
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(`/${shop.store.slug}/cart?added=1`)
    expect(cartOf(shop, jar)).toEqual([[shirt.id, 1, 'L', 'Rouge']])
    const cart = await (await getPage(`/${shop.store.slug}/cart`, jar.header())).text()
    expect(cart).toContain('Chemise')
    expect(cart).not.toContain('combinaison')
  })

  it('refuses a sold-out combination with the French stock message under the list, and adds nothing', async () => {
    const { shop, shirt } = await shopWithShirt()
    const jar = cookieJar()
    const res = await add(shop, jar, {
      productId: shirt.id,
      variant: '["M","Bleu"]',
      quantity: '1',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/${shop.store.slug}/products/${shirt.id}#f-variant`)
    expect(cartOf(shop, jar)).toBeUndefined()
    const html = await (await getPage(locationOf(res), jar.header())).text()
    expect(html).toContain(
      '<p class="err" id="e-f-variant">« Chemise (M, Bleu) » est en rupture de stock</p>',
    )
  })

  it('refuses a combination sold out since the page was shown, the same way', async () => {
    const { shop, shirt } = await shopWithShirt()
    await (await shopDb(shop))
      .prepare("UPDATE product_variants SET stock = 0 WHERE product_id = ? AND color = 'Rouge'")
      .bind(shirt.id)
      .run()
    const jar = cookieJar()
    const res = await add(shop, jar, {
      productId: shirt.id,
      variant: '["L","Rouge"]',
      quantity: '1',
    })
    const html = await (await getPage(locationOf(res), jar.header())).text()
    expect(html).toContain(
      '<p class="err" id="e-f-variant">« Chemise (L, Rouge) » est en rupture de stock</p>',
    )
    expect(cartOf(shop, jar)).toBeUndefined()
  })

  it('says "Veuillez choisir une taille" under the list when nothing is chosen', async () => {
    const { shop, shirt } = await shopWithShirt()
    const jar = cookieJar()
    const res = await add(shop, jar, { productId: shirt.id, quantity: '2' })
    expect(res.headers.get('location')).toBe(`/${shop.store.slug}/products/${shirt.id}#f-variant`)
    const html = await (await getPage(locationOf(res), jar.header())).text()
    expect(html).toContain('<p class="err" id="e-f-variant">Veuillez choisir une taille</p>')
    expect(html).toMatch(/<input[^>]*name="quantity"[^>]*value="2"/)
  })

  it('keeps the chosen combination checked when the quantity is refused', async () => {
    const { shop, shirt } = await shopWithShirt()
    const jar = cookieJar()
    const res = await add(shop, jar, {
      productId: shirt.id,
      variant: '["L","Bleu"]',
      quantity: '5',
    })
    expect(res.headers.get('location')).toBe(`/${shop.store.slug}/products/${shirt.id}#f-quantity`)
    const html = await (await getPage(locationOf(res), jar.header())).text()
    expect(html).toContain('Stock insuffisant pour « Chemise (L, Bleu) » : il en reste 3')
    expect(html).toMatch(/value="\[&quot;L&quot;,&quot;Bleu&quot;\]"[^>]* checked/)
  })

  it('treats a hand-made value as no choice at all', async () => {
    const { shop, shirt } = await shopWithShirt()
    const jar = cookieJar()
    const res = await add(shop, jar, { productId: shirt.id, variant: 'L', quantity: '1' })
    const html = await (await getPage(locationOf(res), jar.header())).text()
    expect(html).toContain('Veuillez choisir une taille')
    expect(cartOf(shop, jar)).toBeUndefined()
  })
})

describe('POST /:slug/order with a combination from the list', () => {
  it('orders the combination and takes its stock', async () => {
    const { shop, shirt } = await shopWithShirt()
    const res = await postForm(`/${shop.store.slug}/order`, {
      ...contact,
      productId: shirt.id,
      variant: '["L","Bleu"]',
      quantity: '2',
    })
    expect(res.status).toBe(303)
    expect(locationOf(res)).toMatch(new RegExp(`^/${shop.store.slug}/orders/`))
    expect((await productRow(shirt.id))?.stock).toBe(2)
    const left = await (await shopDb(shop))
      .prepare(
        'SELECT size, color, stock FROM product_variants WHERE product_id = ? ORDER BY rowid',
      )
      .bind(shirt.id)
      .all()
    expect(left.results).toEqual([
      { size: 'M', color: 'Bleu', stock: 0 },
      { size: 'L', color: 'Bleu', stock: 1 },
      { size: 'L', color: 'Rouge', stock: 1 },
    ])
  })

  it('refuses a sold-out combination with the French stock message under the list (not on the quantity), and orders nothing', async () => {
    const { shop, shirt } = await shopWithShirt()
    const res = await postForm(`/${shop.store.slug}/order`, {
      ...contact,
      productId: shirt.id,
      variant: '["M","Bleu"]',
      quantity: '1',
    })
    expect(res.status).toBe(409)
    const html = await res.text()
    const said = '« Chemise (M, Bleu) » est en rupture de stock'
    // Said under the variant list, not on the quantity, the alert linking to it.
    expect(html).toContain(`<a href="#f-variant">${said}</a>`)
    expect(html).toContain(`<p class="err" id="e-f-variant">${said}</p>`)
    expect(html).not.toContain('id="e-f-quantity"')
    expect((await productRow(shirt.id))?.stock).toBe(4)
  })

  it('without a choice, re-renders with the message under the list and the alert linking to it (#f-variant)', async () => {
    const { shop, shirt } = await shopWithShirt()
    const res = await postForm(`/${shop.store.slug}/order`, {
      ...contact,
      productId: shirt.id,
      quantity: '1',
    })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain(
      '<p class="alert" role="alert" tabindex="-1"><a href="#f-variant">Veuillez choisir une taille</a></p>',
    )
    expect(html).toContain('<p class="err" id="e-f-variant">Veuillez choisir une taille</p>')
  })
})
