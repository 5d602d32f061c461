import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { registerSandboxAccount, sandboxControl } from './payment-sandbox.ts'
import { postForm } from './storefront.ts'
import { api, shopDb, type Tenant, workerUrl } from './worker.ts'

const random = () => randomBytes(9).toString('hex')

export type FedaPayKeys = { secretKey: string; webhookSecret: string }

/**
 * A merchant API call with the merchant's token: to this file's Miniflare worker, or over HTTP
 * to `server` (the browser journeys' `wrangler dev`, which has no Miniflare handle).
 */
function merchantCall(
  server: string | undefined,
  method: string,
  path: string,
  token: string,
  json: unknown,
) {
  if (!server) return api(method, path, { token, json })
  return fetch(`${server}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
}

/**
 * Turns on online payment for a shop with a FedaPay sandbox account of its own, as a merchant
 * would: keys typed in Paramètres › Paiements, the webhook pointed at the platform (`server`:
 * a running server's address instead of this file's worker).
 */
export async function enableFedaPay(
  tenant: Pick<Tenant, 'token'>,
  server?: string,
): Promise<FedaPayKeys> {
  const keys = { secretKey: `sk_sandbox_${random()}`, webhookSecret: `wh_sandbox_${random()}` }
  await registerSandboxAccount({
    provider: 'fedapay',
    ...keys,
    webhookUrl: `${server ?? (await workerUrl())}/api/payments/notify/fedapay`,
  })
  const res = await merchantCall(
    server,
    'PUT',
    '/api/store/payments/accounts/fedapay',
    tenant.token,
    { mode: 'test', enabled: true, credentials: keys },
  )
  expect(res.status, await res.clone().text()).toBe(200)
  return keys
}

export type CinetPayKeys = { apiKey: string; siteId: string; secretKey: string }

export async function enableCinetPay(tenant: Tenant): Promise<CinetPayKeys> {
  const keys = {
    apiKey: `ak_${random()}`,
    siteId: String(100000 + (randomBytes(2).readUInt16BE() % 90000)),
    secretKey: `cs_${random()}`,
  }
  await registerSandboxAccount({ provider: 'cinetpay', ...keys })
  const res = await api('PUT', '/api/store/payments/accounts/cinetpay', {
    token: tenant.token,
    json: { mode: 'test', enabled: true, credentials: keys },
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return keys
}

/** A receiving number for direct transfers (`server`: as for enableFedaPay). */
export async function addWallet(
  tenant: Pick<Tenant, 'token'>,
  number = '70112233',
  server?: string,
) {
  const res = await merchantCall(server, 'POST', '/api/store/payments/wallets', tenant.token, {
    operator: 'orange',
    phoneCountryCode: '+226',
    number,
    holderName: 'Awa Boutique',
  })
  expect(res.status, await res.clone().text()).toBe(201)
}

/** The product page's direct order with a payment method: the response (303 somewhere). */
export function orderWith(
  slug: string,
  productId: string,
  paymentMethod: string,
  fields: Record<string, string> = {},
) {
  return postForm(`/${slug}/order`, {
    productId,
    quantity: '1',
    firstName: 'Aminata',
    lastName: 'Ouédraogo',
    phoneCountryCode: '+226',
    phone: `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    city: 'Ouagadougou',
    paymentMethod,
    ...fields,
  })
}

export type PaymentDbRow = {
  id: string
  order_id: string
  method: string
  status: string
  provider_ref: string | null
  amount: number
  currency: string
  confirmed_by: string | null
}

/** A shop as the helpers take it: its id, or the tenant (its payments live in its database). */
type Shop = string | { store: { id: string } }

export async function paymentsOfOrder(shop: Shop, orderId: string): Promise<PaymentDbRow[]> {
  const { results } = await (await shopDb(shop))
    .prepare('SELECT * FROM payments WHERE order_id = ?1 ORDER BY created_at, rowid')
    .bind(orderId)
    .all<PaymentDbRow>()
  return results
}

export type OrderDbRow = {
  id: string
  status: string
  payment_status: string
  payment_method: string
  expired_at: number | null
  payment_due_at: number | null
  paid_after_expiry_at: number | null
  tracking_token: string
  total: number
}

export async function orderOfTracking(shop: Shop, token: string): Promise<OrderDbRow> {
  const row = await (await shopDb(shop))
    .prepare('SELECT * FROM orders WHERE tracking_token = ?1')
    .bind(token)
    .first<OrderDbRow>()
  if (!row) throw new Error(`no order ${token}`)
  return row
}

/** A shop's newest order. */
export async function latestOrderOf(storeId: string): Promise<OrderDbRow> {
  const row = await (await shopDb(storeId))
    .prepare(
      'SELECT * FROM orders WHERE store_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .bind(storeId)
    .first<OrderDbRow>()
  if (!row) throw new Error(`no order in ${storeId}`)
  return row
}

/** The provider's own transaction id the worker stored for its latest attempt. */
export async function latestProviderRef(shop: Shop, orderId: string) {
  const rows = await paymentsOfOrder(shop, orderId)
  const ref = rows.at(-1)?.provider_ref
  if (!ref) throw new Error(`order ${orderId} has no provider attempt`)
  return ref
}

/** The shopper clicks Payer / Refuser / Abandonner on the sandbox's hosted page. */
export async function settleInSandbox(
  provider: 'fedapay' | 'cinetpay',
  ref: string,
  outcome: 'pay' | 'decline' | 'abandon',
  extra: { notify?: boolean; amount?: number } = {},
) {
  const reply = await sandboxControl(`/transactions/${provider}/${ref}/settle`, {
    outcome,
    ...extra,
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body
}
