import { describe, expect, it } from 'vitest'
import { addStaff, createAtelier, invite } from '#tests/helpers/atelier.ts'
import { addPromo, promosOf, seedPromo } from '#tests/helpers/promo-codes.ts'
import { seedReview } from '#tests/helpers/reviews.ts'
import { getPage, postForm } from '#tests/helpers/storefront.ts'
import {
  api,
  countRows,
  createTenant,
  issuesOf,
  type OrderReceipt,
  onPlan,
  orderBody,
  ownAddress,
  placeOrder,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
  uniqueEmail,
} from '#tests/helpers/worker.ts'
import { promoMsg } from '#worker/schemas/promo-codes.ts'
import { reviewMsg } from '#worker/schemas/reviews.ts'

setupWorker()

// Issue 26: a plan gives what it promises, everywhere. The free plan has no promo codes, no
// reviews and no staff seats; what a shop kept from a bigger plan stays, unused.

const UPGRADE = 'passez à une offre supérieure : /user/settings/settings'

describe('promo codes per plan', () => {
  it('refuses a code on the free plan, 409 with the way up; nothing saved', async () => {
    const t = await createTenant()
    const res = await addPromo(t, { code: 'TABASKI10', value: '10' })
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(
      `Votre offre Gratuit permet 0 code promo. Vos données sont conservées ; pour en ajouter, ${UPGRADE}`,
    )
    expect((await promosOf(t)).items).toEqual([])
  })

  it('stops a Starter shop at its 5 codes, even when the 6th ones race', async () => {
    const t = await onPlan(await createTenant(), 'pln_starter')
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addPromo(t, { code: `CODE${i}`, value: '5' })),
    )
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3)
    expect((await promosOf(t)).items).toHaveLength(5)
  })

  it('keeps the codes of a shop back on the free plan, listed and editable, but none applies: the shopper reads "Ce code n’est pas valable", nothing about the plan', async () => {
    const t = await onPlan(await createTenant(), 'pln_premium')
    const code = await seedPromo(t, { code: 'TABASKI10', value: '10' })
    const product = await seedProduct(t, { stock: '5' })
    await onPlan(t, 'pln_premium', -1) // the paid period is over: the free plan applies
    const res = await placeOrder(
      t.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }], { promoCode: 'tabaski10' }),
    )
    expect(res.status).toBe(422)
    expect((await issuesOf(res)).promoCode).toBe(promoMsg.notValid)
    expect(await countRows(t, 'orders')).toBe(0)
    // The merchant still has it, and may change or switch it off.
    expect((await promosOf(t)).items.map((p) => p.code)).toEqual(['TABASKI10'])
    const off = await api('PUT', `/api/promo-codes/${code.id}`, {
      token: t.token,
      json: { code: 'TABASKI10', kind: 'percent', value: '15', active: false },
    })
    expect(off.status).toBe(200)
    // Without a code, the order goes through.
    const plain = await placeOrder(
      t.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(plain.status).toBe(201)
  })
})

/** A product bought and delivered (no review yet): its tracking page and product page. */
async function deliveredOrder(t: Tenant) {
  const product = await seedProduct(t, { name: 'Pagne indigo', stock: '5' })
  const placed = await placeOrder(
    t.store.slug,
    orderBody([{ productId: product.id, quantity: 1 }], { firstName: 'Awa' }),
  )
  const order = await readJson<OrderReceipt>(placed)
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const res = await api('PATCH', `/api/orders/${order.id}/status`, {
      token: t.token,
      json: { status },
    })
    expect(res.status).toBe(200)
  }
  return { product, order, tracking: `/${t.store.slug}/orders/${order.trackingToken}` }
}

describe('reviews per plan', () => {
  it('on the free plan: no invitation, no form on the tracking page, a review posted anyway refused in French (403), nothing taken', async () => {
    const t = await createTenant()
    const { product, tracking } = await deliveredOrder(t)
    expect(await countRows(t, 'outbox', "template = 'review-invite'")).toBe(0)
    expect(await (await getPage(tracking)).text()).not.toContain('Publier mon avis')
    const res = await postForm(
      `${tracking}/review`,
      { productId: product.id, rating: '5', text: 'Parfait' },
      '',
      ownAddress(),
    )
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(reviewMsg.closed)
    expect(await countRows(t, 'reviews')).toBe(0)
  })

  it('a shop back on the free plan: its cached product page and home lose the reviews and the rating; the merchant still lists, answers and hides them', async () => {
    const t = await onPlan(await createTenant(), 'pln_premium')
    const reviewId = await seedReview(t, {}, 'Très beau tissu')
    const list = await readJson<{ items: { id: string; productId: string }[] }>(
      await api('GET', '/api/reviews', { token: t.token }),
    )
    const productPage = `/${t.store.slug}/products/${list.items[0]!.productId}`
    const home = `/${t.store.slug}/home`
    // Seen twice on Premium: the second one may come from the page cache.
    for (let i = 0; i < 2; i++) {
      const html = await (await getPage(productPage)).text()
      expect(html).toContain('Très beau tissu')
      expect(html).toContain('"AggregateRating"')
      expect(await (await getPage(home)).text()).toContain('Avis d’acheteurs vérifiés')
    }

    await onPlan(t, 'pln_premium', -1) // the paid period is over: the free plan applies
    const html = await (await getPage(productPage)).text()
    expect(html).not.toContain('Très beau tissu')
    expect(html).not.toContain('AggregateRating')
    expect(html).not.toContain('Avis des acheteurs')
    expect(await (await getPage(home)).text()).not.toContain('Avis d’acheteurs vérifiés')

    expect(
      (await readJson<{ total: number }>(await api('GET', '/api/reviews', { token: t.token })))
        .total,
    ).toBe(1)
    const answered = await api('PUT', `/api/reviews/${reviewId}/answer`, {
      token: t.token,
      json: { answer: 'Merci Awa !' },
    })
    expect(answered.status).toBe(200)
    const hidden = await api('POST', `/api/reviews/${reviewId}/hide`, {
      token: t.token,
      json: { reason: 'Hors sujet' },
    })
    expect(hidden.status).toBe(200)
  })
})

describe('staff seats per plan', () => {
  it('refuses a sign-in for staff on the free plan, 409 with the way up; no invitation sent', async () => {
    const owner = await createAtelier()
    await onPlan(owner, 'pln_free')
    const staff = await addStaff(owner)
    const res = await invite(owner, staff.id, uniqueEmail())
    expect(res.status).toBe(409)
    expect((await readError(res)).error.message).toBe(
      `Votre offre Gratuit permet 0 membre d’équipe. Vos données sont conservées ; pour en ajouter, ${UPGRADE}`,
    )
    expect(await countRows(owner, 'auth_tokens', "purpose = 'invite'")).toBe(0)
  })

  it('counts an open invitation as a seat on Starter (1): the same member may be asked again, a second one is refused', async () => {
    const owner = await createAtelier()
    await onPlan(owner, 'pln_starter')
    const [first, second] = [await addStaff(owner), await addStaff(owner)]
    expect((await invite(owner, first.id, uniqueEmail())).status).toBe(202)
    expect((await invite(owner, first.id, uniqueEmail())).status).toBe(202)
    const refused = await invite(owner, second.id, uniqueEmail())
    expect(refused.status).toBe(409)
    // Cancelling the open invitation frees the seat.
    const cancel = await api('DELETE', `/api/atelier/staff/${first.id}/invitation`, {
      token: owner.token,
    })
    expect(cancel.status).toBe(200)
    expect((await invite(owner, second.id, uniqueEmail())).status).toBe(202)
  })
})
