import { describe, expect, it } from 'vitest'
import {
  api,
  createAdmin,
  createTenant,
  type Order,
  type OrderReceipt,
  orderBody,
  placeOrder,
  productRow,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

async function orderOf(tenant: Tenant, quantity = 2, stock = '5') {
  const product = await seedProduct(tenant, { name: 'Pagne indigo', stock })
  const res = await placeOrder(tenant.store.slug, orderBody([{ productId: product.id, quantity }]))
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  return { product, order: await readJson<OrderReceipt>(res) }
}

const setStatus = (tenant: { token: string }, id: string, json: unknown) =>
  api('PATCH', `/api/orders/${id}/status`, { token: tenant.token, json })

const detail = async (tenant: Tenant, id: string) =>
  readJson<Order>(await api('GET', `/api/orders/${id}`, { token: tenant.token }))

describe('PATCH /api/orders/:id/status', () => {
  it('moves the order on, records the message in the history, and returns 200', async () => {
    const tenant = await createTenant()
    const { order } = await orderOf(tenant)
    const res = await setStatus(tenant, order.id, {
      status: 'confirmed',
      message: 'Livraison demain matin',
    })
    expect(res.status).toBe(200)
    const updated = await readJson<Order>(res)
    expect(updated.status).toBe('confirmed')
    expect(updated.events).toEqual([
      expect.objectContaining({ status: 'pending', actor: 'shopper', message: null }),
      expect.objectContaining({
        status: 'confirmed',
        actor: 'merchant',
        message: 'Livraison demain matin',
      }),
    ])
  })

  it('keeps the history oldest first through confirmed → shipped → delivered (GET returns it)', async () => {
    const tenant = await createTenant()
    const { order } = await orderOf(tenant)
    for (const status of ['confirmed', 'shipped', 'delivered'])
      expect((await setStatus(tenant, order.id, { status })).status).toBe(200)
    const got = await detail(tenant, order.id)
    expect(got.status).toBe('delivered')
    expect(got.events?.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
    ])
  })

  it('lets a delivered order go back to shipped, but refuses to cancel it with 409', async () => {
    const tenant = await createTenant()
    const { order, product } = await orderOf(tenant)
    await setStatus(tenant, order.id, { status: 'delivered' })
    const cancel = await setStatus(tenant, order.id, { status: 'canceled' })
    expect(cancel.status).toBe(409)
    expect((await readError(cancel)).error).toMatchObject({
      code: 'CONFLICT',
      message: 'Une commande livrée ne peut pas être annulée',
    })
    expect((await productRow(product.id))?.stock).toBe(3)
    expect((await setStatus(tenant, order.id, { status: 'shipped' })).status).toBe(200)
  })

  it('gives the stock back when canceling, and returns 200', async () => {
    const tenant = await createTenant()
    const { order, product } = await orderOf(tenant, 2, '5')
    expect((await productRow(product.id))?.stock).toBe(3)
    const res = await setStatus(tenant, order.id, { status: 'canceled', message: 'Rupture' })
    expect(res.status).toBe(200)
    expect((await readJson<Order>(res)).status).toBe('canceled')
    expect((await productRow(product.id))?.stock).toBe(5)
    const row = await (await shopDb(tenant))
      .prepare('SELECT stock_restored_at FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ stock_restored_at: number | null }>()
    expect(row?.stock_restored_at).toEqual(expect.any(Number))
  })

  it('gives a variant its stock back along with the product, even after its variants were re-saved', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { sizes: ['M'], stock: '4' })
    const d1 = await shopDb(tenant)
    await d1
      .prepare(
        "INSERT INTO product_variants (id, store_id, product_id, size, color, stock) VALUES ('var_t0', ?, ?, 'M', '', 4)",
      )
      .bind(tenant.store.id, product.id)
      .run()
    const variantStock = async () =>
      (
        await d1
          .prepare('SELECT stock FROM product_variants WHERE product_id = ?')
          .bind(product.id)
          .first<{ stock: number }>()
      )?.stock
    const placed = await readJson<Order>(
      await placeOrder(
        tenant.store.slug,
        orderBody([{ productId: product.id, quantity: 3, size: 'M' } as never]),
      ),
    )
    expect(await variantStock()).toBe(1)
    // Saving the product's variants again gives them new ids: the stock must still come back.
    await d1.prepare("UPDATE product_variants SET id = 'var_t1' WHERE id = 'var_t0'").run()
    expect((await setStatus(tenant, placed.id, { status: 'canceled' })).status).toBe(200)
    expect(await variantStock()).toBe(4)
    expect((await productRow(product.id))?.stock).toBe(4)
  })

  it('gives the stock back once when two cancellations race: one 200, one 409', async () => {
    const tenant = await createTenant()
    const { order, product } = await orderOf(tenant, 2, '5')
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => setStatus(tenant, order.id, { status: 'canceled' })),
    )
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409])
    expect((await productRow(product.id))?.stock).toBe(5)
    const events = (await detail(tenant, order.id)).events ?? []
    expect(events.filter((e) => e.status === 'canceled')).toHaveLength(1)
  })

  it('refuses any change to a canceled order with 409 and a French message', async () => {
    const tenant = await createTenant()
    const { order, product } = await orderOf(tenant)
    await setStatus(tenant, order.id, { status: 'canceled' })
    const res = await setStatus(tenant, order.id, { status: 'pending' })
    expect(res.status).toBe(409)
    expect((await readError(res)).error).toMatchObject({
      code: 'CONFLICT',
      message: 'Cette commande est annulée : son statut ne peut plus changer',
    })
    expect((await setStatus(tenant, order.id, { status: 'canceled' })).status).toBe(409)
    expect((await productRow(product.id))?.stock).toBe(5)
  })

  it('returns 422 UNPROCESSABLE when the status does not change', async () => {
    const tenant = await createTenant()
    const { order } = await orderOf(tenant)
    const res = await setStatus(tenant, order.id, { status: 'pending' })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toEqual([
      { path: 'status', message: 'La commande a déjà ce statut' },
    ])
    expect((await detail(tenant, order.id)).events).toHaveLength(1)
  })

  it.each([
    ['an unknown status', { status: 'lost' }, 'status', 'Statut invalide'],
    ['no status', { message: 'Bonjour' }, 'status', 'Statut invalide'],
    [
      'a message over 500 characters',
      { status: 'confirmed', message: 'x'.repeat(501) },
      'message',
      '500 caractères au maximum',
    ],
  ])('returns 422 UNPROCESSABLE for %s', async (_name, body, path, message) => {
    const tenant = await createTenant()
    const { order } = await orderOf(tenant)
    const res = await setStatus(tenant, order.id, body)
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues).toContainEqual({ path, message })
    expect((await detail(tenant, order.id)).status).toBe('pending')
  })

  it('returns 401 without a token and 403 with an admin token', async () => {
    const tenant = await createTenant()
    const { order } = await orderOf(tenant)
    const anonymous = await api('PATCH', `/api/orders/${order.id}/status`, {
      json: { status: 'confirmed' },
    })
    expect(anonymous.status).toBe(401)
    const admin = await createAdmin()
    expect((await setStatus(admin, order.id, { status: 'confirmed' })).status).toBe(403)
    expect((await detail(tenant, order.id)).status).toBe('pending')
  })

  it('returns 404 NOT_FOUND for another shop’s order and leaves it and its stock unchanged', async () => {
    const [owner, other] = [await createTenant(), await createTenant()]
    const { order, product } = await orderOf(owner, 2, '5')
    const res = await setStatus(other, order.id, { status: 'canceled' })
    expect(res.status).toBe(404)
    expect((await readError(res)).error.code).toBe('NOT_FOUND')
    const got = await detail(owner, order.id)
    expect(got.status).toBe('pending')
    expect(got.events).toHaveLength(1)
    expect((await productRow(product.id))?.stock).toBe(3)
  })
})

describe('GET /:slug/orders/:token (tracking page)', () => {
  it('shows the history with the merchant’s messages to the shopper', async () => {
    const tenant = await createTenant()
    const { order } = await orderOf(tenant)
    await setStatus(tenant, order.id, { status: 'confirmed', message: 'Merci, on prépare tout !' })
    await setStatus(tenant, order.id, { status: 'shipped', message: 'Le livreur part à 10 h' })
    const res = await api('GET', `/${tenant.store.slug}/orders/${order.trackingToken}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Merci, on prépare tout !')
    expect(html).toContain('Le livreur part à 10 h')
    expect(html).toContain('Expédiée')
    expect(html.indexOf('Merci, on prépare tout !')).toBeLessThan(
      html.indexOf('Le livreur part à 10 h'),
    )
  })
})
