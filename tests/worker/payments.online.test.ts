import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { paymentSandboxUrl, sandboxControl } from '#tests/helpers/payment-sandbox.ts'
import {
  enableFedaPay,
  latestOrderOf,
  latestProviderRef,
  orderOfTracking,
  orderWith,
  paymentsOfOrder,
  settleInSandbox,
} from '#tests/helpers/payments.ts'
import { getPage } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  db,
  markMoving,
  orderBody,
  placeOrder,
  productRow,
  runCron,
  seedProduct,
  setupWorker,
  shopDb,
} from '#tests/helpers/worker.ts'

setupWorker()

/** Points the shop's routing row in the directory at `database` (`stores.database`, ADR 036). */
const routeTo = async (storeId: string, database: string) =>
  (await db()).prepare('UPDATE stores SET database = ? WHERE id = ?').bind(database, storeId).run()

/** A shop with FedaPay on and one product; a shopper orders it to pay online. */
async function onlineOrder(opts: { stock?: string } = {}) {
  const tenant = await createVerifiedTenant()
  const keys = await enableFedaPay(tenant)
  const product = await seedProduct(tenant, { price: '2500', stock: opts.stock ?? '5' })
  const res = await orderWith(tenant.store.slug, product.id, 'online')
  expect(res.status, await res.clone().text()).toBe(303)
  const checkoutUrl = res.headers.get('location') ?? ''
  const order = await latestOrderOf(tenant.store.id)
  const ref = await latestProviderRef(tenant, order.id)
  return { tenant, keys, product, checkoutUrl, token: order.tracking_token, order, ref }
}

/** The merchant's alert is counted on one channel: it goes to each verified one (issue 15). */
const paidMessages = async (storeId: string) => ({
  merchant: (await outboxOfShop(storeId, 'payment-received', 'email')).length,
  shopper: (await outboxOfShop(storeId, 'payment-receipt')).length,
})

/** A FedaPay webhook as FedaPay signs it: t=<unix>,s=HMAC-SHA256("t.body", secret). */
function fedapayWebhook(body: unknown, secret: string, at = Math.floor(Date.now() / 1000)) {
  const text = JSON.stringify(body)
  const s = createHmac('sha256', secret).update(`${at}.${text}`).digest('hex')
  return api('POST', '/api/payments/notify/fedapay', {
    body: text,
    headers: { 'content-type': 'application/json', 'x-fedapay-signature': `t=${at},s=${s}` },
  })
}
const approvedEvent = (id: string, amount = 2500) => ({
  name: 'transaction.approved',
  entity: { id: Number(id), status: 'approved', amount },
})

describe('online payment (FedaPay) from the storefront', () => {
  it('sends the shopper to the provider’s hosted page, holding the stock while the payment is pending', async () => {
    const { product, checkoutUrl, order } = await onlineOrder()
    expect(checkoutUrl).toMatch(/\/fedapay\/checkout\//)
    expect(order.payment_method).toBe('online')
    expect(order.payment_status).toBe('pending')
    expect((await productRow(product.id))?.stock).toBe(4)
  })

  it('marks the order paid from the provider’s signed notification, and tells merchant and shopper once', async () => {
    const { tenant, order, ref } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay')
    const paid = await orderOfTracking(tenant, order.tracking_token)
    expect(paid.payment_status).toBe('paid')
    const [payment] = await paymentsOfOrder(tenant, order.id)
    expect(payment).toMatchObject({ status: 'paid', confirmed_by: 'notification', amount: 2500 })
    expect(await paidMessages(tenant.store.id)).toEqual({ merchant: 1, shopper: 1 })
  })

  it('asks the provider itself when the notification is lost and the shopper comes back', async () => {
    const { order, ref, token, tenant } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay', { notify: false })
    const back = await getPage(
      `/${tenant.store.slug}/orders/${token}/payment?id=${ref}&status=approved`,
    )
    expect(back.status).toBe(303)
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('paid')
    expect((await paymentsOfOrder(tenant, order.id))[0]?.confirmed_by).toBe('status-check')
  })

  it('never trusts the return’s parameters: "approved" in the URL of an unpaid order changes nothing', async () => {
    const { order, ref, token, tenant } = await onlineOrder()
    await getPage(`/${tenant.store.slug}/orders/${token}/payment?id=${ref}&status=approved`)
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('pending')
    const page = await getPage(`/${tenant.store.slug}/orders/${token}`)
    expect(await page.text()).toContain('Paiement en cours de vérification')
  })

  it('lets the scheduled job find a payment whose notification never came', async () => {
    const { tenant, order, ref } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay', { notify: false })
    await runCron(Date.now())
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('paid')
  })

  it('records a declined payment as failed, and the shopper can try again', async () => {
    const { order, ref, token, tenant } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'decline')
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('failed')
    const page = await getPage(`/${tenant.store.slug}/orders/${token}`)
    expect(await page.text()).toContain('Réessayer le paiement')
  })

  it('does not count a payment whose amount the provider reports differently', async () => {
    const { tenant, order, ref } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay', { amount: 100 })
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('pending')
    expect((await paymentsOfOrder(tenant, order.id))[0]?.status).toBe('pending')
  })

  it('changes nothing on a duplicate notification, nor on a late out-of-order one', async () => {
    const { tenant, order, ref } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay')
    const sent = await fetch(
      `${paymentSandboxUrl()}/_sandbox/notifications?provider=fedapay&ref=${ref}`,
    )
    const [first] = (await sent.json()) as { id: string }[]
    expect(first).toBeDefined()
    await sandboxControl(`/notifications/${first!.id}/resend`)
    await sandboxControl(`/transactions/fedapay/${ref}/notify`, { outcome: 'pending' })
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('paid')
    expect(await paidMessages(tenant.store.id)).toEqual({ merchant: 1, shopper: 1 })
  })

  it('refuses a forged signature, a wrong secret and a stale timestamp, with no state change and no 5xx', async () => {
    const { tenant, order, ref, keys } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay', { notify: false })
    const forged = await api('POST', '/api/payments/notify/fedapay', {
      body: JSON.stringify(approvedEvent(ref)),
      headers: { 'content-type': 'application/json', 'x-fedapay-signature': 't=1,s=00' },
    })
    const wrongSecret = await fedapayWebhook(approvedEvent(ref), 'wh_sandbox_not_theirs')
    const stale = await fedapayWebhook(
      approvedEvent(ref),
      keys.webhookSecret,
      Math.floor(Date.now() / 1000) - 600,
    )
    expect([forged.status, wrongSecret.status, stale.status]).toEqual([401, 401, 401])
    expect(((await stale.json()) as { error: { message: string } }).error.message).toMatch(
      /signature/i,
    )
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('pending')
  })

  it('refuses a notification signed with shop A’s secret for shop B’s payment', async () => {
    const a = await onlineOrder()
    const b = await onlineOrder()
    await settleInSandbox('fedapay', b.ref, 'pay', { notify: false })
    const res = await fedapayWebhook(approvedEvent(b.ref), a.keys.webhookSecret)
    expect(res.status).toBe(401)
    expect((await orderOfTracking(b.tenant, b.order.tracking_token)).payment_status).toBe('pending')
  })

  it('acknowledges a notification for an unknown reference (so the provider stops) and changes nothing', async () => {
    const { keys } = await onlineOrder()
    const res = await fedapayWebhook(approvedEvent('987654321'), keys.webhookSecret)
    expect(res.status).toBe(200)
  })

  it('answers 503 with Retry-After while the shop is being moved, and settles when the provider retries after', async () => {
    const { tenant, order, ref, keys } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay', { notify: false })
    // `npm run shop:move` marks the shop in the directory while it copies it (ADR 036).
    await markMoving(tenant, (await shopDb(tenant)).name)
    const during = await fedapayWebhook(approvedEvent(ref), keys.webhookSecret)
    expect(during.status).toBe(503)
    expect(during.headers.get('retry-after')).toBe('60')
    expect(((await during.json()) as { error: { message: string } }).error.message).toMatch(
      /maintenance/,
    )
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('pending')
    await markMoving(tenant, null)
    const after = await fedapayWebhook(approvedEvent(ref), keys.webhookSecret)
    expect(after.status).toBe(200)
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('paid')
  })

  it('leaves alone a copy of the payment in a database the directory no longer routes the shop to', async () => {
    const { tenant, order, ref, keys } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay', { notify: false })
    const home = (await shopDb(tenant)).name
    // As after a move away that left its source rows (deleted at the move's last step).
    await routeTo(tenant.store.id, 'SHOP_DB_GONE')
    const res = await fedapayWebhook(approvedEvent(ref), keys.webhookSecret)
    expect(res.status).toBe(200)
    await routeTo(tenant.store.id, home)
    expect((await orderOfTracking(tenant, order.tracking_token)).payment_status).toBe('pending')
  })

  it('gives one paid payment and one merchant message when notification, return and job race', async () => {
    const { tenant, order, ref, token } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay', { notify: false })
    await Promise.all([
      sandboxControl(`/transactions/fedapay/${ref}/notify`, {}),
      getPage(`/${tenant.store.slug}/orders/${token}/payment`),
      runCron(Date.now()),
      getPage(`/${tenant.store.slug}/orders/${token}/payment`),
      sandboxControl(`/transactions/fedapay/${ref}/notify`, {}),
    ])
    expect((await paymentsOfOrder(tenant, order.id)).map((p) => p.status)).toEqual(['paid'])
    expect(await paidMessages(tenant.store.id)).toEqual({ merchant: 1, shopper: 1 })
  })

  it('never returns or leaks the provider keys (API, outbox)', async () => {
    const { tenant, keys, ref } = await onlineOrder()
    await settleInSandbox('fedapay', ref, 'pay')
    const settings = await api('GET', '/api/store/payments', { token: tenant.token })
    const text = await settings.text()
    const outbox = JSON.stringify(await outboxOfShop(tenant.store.id))
    for (const secret of [keys.secretKey, keys.webhookSecret]) {
      expect(text).not.toContain(secret)
      expect(outbox).not.toContain(secret)
    }
  })
})

describe('an order awaiting online payment past the shop’s delay', () => {
  it('expires once: canceled, stock back exactly once, whether the job or a read finds it first', async () => {
    const { product, order, token, tenant } = await onlineOrder({ stock: '3' })
    expect((await productRow(product.id))?.stock).toBe(2)
    const later = Date.now() + 31 * 60_000
    await Promise.all([runCron(later), runCron(later)])
    await getPage(`/${tenant.store.slug}/orders/${token}`)
    const expired = await orderOfTracking(tenant, order.tracking_token)
    expect(expired).toMatchObject({ status: 'canceled', payment_status: 'expired' })
    expect((await productRow(product.id))?.stock).toBe(3)
  })

  it('is expired by the merchant’s own read of the order when the job has not run yet', async () => {
    const { product, order, tenant } = await onlineOrder({ stock: '3' })
    await (await shopDb(tenant))
      .prepare('UPDATE orders SET payment_due_at = ?1 WHERE id = ?2')
      .bind(Math.floor(Date.now() / 1000) - 60, order.id)
      .run()
    const res = await api('GET', `/api/orders/${order.id}`, { token: tenant.token })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'canceled', paymentStatus: 'expired' })
    expect((await productRow(product.id))?.stock).toBe(3)
  })

  it('records a payment confirmed after expiry and flags it to the merchant, without taking the stock again', async () => {
    const { product, order, ref, tenant } = await onlineOrder({ stock: '3' })
    await runCron(Date.now() + 31 * 60_000)
    await settleInSandbox('fedapay', ref, 'pay')
    const late = await orderOfTracking(tenant, order.tracking_token)
    expect(late.payment_status).toBe('paid')
    expect(late.paid_after_expiry_at).not.toBeNull()
    expect((await productRow(product.id))?.stock).toBe(3)
    const [message] = await outboxOfShop(tenant.store.id, 'payment-received')
    expect(message?.body).toContain('à rembourser ou à honorer')
  })
})

describe('the last unit, with orders awaiting online payment', () => {
  it('goes to exactly one of 30 concurrent shoppers, and comes back exactly once when that order expires', async () => {
    const tenant = await createVerifiedTenant()
    await enableFedaPay(tenant)
    const product = await seedProduct(tenant, { price: '2500', stock: '1' })
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          placeOrder(
            tenant.store.slug,
            orderBody([{ productId: product.id, quantity: 1 }], {
              phone: `6${String(i).padStart(7, '0')}`,
              paymentMethod: 'online',
            }),
          ),
        ),
      )
    ).map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([])
    expect((await productRow(product.id))?.stock).toBe(0)
    const later = Date.now() + 31 * 60_000
    await Promise.all([runCron(later), runCron(later), runCron(later)])
    expect((await productRow(product.id))?.stock).toBe(1)
    expect((await latestOrderOf(tenant.store.id)).payment_status).toBe('expired')
  }, 60_000)
})

describe('checkout methods', () => {
  it('refuses a method the shop does not offer with a French message', async () => {
    const tenant = await createVerifiedTenant()
    const product = await seedProduct(tenant)
    const res = await orderWith(tenant.store.slug, product.id, 'online')
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('Ce moyen de paiement n’est pas proposé par la boutique')
  })
})
