import { randomBytes } from 'node:crypto'
import type { PaymentRowMethod } from '#worker/schemas/payments.ts'
import {
  db,
  type Order,
  orderBody,
  placeOrder,
  readJson,
  seedProduct,
  type Tenant,
  uniquePhone,
} from './worker.ts'

/** A reference shaped like an operator's SMS gives it, unique per call. */
export const transferRef = () => `MP${randomBytes(5).toString('hex').toUpperCase()}`

/**
 * An order placed through the storefront API, awaiting a payment of `method` (a transfer
 * reference by default). The storefront's transfer flow (checkout with a method, then the
 * reference form) is another slice of issue 14: until it is there, the payment row is
 * written in D1 exactly as `recordPayment` writes it (pending, the order rolled up to pending).
 */
export async function orderAwaitingPayment(
  tenant: Pick<Tenant, 'token' | 'store'>,
  opts: {
    method?: PaymentRowMethod
    reference?: string
    checkoutUrl?: string
    price?: string
  } = {},
) {
  const method = opts.method ?? 'transfer'
  const product = await seedProduct(tenant, { price: opts.price ?? '2500', stock: '20' })
  const phone = uniquePhone()
  const res = await placeOrder(
    tenant.store.slug,
    orderBody([{ productId: product.id, quantity: 1 }], { phone }),
  )
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  const order = await readJson<Order>(res)
  const paymentId = `pay_${randomBytes(8).toString('hex')}`
  const reference = opts.reference ?? transferRef()
  const d = await db()
  await d.batch([
    d
      .prepare(
        `INSERT INTO payments (id, store_id, order_id, method, provider_ref, checkout_url, amount, currency)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        paymentId,
        tenant.store.id,
        order.id,
        method,
        reference,
        opts.checkoutUrl ?? null,
        order.total,
        order.currency,
      ),
    d
      .prepare(
        "INSERT INTO payment_events (id, store_id, payment_id, status) VALUES (?, ?, ?, 'pending')",
      )
      .bind(`pev_${randomBytes(8).toString('hex')}`, tenant.store.id, paymentId),
    d
      .prepare(
        "UPDATE orders SET payment_method = ?, payment_status = 'pending', payment_due_at = unixepoch() + 1800 WHERE id = ?",
      )
      .bind(method === 'transfer' ? 'transfer' : 'online', order.id),
  ])
  return { order, paymentId, reference, shopperPhone: `226${phone}` }
}
