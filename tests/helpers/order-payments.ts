import { randomBytes } from 'node:crypto'
import { paymentsOfOrder } from './payments.ts'
import { locationOf, postForm } from './storefront.ts'
import {
  api,
  db,
  type Order,
  ownAddress,
  readJson,
  seedProduct,
  type Tenant,
  uniquePhone,
} from './worker.ts'

/** A reference shaped like an operator's SMS gives it, unique per call. */
export const transferRef = () => `MP${randomBytes(5).toString('hex').toUpperCase()}`

/**
 * The shop's receiving number for direct transfers, written in D1: the settings API
 * (Paramètres › Paiements) is another slice of issue 14, not merged yet. Idempotent.
 */
async function ensureWallet(tenant: Pick<Tenant, 'store'>) {
  await (await db())
    .prepare(
      `INSERT OR IGNORE INTO transfer_wallets (id, store_id, operator, number, holder_name)
       VALUES (?1, ?2, 'orange', '22670112233', 'Awa')`,
    )
    .bind(`wal_${randomBytes(8).toString('hex')}`, tenant.store.id)
    .run()
}

/**
 * An order a shopper placed on the storefront, as the merchant's API shows it, with a payment
 * awaiting. By default a direct transfer through the storefront's own forms: the order with
 * `paymentMethod=transfer`, then the reference the operator's SMS gave. `online`: an order
 * awaiting a FedaPay checkout, its attempt written in D1 as `recordPayment` writes it (a shop's
 * FedaPay account needs the settings API, not merged yet).
 */
export async function orderAwaitingPayment(
  tenant: Tenant,
  opts: { method?: 'transfer' | 'online'; price?: string } = {},
) {
  const method = opts.method ?? 'transfer'
  await ensureWallet(tenant)
  const product = await seedProduct(tenant, { price: opts.price ?? '2500', stock: '20' })
  const phone = uniquePhone()
  const address = ownAddress()
  const placed = await postForm(
    `/${tenant.store.slug}/order`,
    {
      productId: product.id,
      quantity: '1',
      firstName: 'Aminata',
      lastName: 'Ouédraogo',
      phoneCountryCode: '+226',
      phone,
      city: 'Ouagadougou',
      paymentMethod: method === 'transfer' ? 'transfer' : 'cash_on_delivery',
    },
    '',
    address,
  )
  if (placed.status !== 303)
    throw new Error(`order failed: ${placed.status} ${await placed.text()}`)
  const token = new RegExp(`^/${tenant.store.slug}/orders/([^/?]+)`).exec(locationOf(placed))?.[1]
  if (!token) throw new Error(`unexpected redirect to ${locationOf(placed)}`)
  const row = await (await db())
    .prepare('SELECT id, total, currency FROM orders WHERE tracking_token = ?1 AND store_id = ?2')
    .bind(token, tenant.store.id)
    .first<{ id: string; total: number; currency: string }>()
  if (!row) throw new Error(`no order for ${token}`)
  if (method === 'transfer') {
    const sent = await postForm(
      `/${tenant.store.slug}/orders/${token}/reference`,
      { reference: transferRef() },
      '',
      address,
    )
    if (sent.status !== 303)
      throw new Error(`reference refused: ${sent.status} ${await sent.text()}`)
  } else await startedCheckout(tenant, row)
  const payment = (await paymentsOfOrder(row.id)).at(-1)
  if (!payment) throw new Error(`order ${row.id} has no payment`)
  const order = await readJson<Order>(
    await api('GET', `/api/orders/${row.id}`, { token: tenant.token }),
  )
  return {
    order,
    paymentId: payment.id,
    reference: payment.provider_ref,
    trackingToken: token,
    shopperPhone: `226${phone}`,
  }
}

/** A FedaPay checkout started for the order and not paid yet, with its hosted page's link. */
async function startedCheckout(
  tenant: Pick<Tenant, 'store'>,
  order: { id: string; total: number; currency: string },
) {
  const d = await db()
  const paymentId = `pay_${randomBytes(8).toString('hex')}`
  await d.batch([
    d
      .prepare(
        `INSERT INTO payments (id, store_id, order_id, method, mode, provider_ref, checkout_url, amount, currency)
         VALUES (?1, ?2, ?3, 'fedapay', 'test', ?4, ?5, ?6, ?7)`,
      )
      .bind(
        paymentId,
        tenant.store.id,
        order.id,
        String(100_000 + Math.floor(Math.random() * 900_000)),
        `https://sandbox.test/checkout/tok_${randomBytes(8).toString('hex')}`,
        order.total,
        order.currency,
      ),
    d
      .prepare(
        "INSERT INTO payment_events (id, store_id, payment_id, status) VALUES (?1, ?2, ?3, 'pending')",
      )
      .bind(`pev_${randomBytes(8).toString('hex')}`, tenant.store.id, paymentId),
    d
      .prepare(
        "UPDATE orders SET payment_method = 'online', payment_status = 'pending', payment_due_at = unixepoch() + 1800 WHERE id = ?1",
      )
      .bind(order.id),
  ])
}
