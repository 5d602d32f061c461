import { describe, expect, it } from 'vitest'
import { getPage } from '#tests/helpers/storefront.ts'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  seedProduct,
  setupWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

/** A shop with one order of two pagnes; the merchant's order id and the shopper's tracking token. */
async function shopWithOrder() {
  const tenant = await createTenant()
  const product = await seedProduct(tenant, { name: 'Pagne wax', price: '2500', stock: '5' })
  const res = await placeOrder(
    tenant.store.slug,
    orderBody([{ productId: product.id, quantity: 2 }]),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const order = (await res.json()) as { id: string; number: string; trackingToken: string }
  return { tenant, id: order.id, number: order.number, trackingToken: order.trackingToken }
}

const askLink = async (tenant: Tenant, id: string) => {
  const res = await api('POST', `/api/orders/${id}/receipt-link`, { token: tenant.token })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { url: string }).url
}

/** The path of a receipt link (`https://…/<slug>/recu/<token>` → `/<slug>/recu/<token>`). */
const pathOf = (url: string) => new URL(url).pathname

describe('the receipt to share or print', () => {
  it('gives the merchant one private link per order, not the tracking link, the same on each ask', async () => {
    const { tenant, id, trackingToken } = await shopWithOrder()
    const url = await askLink(tenant, id)
    expect(pathOf(url)).toMatch(new RegExp(`^/${tenant.store.slug}/recu/[A-Za-z0-9_-]{32,}$`))
    expect(url).not.toContain(trackingToken)
    expect(await askLink(tenant, id)).toBe(url)
  })

  it('shows the order in the shop’s colour, private (no-store, noindex), with nothing to act on', async () => {
    const { tenant, id, number } = await shopWithOrder()
    const res = await getPage(pathOf(await askLink(tenant, id)))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await res.text()
    expect(html).toContain(`Reçu de la commande ${number}`)
    expect(html).toContain('2 × Pagne wax')
    expect(html).toMatch(/5\s000/)
    expect(html).toContain('--brand:')
    expect(html).toContain('@page{size:A4')
    expect(html).not.toContain('<form')
  })

  it('lays itself out for a 58 mm receipt printer on its ticket link', async () => {
    const { tenant, id } = await shopWithOrder()
    const html = await (await getPage(`${pathOf(await askLink(tenant, id))}?format=ticket`)).text()
    expect(html).toContain('class="ticket"')
    expect(html).toContain('@page{size:58mm auto')
  })

  it('answers an unknown token, a tracking token and another shop’s token with a 404 naming no order', async () => {
    const { tenant, id, number, trackingToken } = await shopWithOrder()
    const other = await shopWithOrder()
    const token = pathOf(await askLink(tenant, id))
      .split('/')
      .pop()
    for (const path of [
      `/${tenant.store.slug}/recu/unknown-token-0000000000000000000000`,
      `/${tenant.store.slug}/recu/${trackingToken}`,
      `/${other.tenant.store.slug}/recu/${token}`,
    ]) {
      const res = await getPage(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).not.toContain(number)
    }
  })
})
