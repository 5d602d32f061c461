import { describe, expect, it } from 'vitest'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import { orderBody, placeOrder, seedProduct, setupWorker, shopDb } from '#tests/helpers/worker.ts'

setupWorker()

describe('messages queued by events', () => {
  it('queues the "new order" e-mail to the shop with the order, and the order succeeds even when no provider is configured', async () => {
    const tenant = await createVerifiedTenant()
    const product = await seedProduct(tenant)
    const res = await placeOrder(
      tenant.store.slug,
      orderBody([{ productId: product.id, quantity: 1 }]),
    )
    expect(res.status).toBe(201)
    const order = (await res.json()) as { id: string; number: string }
    const row = await (await shopDb(tenant))
      .prepare('SELECT * FROM outbox WHERE template = ? AND recipient = ?')
      .bind('order-placed', tenant.store.email)
      .first<{ subject: string; body: string; status: string; channel: string }>()
    expect(row).toMatchObject({ channel: 'email', subject: expect.stringContaining(order.number) })
    expect(row!.body).toContain(`/user/orders/${order.id}`)
    // Delivery runs after the response: with no provider it stays queued, never lost.
    expect(['pending', 'sent']).toContain(row!.status)
  })
})
