import {
  api,
  type OrderReceipt,
  orderBody,
  ownAddress,
  placeOrder,
  readJson,
  seedProduct,
  type Tenant,
} from './worker.ts'

/**
 * A buyer's review in the shop (issue 26): a product bought, the order delivered, reviewed from
 * its tracking link as a browser posts it. Returns the review's id as the merchant lists it.
 */
export async function seedReview(
  t: Tenant,
  order: Record<string, unknown> = {},
  text = 'Très bon produit',
): Promise<string> {
  const product = await seedProduct(t, { name: 'Article avisé', stock: '5' })
  const placed = await placeOrder(
    t.store.slug,
    orderBody([{ productId: product.id, quantity: 1 }], order),
  )
  if (placed.status !== 201)
    throw new Error(`order failed: ${placed.status} ${await placed.text()}`)
  const placedOrder = await readJson<OrderReceipt>(placed)
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const res = await api('PATCH', `/api/orders/${placedOrder.id}/status`, {
      token: t.token,
      json: { status },
    })
    if (res.status !== 200) throw new Error(`${status} failed: ${res.status} ${await res.text()}`)
  }
  const res = await api('POST', `/${t.store.slug}/orders/${placedOrder.trackingToken}/review`, {
    body: new URLSearchParams({ productId: product.id, rating: '5', text }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...ownAddress() },
  })
  if (res.status !== 303) throw new Error(`review failed: ${res.status} ${await res.text()}`)
  const list = await readJson<{ items: { id: string }[] }>(
    await api('GET', '/api/reviews', { token: t.token }),
  )
  return list.items[0]!.id
}
