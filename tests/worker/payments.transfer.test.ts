import { describe, expect, it } from 'vitest'
import {
  addWallet,
  latestOrderOf,
  orderOfTracking,
  orderWith,
  paymentsOfOrder,
} from '#tests/helpers/payments.ts'
import { getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  productRow,
  readError,
  runCron,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import { paymentMsg } from '#worker/schemas/payments.ts'

setupWorker()

async function transferShop() {
  const tenant = await createVerifiedTenant()
  await addWallet(tenant, '70112233')
  const product = await seedProduct(tenant, { price: '4000', stock: '5' })
  return { tenant, product }
}

async function transferOrder(tenant: Tenant, productId: string) {
  const res = await orderWith(tenant.store.slug, productId, 'transfer')
  expect(res.status, await res.clone().text()).toBe(303)
  const order = await latestOrderOf(tenant.store.id)
  expect(locationOf(res)).toBe(`/${tenant.store.slug}/orders/${order.tracking_token}`)
  return order
}

const decide = (tenant: Tenant, orderId: string, paymentId: string, decision: string) =>
  api('POST', `/api/orders/${orderId}/payments/${paymentId}/decision`, {
    token: tenant.token,
    json: { decision },
  })

const numberOf = (order: object) => (order as { number: string }).number

const sendReference = (tenant: Tenant, token: string, reference: string) =>
  postForm(`/${tenant.store.slug}/orders/${token}/reference`, { reference })

describe('direct transfer with a reference', () => {
  it('shows the shopper the exact amount, the shop’s number and where to give the reference', async () => {
    const { tenant, product } = await transferShop()
    const order = await transferOrder(tenant, product.id)
    expect(order).toMatchObject({ payment_method: 'transfer', payment_status: 'unpaid' })
    const html = await (
      await getPage(`/${tenant.store.slug}/orders/${order.tracking_token}`)
    ).text()
    expect(html).toContain('Envoyez exactement')
    expect(html).toMatch(/4\s000/)
    expect(html).toContain('+226 70 11 22 33')
    expect(html).toContain('Orange Money')
    expect(html).toContain('name="reference"')
  })

  it('records the submitted reference as a pending payment the merchant is told about', async () => {
    const { tenant, product } = await transferShop()
    const order = await transferOrder(tenant, product.id)
    const res = await sendReference(tenant, order.tracking_token, ' mp2411.1234.a5678 ')
    expect(res.status).toBe(303)
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('pending')
    expect(await paymentsOfOrder(tenant, order.id)).toMatchObject([
      { method: 'transfer', status: 'pending', provider_ref: 'MP2411.1234.A5678', amount: 4000 },
    ])
    const bell = await api('GET', '/api/notifications', { token: tenant.token })
    expect(await bell.text()).toContain('MP2411.1234.A5678')
    const page = await getPage(`/${tenant.store.slug}/orders/${order.tracking_token}`)
    expect(await page.text()).toContain('Référence reçue : la boutique vérifie votre paiement.')
  })

  it('takes a reference another order of the shop holds like any other, telling the shopper nothing, and warns the merchant', async () => {
    const { tenant, product } = await transferShop()
    const first = await transferOrder(tenant, product.id)
    const second = await transferOrder(tenant, product.id)
    expect((await sendReference(tenant, first.tracking_token, 'PP241124.0001')).status).toBe(303)
    const reused = await sendReference(tenant, second.tracking_token, 'pp241124.0001')
    expect(reused.status).toBe(303)
    expect(locationOf(reused)).toBe(`/${tenant.store.slug}/orders/${second.tracking_token}`)
    const page = await (await getPage(locationOf(reused)!)).text()
    expect(page).toContain('Référence reçue : la boutique vérifie votre paiement.')
    expect(page).not.toContain('déjà')
    expect((await orderOfTracking(tenant, second.tracking_token)).payment_status).toBe('pending')
    // The merchant, who decides, is told the reference is also on the first order.
    const bell = await (await api('GET', '/api/notifications', { token: tenant.token })).text()
    expect(bell).toContain(
      `Attention : cette référence figure déjà sur la commande ${numberOf(first)}`,
    )
    const other = await transferShop()
    const elsewhere = await transferOrder(other.tenant, other.product.id)
    expect(
      (await sendReference(other.tenant, elsewhere.tracking_token, 'PP241124.0001')).status,
    ).toBe(303)
  })

  it('frees a reference the merchant rejected: the real payer’s order then takes it', async () => {
    const { tenant, product } = await transferShop()
    const wrong = await transferOrder(tenant, product.id)
    const real = await transferOrder(tenant, product.id)
    await sendReference(tenant, wrong.tracking_token, 'PP241124.0002')
    const [claimed] = await paymentsOfOrder(tenant, wrong.id)
    expect((await decide(tenant, wrong.id, claimed!.id, 'reject')).status).toBe(200)
    expect((await sendReference(tenant, real.tracking_token, 'PP241124.0002')).status).toBe(303)
    const [payment] = await paymentsOfOrder(tenant, real.id)
    expect(payment).toMatchObject({ status: 'pending', provider_ref: 'PP241124.0002' })
    expect((await decide(tenant, real.id, payment!.id, 'confirm')).status).toBe(200)
    expect((await orderOfTracking(tenant, real.tracking_token)).payment_status).toBe('paid')
  })

  it('gives an order whose reference was rejected a fresh delay, so it does not expire at once', async () => {
    const { tenant, product } = await transferShop()
    const order = await transferOrder(tenant, product.id)
    await sendReference(tenant, order.tracking_token, 'PP241124.0009')
    // The reference waited two hours for the merchant: the order's first deadline is long past.
    const now = Math.floor(Date.now() / 1000)
    await (await shopDb(tenant))
      .prepare('UPDATE orders SET payment_due_at = ?1, created_at = ?2 WHERE id = ?3')
      .bind(now - 90 * 60, now - 120 * 60, order.id)
      .run()
    const [claimed] = await paymentsOfOrder(tenant, order.id)
    expect((await decide(tenant, order.id, claimed!.id, 'reject')).status).toBe(200)
    const due = (await orderOfTracking(tenant, order.tracking_token)).payment_due_at ?? 0
    // The shop's delay (30 min) again from the rejection, as a new transfer order gets.
    expect(due).toBeGreaterThanOrEqual(now + 29 * 60)
    expect(due).toBeLessThanOrEqual(now + 31 * 60 + 5)
    await runCron(Date.now() + 5 * 60_000)
    expect(await orderOfTracking(tenant, order.tracking_token)).toMatchObject({
      status: 'pending',
      expired_at: null,
    })
    expect((await productRow(product.id))?.stock).toBe(4)
    // The rejection's message was this delay's word to the shopper: no reminder on its heels,
    // though the order, two hours old, is past the reminder's share of its life.
    expect(await outboxOfShop(tenant.store.id, 'payment-reminder', 'whatsapp')).toEqual([])
  })

  it('frees a reference the merchant rejected for the merchant’s own recorded sale', async () => {
    const { tenant, product } = await transferShop()
    const wrong = await transferOrder(tenant, product.id)
    await sendReference(tenant, wrong.tracking_token, 'PP241124.0003')
    const [claimed] = await paymentsOfOrder(tenant, wrong.id)
    expect((await decide(tenant, wrong.id, claimed!.id, 'reject')).status).toBe(200)
    const sale = await api('POST', '/api/orders/manual', {
      token: tenant.token,
      json: {
        items: [{ productId: product.id, quantity: 1 }],
        paid: true,
        method: 'mobile_money',
        reference: 'PP241124.0003',
      },
    })
    expect(sale.status, await sale.clone().text()).toBe(201)
  })

  it('refuses the merchant a second confirmation of one reference with 409, leaving that payment to reject', async () => {
    const { tenant, product } = await transferShop()
    const first = await transferOrder(tenant, product.id)
    const second = await transferOrder(tenant, product.id)
    await sendReference(tenant, first.tracking_token, 'PP241124.0004')
    await sendReference(tenant, second.tracking_token, 'PP241124.0004')
    const [a] = await paymentsOfOrder(tenant, first.id)
    const [b] = await paymentsOfOrder(tenant, second.id)
    expect((await decide(tenant, first.id, a!.id, 'confirm')).status).toBe(200)
    const twice = await decide(tenant, second.id, b!.id, 'confirm')
    expect(twice.status).toBe(409)
    expect((await readError(twice)).error).toMatchObject({
      code: 'CONFLICT',
      message: paymentMsg.referenceAlreadyConfirmed,
    })
    expect((await paymentsOfOrder(tenant, second.id))[0]?.status).toBe('pending')
    expect((await decide(tenant, second.id, b!.id, 'reject')).status).toBe(200)
  })

  it('answers a malformed reference with a French message on the field, keeping what was typed', async () => {
    const { tenant, product } = await transferShop()
    const order = await transferOrder(tenant, product.id)
    const res = await sendReference(tenant, order.tracking_token, 'a b')
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('Référence invalide')
    expect(html).toContain('value="a b"')
  })

  it('expires an order whose reference never came, but leaves one awaiting the merchant’s check', async () => {
    const { tenant, product } = await transferShop()
    const silent = await transferOrder(tenant, product.id)
    const referenced = await transferOrder(tenant, product.id)
    await sendReference(tenant, referenced.tracking_token, 'OM.77.123456')
    expect((await productRow(product.id))?.stock).toBe(3)
    await runCron(Date.now() + 31 * 60_000)
    expect(await orderOfTracking(tenant, silent.tracking_token)).toMatchObject({
      status: 'canceled',
      payment_status: 'expired',
    })
    expect(await orderOfTracking(tenant, referenced.tracking_token)).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
    })
    expect((await productRow(product.id))?.stock).toBe(4)
  })
})
