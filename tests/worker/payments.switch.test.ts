import { describe, expect, it } from 'vitest'
import {
  addWallet,
  enableFedaPay,
  latestOrderOf,
  latestProviderRef,
  orderOfTracking,
  orderWith,
  settleInSandbox,
} from '#tests/helpers/payments.ts'
import { getPage, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import { api, runCron, seedProduct, setupWorker, type Tenant } from '#tests/helpers/worker.ts'
import { paymentMsg } from '#worker/schemas/payments.ts'

setupWorker()

type Row = Awaited<ReturnType<typeof orderOfTracking>> & {
  payment_due_at: number | null
  created_at: number
}

/** A shop with FedaPay (and cash on delivery, on by default); an online order the provider declined. */
async function declinedOrder(opts: { wallet?: boolean; cod?: boolean } = {}) {
  const tenant = await createVerifiedTenant()
  await enableFedaPay(tenant)
  if (opts.wallet) await addWallet(tenant)
  if (opts.cod === false) {
    const res = await api('PATCH', '/api/store/payments/settings', {
      token: tenant.token,
      json: { cashOnDelivery: false, paymentDelayMinutes: 30 },
    })
    expect(res.status, await res.clone().text()).toBe(200)
  }
  const product = await seedProduct(tenant, { price: '2500', stock: '5' })
  const res = await orderWith(tenant.store.slug, product.id, 'online')
  expect(res.status, await res.clone().text()).toBe(303)
  const order = await latestOrderOf(tenant.store.id)
  await settleInSandbox('fedapay', await latestProviderRef(tenant, order.id), 'decline')
  return { tenant, token: order.tracking_token, order }
}

const trackingHtml = async (tenant: Tenant, token: string) =>
  (await getPage(`/${tenant.store.slug}/orders/${token}`)).text()

const switchTo = (tenant: Tenant, token: string, paymentMethod: string) =>
  postForm(`/${tenant.store.slug}/orders/${token}/method`, { paymentMethod })

const rowOf = async (tenant: Tenant, token: string) => (await orderOfTracking(tenant, token)) as Row

describe('a failed online payment', () => {
  it('does not thank the shopper above a red box: it says the payment failed and offers the other ways', async () => {
    const { tenant, token } = await declinedOrder({ wallet: true })
    const html = await trackingHtml(tenant, token)
    expect(html).not.toContain('Merci pour votre commande')
    expect(html).toContain('Paiement non abouti')
    expect(html).toContain('Réessayer le paiement')
    expect(html).toContain('Payer à la livraison')
    expect(html).toContain('Payer par transfert direct')
    expect(html).toContain(`action="/${tenant.store.slug}/orders/${token}/method"`)
  })

  it('switches to cash on delivery: no more delay, the shopper is thanked, the merchant is told once', async () => {
    const { tenant, token } = await declinedOrder()
    const res = await switchTo(tenant, token, 'cash_on_delivery')
    expect(res.status, await res.clone().text()).toBe(303)
    const row = await rowOf(tenant, token)
    expect(row).toMatchObject({ payment_method: 'cash_on_delivery', status: 'pending' })
    expect(row.payment_due_at).toBeNull()
    const html = await trackingHtml(tenant, token)
    expect(html).toContain('Merci pour votre commande')
    expect(html).toContain('vous payez à la réception')
    expect(html).not.toContain('Payer à la livraison')
    expect(await outboxOfShop(tenant.store.id, 'payment-switched', 'email')).toHaveLength(1)
    const bell = await api('GET', '/api/notifications', { token: tenant.token })
    expect(await bell.text()).toContain('Mode de paiement changé')
    // The job never expires it, long after the shop's delay.
    await runCron(Date.now() + 3 * 3_600_000)
    expect(await rowOf(tenant, token)).toMatchObject({ status: 'pending', expired_at: null })
  })

  it('switches once: a second tap answers 409 in French and alerts nobody again', async () => {
    const { tenant, token } = await declinedOrder({ wallet: true })
    expect((await switchTo(tenant, token, 'cash_on_delivery')).status).toBe(303)
    const again = await switchTo(tenant, token, 'transfer')
    expect(again.status).toBe(409)
    expect(await again.text()).toContain(paymentMsg.switchClosed)
    expect((await rowOf(tenant, token)).payment_method).toBe('cash_on_delivery')
    expect(await outboxOfShop(tenant.store.id, 'payment-switched', 'email')).toHaveLength(1)
  })

  it('switches to a transfer with a fresh delay from now, and shows where to send the money', async () => {
    const { tenant, token } = await declinedOrder({ wallet: true })
    const before = Math.floor(Date.now() / 1000)
    expect((await switchTo(tenant, token, 'transfer')).status).toBe(303)
    const row = await rowOf(tenant, token)
    expect(row.payment_method).toBe('transfer')
    expect(row.payment_due_at).toBeGreaterThanOrEqual(before + 30 * 60 - 5)
    const html = await trackingHtml(tenant, token)
    expect(html).toContain('Envoyez exactement')
    expect(html).toContain('name="reference"')
  })

  it('refuses a way the shop does not offer with a French 422, changing nothing', async () => {
    const { tenant, token } = await declinedOrder({ cod: false })
    expect(await trackingHtml(tenant, token)).not.toContain('Payer à la livraison')
    const res = await switchTo(tenant, token, 'cash_on_delivery')
    expect(res.status).toBe(422)
    expect(await res.text()).toContain(paymentMsg.methodUnavailable)
    expect((await rowOf(tenant, token)).payment_method).toBe('online')
    const odd = await switchTo(tenant, token, 'manual')
    expect(odd.status).toBe(422)
    expect(await odd.text()).toContain(paymentMsg.chooseMethod)
  })

  it('is not offered nor taken while a payment is still under way at the provider', async () => {
    const tenant = await createVerifiedTenant()
    await enableFedaPay(tenant)
    const product = await seedProduct(tenant, { price: '2500', stock: '5' })
    await orderWith(tenant.store.slug, product.id, 'online')
    const { tracking_token: token } = await latestOrderOf(tenant.store.id)
    expect(await trackingHtml(tenant, token)).not.toContain('Payer à la livraison')
    const res = await switchTo(tenant, token, 'cash_on_delivery')
    expect(res.status).toBe(409)
    expect((await rowOf(tenant, token)).payment_method).toBe('online')
    expect(await outboxOfShop(tenant.store.id, 'payment-switched')).toHaveLength(0)
  })

  it('cannot switch an order whose delay has passed: it expired', async () => {
    const { tenant, token } = await declinedOrder()
    await runCron(Date.now() + 31 * 60_000)
    const res = await switchTo(tenant, token, 'cash_on_delivery')
    expect(res.status).toBe(409)
    expect(await rowOf(tenant, token)).toMatchObject({
      payment_method: 'online',
      status: 'canceled',
    })
  })

  it('answers an unknown tracking link with a 404', async () => {
    const { tenant } = await declinedOrder()
    const res = await switchTo(tenant, 'no-such-token', 'cash_on_delivery')
    expect(res.status).toBe(404)
  })
})

describe('a transfer whose reference was sent', () => {
  it('no longer tells the shopper to pay before a time or the order expires, even past the delay', async () => {
    const tenant = await createVerifiedTenant()
    await addWallet(tenant)
    const product = await seedProduct(tenant, { price: '4000', stock: '5' })
    await orderWith(tenant.store.slug, product.id, 'transfer')
    const { tracking_token: token } = await latestOrderOf(tenant.store.id)
    expect(await trackingHtml(tenant, token)).toContain('sinon la commande expire')
    const sent = await postForm(`/${tenant.store.slug}/orders/${token}/reference`, {
      reference: 'OM.77.123456',
    })
    expect(sent.status).toBe(303)
    const html = await trackingHtml(tenant, token)
    expect(html).not.toContain('sinon la commande expire')
    expect(html).toContain('Référence reçue')
    await runCron(Date.now() + 2 * 3_600_000)
    expect(await rowOf(tenant, token)).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      expired_at: null,
    })
  })
})
