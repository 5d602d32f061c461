import { describe, expect, it } from 'vitest'
import { cookieJar, getPage, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  ORIGIN,
  type OrderReceipt,
  orderBody,
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

// Issue 14: the shopper gets a receipt as soon as the order exists (a slow network must not
// leave them without proof), from a fixed template, capped so it can't be turned into a relay.

type Receipt = {
  channel: string
  recipient: string
  status: string
  blocked_reason: string | null
  related_id: string | null
  body: string
}

async function receiptsOf(storeId: string) {
  const { results } = await (await shopDb(storeId))
    .prepare(
      `SELECT channel, recipient, status, blocked_reason, related_id, body FROM outbox
       WHERE store_id = ? AND template = 'order-receipt' ORDER BY created_at, rowid`,
    )
    .bind(storeId)
    .all<Receipt>()
  return results
}

const verifiedShop = () => createVerifiedTenant({ email: uniqueEmail() })

async function order(shop: Tenant, overrides: Record<string, unknown> = {}, quantity = 1) {
  const product = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '20' })
  return placeOrder(shop.store.slug, orderBody([{ productId: product.id, quantity }], overrides))
}

describe('the receipt to the shopper', () => {
  it('is queued by WhatsApp with the order: number, shop, total and tracking link, no typed text', async () => {
    const shop = await verifiedShop()
    const phone = uniquePhone()
    const res = await order(
      shop,
      {
        phone,
        firstName: 'Gagnant',
        lastName: 'Loterie',
        city: 'Appelez vite',
        note: 'Votre compte est bloqué, envoyez 5000 F au 70000000',
      },
      2,
    )
    expect(res.status).toBe(201)
    const placed = await readJson<OrderReceipt>(res)
    const receipts = await receiptsOf(shop.store.id)
    expect(receipts).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        recipient: `226${phone}`,
        status: expect.stringMatching(/^(pending|sent)$/),
        blocked_reason: null,
        related_id: placed.id,
      }),
    ])
    const body = receipts[0]!.body
    expect(body).toContain(placed.number)
    expect(body).toContain(shop.store.name)
    expect(body).toMatch(/15\s000\sF\sCFA/)
    expect(body).toContain(`${ORIGIN}/${shop.store.slug}/orders/${placed.trackingToken}`)
    // What the person placing the order typed never reaches the number they typed.
    for (const typed of ['Gagnant', 'Loterie', 'Appelez vite', 'bloqué', '70000000'])
      expect(body).not.toContain(typed)
  })

  it('is not queued when the order is refused (same batch): stock ran out', async () => {
    const shop = await verifiedShop()
    const product = await seedProduct(shop, { stock: '1' })
    const res = await placeOrder(
      shop.store.slug,
      orderBody([{ productId: product.id, quantity: 2 }], { phone: uniquePhone() }),
    )
    expect(res.status).toBe(409)
    expect(await receiptsOf(shop.store.id)).toEqual([])
  })

  it('leaves once for a checkout submitted twice', async () => {
    const shop = await verifiedShop()
    const product = await seedProduct(shop, { stock: '5' })
    const jar = cookieJar()
    const slug = shop.store.slug
    await postForm(
      `/${slug}/cart/add`,
      { productId: product.id, quantity: '1' },
      jar.header(),
    ).then(jar.take)
    const page = await (await getPage(`/${slug}/checkout`, jar.header())).text()
    const key = /name="idempotencyKey" value="([^"]*)"/.exec(page)?.[1] ?? ''
    const fields = {
      firstName: 'Awa',
      lastName: 'Kaboré',
      phone: uniquePhone(),
      city: 'Koudougou',
      idempotencyKey: key,
    }
    const taps = await Promise.all([
      postForm(`/${slug}/checkout`, fields, jar.header()),
      postForm(`/${slug}/checkout`, fields, jar.header()),
    ])
    expect(taps.map((r) => r.status)).toEqual([303, 303])
    expect(await receiptsOf(shop.store.id)).toHaveLength(1)
  })

  it('reaches one number at most 6 times in 24 hours, whichever shops: the 7th is held with its reason and the order still made', async () => {
    const phone = uniquePhone()
    const shops = [await verifiedShop(), await verifiedShop(), await verifiedShop()]
    // Three orders per shop and number: the most one minute allows (ADR 015).
    for (const shop of shops.slice(0, 2))
      for (let i = 0; i < 3; i++) expect((await order(shop, { phone })).status).toBe(201)
    const seventh = await order(shops[2]!, { phone })
    expect(seventh.status).toBe(201)
    const sent = [
      ...(await receiptsOf(shops[0]!.store.id)),
      ...(await receiptsOf(shops[1]!.store.id)),
    ]
    expect(sent.map((m) => m.blocked_reason)).toEqual(Array(6).fill(null))
    expect(await receiptsOf(shops[2]!.store.id)).toEqual([
      expect.objectContaining({
        status: 'blocked',
        blocked_reason: 'recipient-cap',
        related_id: (await readJson<OrderReceipt>(seventh)).id,
      }),
    ])
  })
})

describe('the confirmation page', () => {
  it('says how a cash-on-delivery order is paid and delivered, and the API gives its payment', async () => {
    const shop = await verifiedShop()
    const res = await order(shop, { phone: uniquePhone() })
    const placed = await readJson<OrderReceipt>(res)
    expect(placed).toMatchObject({ paymentMethod: 'cash_on_delivery', paymentStatus: 'unpaid' })
    const page = await getPage(`/${shop.store.slug}/orders/${placed.trackingToken}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Paiement et livraison')
    expect(html).toContain(
      'Paiement à la livraison : la boutique vous appelle pour convenir de la livraison',
    )
  })
})
