import { describe, expect, it } from 'vitest'
import { closeRun, courierRunWith, pressOutcome } from '#tests/helpers/couriers.ts'
import { seedZone, setDelivery } from '#tests/helpers/delivery.ts'
import { orderAwaitingPayment } from '#tests/helpers/order-payments.ts'
import { cookieJar, getPage, locationOf } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { courierMsg } from '#worker/schemas/couriers.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { OrderReceipt } from '#worker/schemas/orders.ts'

setupWorker()

/** A shop delivering to Ouaga 2000 (1 500 F) and elsewhere ("autre zone"), and a pagne in M/Rouge. */
async function shopWithParcels() {
  const shop = await createTenant({ name: 'Pagnes de Awa' })
  const pagne = await seedProduct(shop, {
    name: 'Pagne wax',
    price: '7500',
    stock: '20',
    variants: [{ size: 'M', color: 'Rouge', stock: '20' }],
  })
  const zone = await seedZone(shop, { name: 'Ouaga 2000', fee: '1500', delay: '24 h' })
  await setDelivery(shop, { otherZoneEnabled: true })
  return { shop, pagne, zone }
}

async function order(shop: Tenant, body: Record<string, unknown>) {
  const res = await placeOrder(shop.store.slug, body)
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  return readJson<OrderReceipt>(res)
}

/** One pagne, in the only size and colour it comes in. */
const one = (productId: string) => [{ productId, quantity: 1, size: 'M', color: 'Rouge' }]

const pageText = async (path: string, cookie = '') => {
  const res = await getPage(path, cookie)
  return { res, html: await res.text() }
}

describe('GET /<slug>/livraison/<token>: the courier’s page', () => {
  it('shows the courier, the day, and each parcel: number, items, customer, tel: link, zone, landmark, https location and the exact amount to collect', async () => {
    const { shop, pagne, zone } = await shopWithParcels()
    const placed = await order(
      shop,
      orderBody([], {
        items: [{ productId: pagne.id, quantity: 2, size: 'M', color: 'Rouge' }],
        delivery: `zone:${zone.id}`,
        landmark: 'derrière la pharmacie du marché',
        location: 'https://maps.google.com/?q=12.3,-1.5',
      }),
    )
    const run = await courierRunWith(shop, [placed.id], { name: 'Moussa Ouédraogo' })
    const { res, html } = await pageText(run.page)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(html).toContain('Moussa Ouédraogo')
    expect(html).toContain('Pagnes de Awa')
    expect(html).toContain(`Commande ${placed.number}`)
    expect(html).toContain('2 × Pagne wax, taille M, couleur Rouge')
    expect(html).toContain('Fatou Diallo')
    expect(html).toContain('href="tel:+22676543210"')
    expect(html).toContain('Ouaga 2000 (Ouagadougou)')
    expect(html).toContain('derrière la pharmacie du marché')
    expect(html).toContain('href="https://maps.google.com/?q=12.3,-1.5"')
    // 2 × 7 500 + 1 500 of delivery, nothing paid yet: all of it at the door.
    expect(placed.total).toBe(16_500)
    expect(html).toContain(`À encaisser : <strong>${formatMoney(16_500, placed.currency)}</strong>`)
    expect(html).toContain(`action="${run.page}/${run.deliveries[placed.id]}"`)
    expect(html.match(/<form method="post"/g)).toHaveLength(4)
  })

  it('runs no script: no <script> at all, the CSP allows none', async () => {
    const { shop, pagne } = await shopWithParcels()
    const placed = await order(shop, orderBody(one(pagne.id), { delivery: 'other' }))
    const run = await courierRunWith(shop, [placed.id])
    const { res, html } = await pageText(run.page)
    expect(html).not.toMatch(/<script/i)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'")
  })

  it('shows "Déjà payé" for an order paid by transfer: 0 to collect', async () => {
    const shop = await createTenant()
    const paid = await orderAwaitingPayment(shop)
    const decided = await api(
      'POST',
      `/api/orders/${paid.order.id}/payments/${paid.paymentId}/decision`,
      { token: shop.token, json: { decision: 'confirm' } },
    )
    expect(decided.status).toBe(200)
    const run = await courierRunWith(shop, [paid.order.id])
    const { html } = await pageText(run.page)
    expect(html).toContain('Déjà payé')
    expect(html).not.toContain('À encaisser')
  })

  it('shows an "other zone" order’s amount with "frais de livraison à confirmer avec la boutique", and a location in words without a link', async () => {
    const { shop, pagne } = await shopWithParcels()
    const placed = await order(
      shop,
      orderBody(one(pagne.id), {
        delivery: 'other',
        location: 'Près du grand marché, portail bleu',
      }),
    )
    const run = await courierRunWith(shop, [placed.id])
    const { html } = await pageText(run.page)
    expect(html).toContain(formatMoney(7500, placed.currency))
    expect(html).toContain('frais de livraison à confirmer avec la boutique')
    expect(html).toContain('Autre zone (Ouagadougou)')
    expect(html).toContain('Près du grand marché, portail bleu')
    expect(html).not.toContain('Ouvrir la localisation')
  })

  it('answers an unknown or revoked link with a 404 saying so, without any of the shop’s data', async () => {
    const { shop, pagne } = await shopWithParcels()
    const placed = await order(shop, orderBody(one(pagne.id), { delivery: 'other' }))
    const revoked = await courierRunWith(shop, [placed.id], { revoked: true })
    for (const path of [
      revoked.page,
      `/${shop.store.slug}/livraison/${'x'.repeat(43)}`,
      `/${shop.store.slug}/livraison/court`,
    ]) {
      const { res, html } = await pageText(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(html).toContain(courierMsg.linkGone)
      expect(html).not.toContain('Pagnes de Awa')
      expect(html).not.toContain(placed.number)
      expect(html).not.toContain('Fatou')
    }
  })

  it('gives nothing of another shop: shop A’s link under shop B’s address is a 404', async () => {
    const a = await shopWithParcels()
    const b = await createTenant()
    const placed = await order(a.shop, orderBody(one(a.pagne.id), { delivery: 'other' }))
    const run = await courierRunWith(a.shop, [placed.id])
    const { res, html } = await pageText(`/${b.store.slug}/livraison/${run.token}`)
    expect(res.status).toBe(404)
    expect(html).not.toContain(placed.number)
  })

  it('shows a parcel with an outcome as its number, outcome and time only, and the flash of the last button', async () => {
    const { shop, pagne } = await shopWithParcels()
    const placed = await order(
      shop,
      orderBody(one(pagne.id), {
        delivery: 'other',
        landmark: 'Maison verte',
      }),
    )
    const run = await courierRunWith(shop, [placed.id])
    const jar = cookieJar()
    const res = jar.take(await pressOutcome(run, run.deliveries[placed.id]!, 'absent'))
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(run.page)
    const { html } = await pageText(run.page, jar.header())
    expect(html).toContain(`Commande ${placed.number} : Absent – à reprogrammer.`)
    expect(html).toContain('Terminés (1)')
    expect(html).not.toContain('Fatou')
    expect(html).not.toContain('Maison verte')
    expect(html).not.toContain('tel:')
    expect(html).not.toContain('<form')
    // The flash is spent: the next visit shows the page alone.
    const again = await pageText(run.page)
    expect(again.html).not.toContain('Absent – à reprogrammer.')
  })

  it('is read-only once the day is closed: the parcels, no button', async () => {
    const { shop, pagne } = await shopWithParcels()
    const placed = await order(shop, orderBody(one(pagne.id), { delivery: 'other' }))
    const run = await courierRunWith(shop, [placed.id])
    await closeRun(shop, run)
    const { res, html } = await pageText(run.page)
    expect(res.status).toBe(200)
    expect(html).toContain('Journée close')
    expect(html).toContain(`Commande ${placed.number}`)
    expect(html).not.toContain('<form')
  })

  it('shows no button for a parcel whose order the shop closed meanwhile', async () => {
    const { shop, pagne } = await shopWithParcels()
    const kept = await order(shop, orderBody(one(pagne.id), { delivery: 'other' }))
    const canceled = await order(shop, orderBody(one(pagne.id), { delivery: 'other' }))
    const run = await courierRunWith(shop, [kept.id, canceled.id])
    const res = await api('PATCH', `/api/orders/${canceled.id}/status`, {
      token: shop.token,
      json: { status: 'canceled' },
    })
    expect(res.status).toBe(200)
    const { html } = await pageText(run.page)
    expect(html).toContain(`action="${run.page}/${run.deliveries[kept.id]}"`)
    expect(html).not.toContain(`action="${run.page}/${run.deliveries[canceled.id]}"`)
    expect(html).toContain('Commande close (Annulée) : ne pas livrer.')
  })
})
