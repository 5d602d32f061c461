import { describe, expect, it } from 'vitest'
import { seedZone } from '#tests/helpers/delivery.ts'
import { enableFedaPay, latestOrderOf, paymentsOfOrder } from '#tests/helpers/payments.ts'
import { promoOf, seedPromo } from '#tests/helpers/promo-codes.ts'
import { cookieJar, locationOf, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant as createFreeTenant,
  onPlan,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'

/**
 * The checkout's « Appliquer » (issue 26, ADR 054): the discount shown before ordering, judged
 * by the same function as the order, read-only, without JavaScript (a plain second submit).
 */

setupWorker()

/** Promo codes are a plan capability (issue 26): these shops are on Premium. */
const createTenant = async () => onPlan(await createFreeTenant(), 'pln_premium')

const contact = {
  firstName: 'Issa',
  lastName: 'Ouédraogo',
  phoneCountryCode: '+226',
  phone: '76 11 22 33',
  city: 'Ouagadougou',
}

/** A shopper whose cart holds `quantity` of the product. */
async function shopperWith(t: Tenant, productId: string, quantity: string) {
  const jar = cookieJar()
  await postForm(`/${t.store.slug}/cart/add`, { productId, quantity }, jar.header()).then(jar.take)
  const checkout = (fields: Record<string, string>) =>
    postForm(`/${t.store.slug}/checkout`, fields, jar.header()).then(jar.take)
  return { checkout }
}

/** The checkout summary's total, in minor units (F CFA has none). */
const totalOf = (html: string) => {
  const shown = html.match(/class="nowrap num total">([^<]+)</)?.[1] ?? ''
  return Number(shown.replace(/\D/g, ''))
}

const ordersOf = async (t: Tenant) =>
  (await readJson<{ items: unknown[] }>(await api('GET', '/api/orders', { token: t.token }))).items

describe('The checkout’s « Appliquer » (no JavaScript)', () => {
  it('shows « Réduction (TABASKI10) −1 500 » and the new total before ordering, keeps the form, and counts nothing', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { name: 'Pagne', price: '7500', stock: '20' })
    await seedPromo(t, { code: 'TABASKI10', value: '10' })
    const shopper = await shopperWith(t, product.id, '2')
    // Only the code typed: the contact may come after (the button does not validate the form).
    const res = await shopper.checkout({
      firstName: 'Issa',
      promoCode: 'tabaski 10',
      intent: 'apply',
    })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/Réduction \(TABASKI10\)<\/th><td[^>]*>−1\s500\sF\s?CFA/)
    expect(totalOf(html)).toBe(13_500)
    expect(html).toContain('name="promoCode" value="tabaski 10"')
    expect(html).toContain('name="firstName" value="Issa"')
    // No « champ obligatoire » under the fields not typed yet.
    expect(html).not.toContain('id="e-f-phone"')
    expect(await ordersOf(t)).toHaveLength(0)
    expect((await promoOf(t, 'TABASKI10')).uses).toBe(0)
  })

  it('answers 422 with the precise French refusal under the field, the cart and the code kept, no line', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { name: 'Pagne', price: '7500', stock: '20' })
    await seedPromo(t, { code: 'GROS', value: '10', minOrder: '20 000' })
    const shopper = await shopperWith(t, product.id, '1')
    const res = await shopper.checkout({ ...contact, promoCode: 'gros', intent: 'apply' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('id="e-f-promoCode"')
    expect(html).toMatch(/Ce code promo s’applique à partir de 20\s000\sF\s?CFA d’achats/)
    expect(html).toContain('name="promoCode" value="gros"')
    expect(html).toContain('Pagne')
    expect(html).not.toContain('Réduction (GROS)')
    expect(totalOf(html)).toBe(7_500)
    expect(await ordersOf(t)).toHaveLength(0)
  })

  it('shows delivery as free for a « livraison offerte » code, with the total the order then gets', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { name: 'Pagne', price: '5000', stock: '20' })
    const zone = await seedZone(t, { name: 'Cocody', fee: '1 500' })
    await seedPromo(t, { code: 'LIVRAISON', kind: 'amount', value: '500', freeDelivery: true })
    const shopper = await shopperWith(t, product.id, '2')
    const fields = { ...contact, delivery: `zone:${zone.id}`, promoCode: 'livraison' }
    const preview = await shopper.checkout({ ...fields, intent: 'apply' })
    const html = await preview.text()
    expect(html).toMatch(/Livraison \(Cocody\)<\/th><td[^>]*>Gratuit</)
    expect(totalOf(html)).toBe(9_500)
    const placed = await shopper.checkout(fields)
    expect(placed.status).toBe(303)
    expect((await latestOrderOf(t.store.id)).total).toBe(9_500)
  })

  it('has online payment charge exactly the total « Appliquer » showed', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { name: 'Boubou', price: '15000', stock: '20' })
    await enableFedaPay(t)
    await seedPromo(t, { code: 'TABASKI10', value: '10' })
    const shopper = await shopperWith(t, product.id, '1')
    const fields = { ...contact, paymentMethod: 'online', promoCode: ' tabaski 10 ' }
    const previewed = totalOf(await (await shopper.checkout({ ...fields, intent: 'apply' })).text())
    expect(previewed).toBe(13_500)
    const placed = await shopper.checkout(fields)
    expect(placed.status).toBe(303)
    expect(locationOf(placed)).toMatch(/\/fedapay\/checkout\//)
    const order = await latestOrderOf(t.store.id)
    expect(order.total).toBe(previewed)
    expect((await paymentsOfOrder(t, order.id)).map((p) => p.amount)).toEqual([previewed])
  })

  it('keeps the code’s line on a checkout refused for another field', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { name: 'Pagne', price: '7500', stock: '20' })
    await seedPromo(t, { code: 'TABASKI10', value: '10' })
    const shopper = await shopperWith(t, product.id, '2')
    const res = await shopper.checkout({ ...contact, phone: '12', promoCode: 'TABASKI10' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('id="e-f-phone"')
    expect(html).toContain('Réduction (TABASKI10)')
    expect(totalOf(html)).toBe(13_500)
  })
})
