import { describe, expect, it } from 'vitest'
import { addWallet, latestOrderOf, orderWith } from '#tests/helpers/payments.ts'
import { postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant, outboxOfShop } from '#tests/helpers/verified-tenants.ts'
import { runCron, seedProduct, setupWorker, shopDb, type Tenant } from '#tests/helpers/worker.ts'

setupWorker()

/** "Reminders that recover a sale" (issue 26): one WhatsApp reminder before an order expires. */

const MINUTE = 60_000

async function transferShop() {
  const shop = await createVerifiedTenant()
  await addWallet(shop, '70112233')
  const product = await seedProduct(shop, { price: '4000', stock: '20' })
  return { shop, product }
}

async function orderBy(shop: Tenant, productId: string, method: string) {
  const res = await orderWith(shop.store.slug, productId, method)
  expect(res.status, await res.clone().text()).toBe(303)
  return latestOrderOf(shop.store.id)
}

const reminders = (shop: Tenant) => outboxOfShop(shop.store.id, 'payment-reminder', 'whatsapp')

describe('the payment reminder', () => {
  it('is not sent while more than a third of the delay is left, then once, with the payment page', async () => {
    const { shop, product } = await transferShop()
    const order = await orderBy(shop, product.id, 'transfer')
    // The default delay is 30 minutes: at 5 minutes in, 25 are left.
    await runCron(Date.now() + 5 * MINUTE)
    expect(await reminders(shop)).toEqual([])
    await runCron(Date.now() + 22 * MINUTE)
    await runCron(Date.now() + 25 * MINUTE)
    const sent = await reminders(shop)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.status).not.toBe('blocked')
    expect(sent[0]!.body).toContain('attend toujours votre paiement')
    expect(sent[0]!.body).toContain(`/${shop.store.slug}/orders/${order.tracking_token}`)
    const row = await (await shopDb(shop))
      .prepare('SELECT payment_reminded_at FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ payment_reminded_at: number | null }>()
    expect(row?.payment_reminded_at).not.toBeNull()
  })

  it('is not sent for a cash-on-delivery order, nor one whose reference the merchant is checking', async () => {
    const { shop, product } = await transferShop()
    await orderBy(shop, product.id, 'cash_on_delivery')
    const referenced = await orderBy(shop, product.id, 'transfer')
    const res = await postForm(
      `/${shop.store.slug}/orders/${referenced.tracking_token}/reference`,
      {
        reference: 'OM.77.123456',
      },
    )
    expect(res.status).toBe(303)
    await runCron(Date.now() + 25 * MINUTE)
    expect(await reminders(shop)).toEqual([])
  })

  it('is not sent to an order without a phone number', async () => {
    const { shop, product } = await transferShop()
    const order = await orderBy(shop, product.id, 'transfer')
    await (await shopDb(shop))
      .prepare("UPDATE orders SET phone = '' WHERE id = ?")
      .bind(order.id)
      .run()
    await runCron(Date.now() + 25 * MINUTE)
    expect(await reminders(shop)).toEqual([])
  })

  it("counts in the shop's daily cap: a shop at its cap has it held, not sent", async () => {
    const { shop, product } = await transferShop()
    await orderBy(shop, product.id, 'transfer')
    const d1 = await shopDb(shop)
    // 300 messages today already (ADR 014's cap per shop), as if sent.
    await d1
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
         INSERT INTO outbox (id, store_id, channel, recipient, template, subject, body, status, attempts, next_attempt_at, created_at)
         SELECT 'out_cap' || i || ?1, ?1, 'email', 'x@boutiko.test', 'order-placed', 's', 'b', 'sent', 1, unixepoch(), unixepoch() FROM n`,
      )
      .bind(shop.store.id)
      .run()
    await runCron(Date.now() + 25 * MINUTE)
    const held = await reminders(shop)
    expect(held).toHaveLength(1)
    expect(held[0]).toMatchObject({ status: 'blocked', blocked_reason: 'shop-cap' })
  })
})
