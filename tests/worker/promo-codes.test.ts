import type { Response } from 'miniflare'
import { describe, expect, it } from 'vitest'
import { courierRunWith, pressOutcome } from '#tests/helpers/couriers.ts'
import { seedZone, setDelivery } from '#tests/helpers/delivery.ts'
import { addWallet } from '#tests/helpers/payments.ts'
import { addPromo, promoOf, promosOf, seedPromo } from '#tests/helpers/promo-codes.ts'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createTenant as createFreeTenant,
  issuesOf,
  type OrderReceipt,
  onPlan,
  orderBody,
  placeOrder,
  readError,
  readJson,
  rowOf,
  runCron,
  seedCategory,
  seedProduct,
  setupWorker,
} from '#tests/helpers/worker.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { type PromoCode, promoMsg } from '#worker/schemas/promo-codes.ts'

setupWorker()

/** A shop whose plan includes codes promo (Premium): the free plan has none (issue 26). */
const createTenant = async () => onPlan(await createFreeTenant(), 'pln_premium')

const order = (slug: string, productId: string, extra: Record<string, unknown> = {}) =>
  placeOrder(slug, orderBody([{ productId, quantity: 2 }], extra))

const receiptOf = async (res: Response) => {
  if (res.status !== 201) throw new Error(`order refused: ${res.status} ${await res.text()}`)
  return readJson<OrderReceipt>(res)
}

describe('Marketing › Codes promo: /api/promo-codes', () => {
  it('stores a code typed in any case and with spaces normalised, and refuses one that reads the same (409)', async () => {
    const t = await createTenant()
    const res = await addPromo(t, { code: ' tabaski 10 ', kind: 'percent', value: '10' })
    expect(res.status).toBe(201)
    const code = await readJson<PromoCode>(res)
    expect(code).toMatchObject({ code: 'TABASKI10', kind: 'percent', value: 10, uses: 0 })
    expect(code.id).toMatch(/^prm_/)
    const twice = await addPromo(t, { code: 'Tabaski10', kind: 'amount', value: '500' })
    expect(twice.status).toBe(409)
    expect(await issuesOf(twice)).toEqual({ code: promoMsg.codeExists })
    // Another shop may have its own TABASKI10.
    expect((await addPromo(await createTenant(), { code: 'TABASKI10', value: '5' })).status).toBe(
      201,
    )
  })

  it('answers 422 with French messages beside the fields for a bad percentage, code and dates', async () => {
    const t = await createTenant()
    const percent = await addPromo(t, { code: 'TROP', kind: 'percent', value: '150' })
    expect(percent.status).toBe(422)
    expect(await issuesOf(percent)).toEqual({ value: promoMsg.percentRange })
    const bad = await addPromo(t, {
      code: 'é!',
      value: '10',
      startsOn: '2026-07-01',
      endsOn: '2026-06-01',
    })
    expect(bad.status).toBe(422)
    expect(await issuesOf(bad)).toMatchObject({
      code: promoMsg.codeFormat,
      endsOn: promoMsg.datesOrder,
    })
  })

  it('changes and deletes a code (204); another shop gets 404 and changes nothing', async () => {
    const t = await createTenant()
    const other = await createTenant()
    const code = await seedPromo(t, { code: 'NOEL', value: '10' })
    const put = (who: typeof t) =>
      api('PUT', `/api/promo-codes/${code.id}`, {
        token: who.token,
        json: { code: 'NOEL', kind: 'amount', value: '1 000', active: false },
      })
    expect((await put(other)).status).toBe(404)
    const changed = await readJson<PromoCode>(await put(t))
    expect(changed).toMatchObject({ kind: 'amount', value: 1000, active: false })
    expect(
      (await api('DELETE', `/api/promo-codes/${code.id}`, { token: other.token })).status,
    ).toBe(404)
    expect((await api('DELETE', `/api/promo-codes/${code.id}`, { token: t.token })).status).toBe(
      204,
    )
    expect((await promosOf(t)).items).toEqual([])
  })

  it('edits every field of a used code, categories included, but refuses to change its text (422 beside the code)', async () => {
    const t = await createTenant()
    const pagnes = await seedCategory(t, 'Pagnes')
    const product = await seedProduct(t, { price: '5000', stock: '20' })
    const fresh = await seedPromo(t, { code: 'NOUVEAU', value: '10' })
    const put = (id: string, json: Record<string, unknown>) =>
      api('PUT', `/api/promo-codes/${id}`, { token: t.token, json: { kind: 'percent', ...json } })
    // Never used: renamed freely.
    const renamed = await put(fresh.id, { code: 'NOUVEAU2', value: '10' })
    expect(renamed.status).toBe(200)
    const used = await seedPromo(t, { code: 'TABASKI10', value: '10' })
    await receiptOf(await order(t.store.slug, product.id, { promoCode: 'TABASKI10' }))
    const rename = await put(used.id, { code: 'TABASKI20', value: '20' })
    expect(rename.status).toBe(422)
    expect(await issuesOf(rename)).toEqual({ code: promoMsg.codeLocked })
    const edited = await put(used.id, {
      code: 'tabaski10',
      value: '20',
      maxUses: 50,
      categoryIds: [pagnes.id],
    })
    expect(edited.status).toBe(200)
    expect(await readJson<PromoCode>(edited)).toMatchObject({
      code: 'TABASKI10',
      value: 20,
      maxUses: 50,
      categoryIds: [pagnes.id],
      uses: 1,
    })
  })
})

describe('An order with a promo code', () => {
  it('takes the percentage off the lines, counts the use, and the merchant sees revenue and discount', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { price: '5000', stock: '20' })
    await seedPromo(t, { code: 'TABASKI10', value: '10' })
    const receipt = await receiptOf(
      await order(t.store.slug, product.id, { promoCode: ' tabaski 10' }),
    )
    expect(receipt).toMatchObject({
      subtotal: 10_000,
      discount: 1_000,
      total: 9_000,
      promoCode: 'TABASKI10',
    })
    expect(await promoOf(t, 'TABASKI10')).toMatchObject({
      uses: 1,
      revenue: 9_000,
      discountGiven: 1_000,
    })
    const csv = await (await api('GET', '/api/orders/export', { token: t.token })).text()
    expect(csv).toContain('"Code promo";"Remise"')
    expect(csv).toContain('"TABASKI10";"1000"')
  })

  it('applies before the delivery fee, which stays whole unless the code offers delivery', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { price: '5000', stock: '20' })
    const zone = await seedZone(t, { name: 'Cocody', fee: '1 500' })
    await seedPromo(t, { code: 'MOINS2000', kind: 'amount', value: '2 000' })
    await seedPromo(t, { code: 'LIVRAISON', kind: 'amount', value: '500', freeDelivery: true })
    const plain = await receiptOf(
      await order(t.store.slug, product.id, {
        promoCode: 'MOINS2000',
        delivery: `zone:${zone.id}`,
      }),
    )
    expect(plain).toMatchObject({ subtotal: 10_000, discount: 2_000, total: 9_500 })
    expect(plain.delivery?.fee).toBe(1_500)
    const free = await receiptOf(
      await order(t.store.slug, product.id, {
        promoCode: 'livraison',
        delivery: `zone:${zone.id}`,
        phone: '76543211',
      }),
    )
    expect(free).toMatchObject({ subtotal: 10_000, discount: 500, total: 9_500 })
    expect(free.delivery?.fee).toBe(0)
    await setDelivery(t, {})
  })

  it('takes the discount only off the chosen categories’ lines', async () => {
    const t = await createTenant()
    const pagnes = await seedCategory(t, 'Pagnes')
    const pagne = await seedProduct(t, { price: '4000', categoryId: pagnes.id })
    const sac = await seedProduct(t, { name: 'Sac', price: '6000' })
    await seedPromo(t, { code: 'PAGNES50', value: '50', categoryIds: [pagnes.id] })
    const receipt = await receiptOf(
      await placeOrder(
        t.store.slug,
        orderBody(
          [
            { productId: pagne.id, quantity: 1 },
            { productId: sac.id, quantity: 1 },
          ],
          { promoCode: 'PAGNES50' },
        ),
      ),
    )
    expect(receipt).toMatchObject({ subtotal: 10_000, discount: 2_000, total: 8_000 })
    const onlySac = await placeOrder(
      t.store.slug,
      orderBody([{ productId: sac.id, quantity: 1 }], { promoCode: 'PAGNES50', phone: '76543219' }),
    )
    expect(onlySac.status).toBe(422)
    expect(await issuesOf(onlySac)).toEqual({ promoCode: promoMsg.noEligible })
  })

  it('refuses an unknown, off, expired, not-yet, too-small, used-up or per-phone-used code with a precise French message, and writes no order', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { price: '5000', stock: '50' })
    await seedPromo(t, { code: 'OFF', value: '10', active: false })
    await seedPromo(t, { code: 'OLD', value: '10', startsOn: '2020-01-01', endsOn: '2020-01-31' })
    await seedPromo(t, { code: 'LATER', value: '10', startsOn: '2999-01-01' })
    await seedPromo(t, { code: 'BIG', value: '10', minOrder: '50 000' })
    await seedPromo(t, { code: 'ONCE', value: '10', maxUses: 1 })
    await seedPromo(t, { code: 'ONEEACH', value: '10', maxUsesPerPhone: 1 })
    // Each attempt from its own phone: the shopper's pace counts attempts per phone.
    let n = 0
    const refused = async (promoCode: string, message: string, phone?: string) => {
      const res = await order(t.store.slug, product.id, {
        promoCode,
        phone: phone ?? `7650000${n++}`,
      })
      expect(res.status, promoCode).toBe(422)
      expect(await issuesOf(res)).toEqual({ promoCode: message })
    }
    await refused('NOPE', promoMsg.unknown)
    await refused('OFF', promoMsg.off)
    await refused('OLD', promoMsg.expired('2020-01-31'))
    await refused('LATER', promoMsg.notYet('2999-01-01'))
    await refused('BIG', promoMsg.minOrder(formatMoney(50_000, 'XOF')))
    await receiptOf(await order(t.store.slug, product.id, { promoCode: 'ONCE', phone: '76000001' }))
    await refused('ONCE', promoMsg.usedUp)
    await receiptOf(
      await order(t.store.slug, product.id, { promoCode: 'ONEEACH', phone: '76543210' }),
    )
    await refused('ONEEACH', promoMsg.phoneUsedUp, '76543210')
    // Another phone may still use it.
    await receiptOf(
      await order(t.store.slug, product.id, { promoCode: 'ONEEACH', phone: '76000002' }),
    )
    const list = await readJson<{ total: number }>(
      await api('GET', '/api/orders', { token: t.token }),
    )
    expect(list.total).toBe(3)
  })

  it('gives exactly one order the last use when 30 shoppers race for it; the others get 409 and the stock stays theirs', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { price: '5000', stock: '100' })
    const code = await seedPromo(t, { code: 'DERNIER', value: '20', maxUses: 1 })
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        order(t.store.slug, product.id, {
          promoCode: 'DERNIER',
          phone: `7100${String(i).padStart(4, '0')}`,
        }),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    for (const res of answers.filter((r) => r.status !== 201)) {
      expect([409, 422]).toContain(res.status)
      const { error } = await readError(res)
      expect(error.issues?.[0]?.message ?? error.message).toBe(promoMsg.usedUp)
    }
    const list = await readJson<{ items: OrderReceipt[] }>(
      await api('GET', '/api/orders', { token: t.token }),
    )
    expect(list.items.map((o) => o.discount)).toEqual([2_000])
    expect((await promoOf(t, 'DERNIER')).uses).toBe(1)
    expect(code.uses).toBe(0)
  })

  it('gives the use back once when the order is cancelled, so another shopper can use the code', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { price: '5000', stock: '20' })
    await seedPromo(t, { code: 'UNSEUL', value: '10', maxUses: 1, maxUsesPerPhone: 1 })
    const first = await receiptOf(await order(t.store.slug, product.id, { promoCode: 'UNSEUL' }))
    const cancel = () =>
      api('PATCH', `/api/orders/${first.id}/status`, {
        token: t.token,
        json: { status: 'canceled' },
      })
    const [a, b] = await Promise.all([cancel(), cancel()])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect(await promoOf(t, 'UNSEUL')).toMatchObject({ uses: 0, revenue: 0, discountGiven: 0 })
    // The same phone may use it again: its own use came back too.
    await receiptOf(await order(t.store.slug, product.id, { promoCode: 'UNSEUL' }))
    expect((await promoOf(t, 'UNSEUL')).uses).toBe(1)
  })
})

describe('The checkout’s "Code promo" field (no JavaScript)', () => {
  const contact = {
    firstName: 'Issa',
    lastName: 'Ouédraogo',
    phoneCountryCode: '+226',
    phone: '76 11 22 33',
    city: 'Ouagadougou',
  }

  it('places the order with the discount and shows it as a line of the receipt, above the total', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { name: 'Pagne', price: '7500', stock: '20' })
    await seedPromo(t, { code: 'TABASKI10', value: '10' })
    const jar = cookieJar()
    const slug = t.store.slug
    await postForm(
      `/${slug}/cart/add`,
      { productId: product.id, quantity: '2' },
      jar.header(),
    ).then(jar.take)
    const res = await postForm(
      `/${slug}/checkout`,
      { ...contact, promoCode: 'tabaski 10' },
      jar.header(),
    ).then(jar.take)
    expect(res.status).toBe(303)
    const receipt = await (await getPage(locationOf(res), jar.header())).text()
    expect(receipt).toMatch(/Réduction \(TABASKI10\)[\s\S]*−1\s500\sF\s?CFA/)
    expect(receipt).toMatch(/Total[\s\S]*13\s500\sF\s?CFA/)
  })

  it('answers 422 with the precise message under the field for an expired code, the cart and the code kept', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { name: 'Pagne', price: '7500', stock: '20' })
    await seedPromo(t, { code: 'OLD', value: '10', endsOn: '2020-01-31' })
    const jar = cookieJar()
    const slug = t.store.slug
    await postForm(
      `/${slug}/cart/add`,
      { productId: product.id, quantity: '1' },
      jar.header(),
    ).then(jar.take)
    const res = await postForm(`/${slug}/checkout`, { ...contact, promoCode: 'old' }, jar.header())
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('id="e-f-promoCode"')
    expect(html).toContain('name="promoCode" value="old"')
    expect(html).toContain('a expiré le 31/01/2020')
    expect(html).toContain('Pagne')
  })
})

describe('An expired order with a promo code', () => {
  it('gives its use back when the unpaid transfer order expires', async () => {
    const t = await onPlan(await createVerifiedTenant(), 'pln_premium')
    await addWallet(t, '70112233')
    const product = await seedProduct(t, { price: '4000', stock: '5' })
    await seedPromo(t, { code: 'VIREMENT', value: '10', maxUses: 1 })
    const placed = await receiptOf(
      await order(t.store.slug, product.id, { promoCode: 'VIREMENT', paymentMethod: 'transfer' }),
    )
    expect(placed).toMatchObject({ discount: 800, total: 7_200 })
    expect((await promoOf(t, 'VIREMENT')).uses).toBe(1)
    await runCron(Date.now() + 31 * 60_000)
    expect(await promoOf(t, 'VIREMENT')).toMatchObject({ uses: 0, revenue: 0 })
  })
})

describe('An order with a promo code refused at the door', () => {
  it('gives its use back once when the courier presses « Refusé », so the code serves another order', async () => {
    const t = await createTenant()
    const product = await seedProduct(t, { price: '5000', stock: '20' })
    await seedPromo(t, { code: 'PORTE', value: '10', maxUses: 1, maxUsesPerPhone: 1 })
    const placed = await receiptOf(await order(t.store.slug, product.id, { promoCode: 'PORTE' }))
    expect((await promoOf(t, 'PORTE')).uses).toBe(1)
    const run = await courierRunWith(t, [placed.id])
    const deliveryId = run.deliveries[placed.id]!
    // Pressed twice (a double tap, a retried post): the use comes back once, never below zero.
    const [a, b] = await Promise.all([
      pressOutcome(run, deliveryId, 'refused'),
      pressOutcome(run, deliveryId, 'refused'),
    ])
    expect([a.status, b.status]).toContain(303)
    expect(await promoOf(t, 'PORTE')).toMatchObject({ uses: 0, revenue: 0, discountGiven: 0 })
    expect(
      await rowOf<{ released: number | null }>(
        t,
        'SELECT promo_released_at AS released FROM orders WHERE id = ?',
        placed.id,
      ),
    ).toEqual({ released: expect.any(Number) })
    // The same phone may use it again: its own use came back too.
    await receiptOf(await order(t.store.slug, product.id, { promoCode: 'PORTE' }))
    expect((await promoOf(t, 'PORTE')).uses).toBe(1)
  })
})
