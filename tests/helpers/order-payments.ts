import { randomBytes } from 'node:crypto'
import { enableFedaPay, type FedaPayKeys, paymentsOfOrder } from './payments.ts'
import { locationOf, postForm } from './storefront.ts'
import {
  api,
  type Order,
  ownAddress,
  readJson,
  seedProduct,
  shopDb,
  type Tenant,
  uniquePhone,
} from './worker.ts'

/** A reference shaped like an operator's SMS gives it, unique per call. */
export const transferRef = () => `MP${randomBytes(5).toString('hex').toUpperCase()}`

/** The shop's receiving number for direct transfers (a second call finds it already there). */
async function ensureWallet(tenant: Pick<Tenant, 'token'>) {
  const res = await api('POST', '/api/store/payments/wallets', {
    token: tenant.token,
    json: { operator: 'orange', phoneCountryCode: '+226', number: '70112233', holderName: 'Awa' },
  })
  if (res.status !== 201 && res.status !== 409)
    throw new Error(`wallet not added: ${res.status} ${await res.text()}`)
}

/** The shop's own FedaPay sandbox account, turned on once per shop. */
const fedaPayOf = new WeakMap<Tenant, Promise<FedaPayKeys>>()
function ensureFedaPay(tenant: Tenant) {
  if (!fedaPayOf.has(tenant)) fedaPayOf.set(tenant, enableFedaPay(tenant))
  return fedaPayOf.get(tenant)!
}

/**
 * An order a shopper placed on the storefront's own forms, as the merchant's API shows it, with
 * a payment awaiting: by default a direct transfer (the order with `paymentMethod=transfer`,
 * then the reference the operator's SMS gave); `online`, a FedaPay checkout started in the
 * payment sandbox and not paid yet (with the shop's keys, to look for in responses).
 */
export async function orderAwaitingPayment(
  tenant: Tenant,
  opts: { method?: 'transfer' | 'online'; price?: string } = {},
) {
  const method = opts.method ?? 'transfer'
  const keys = method === 'online' ? await ensureFedaPay(tenant) : null
  if (method === 'transfer') await ensureWallet(tenant)
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
      paymentMethod: method,
    },
    '',
    address,
  )
  if (placed.status !== 303)
    throw new Error(`order failed: ${placed.status} ${await placed.text()}`)
  const token = await trackingTokenOf(tenant, locationOf(placed), method)
  const row = await (await shopDb(tenant))
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
  }
  const payment = (await paymentsOfOrder(tenant, row.id)).at(-1)
  if (!payment) throw new Error(`order ${row.id} has no payment`)
  const order = await readJson<Order>(
    await api('GET', `/api/orders/${row.id}`, { token: tenant.token }),
  )
  return {
    order,
    keys,
    paymentId: payment.id,
    reference: payment.provider_ref,
    trackingToken: token,
    shopperPhone: `226${phone}`,
  }
}

/** A transfer order lands on its tracking page; an online one on the provider's hosted page. */
async function trackingTokenOf(tenant: Tenant, location: string, method: string) {
  const own = new RegExp(`^/${tenant.store.slug}/orders/([^/?]+)`).exec(location)?.[1]
  if (own) return own
  if (method !== 'online') throw new Error(`unexpected redirect to ${location}`)
  const latest = await (await shopDb(tenant))
    .prepare(
      'SELECT tracking_token FROM orders WHERE store_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .bind(tenant.store.id)
    .first<{ tracking_token: string }>()
  if (!latest) throw new Error('no online order')
  return latest.tracking_token
}
