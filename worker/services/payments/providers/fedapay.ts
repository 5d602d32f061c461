import { verifyHmacSha256Hex } from '../../../lib/hmac'
import {
  type Checkout,
  type CheckoutRequest,
  type IncomingNotification,
  type PaymentProvider,
  type PaymentState,
  type ProviderAccount,
  type ProviderEndpoints,
  ProviderError,
  type ProviderStatus,
} from '../provider'
import { asRecord, asString, callProvider, credential, type ProviderReply } from './shared'

/**
 * FedaPay (https://docs.fedapay.com), as its official SDKs speak it (github:fedapay/fedapay-php
 * lib/Requestor.php, lib/Transaction.php, lib/WebhookSignature.php; github:fedapay/fedapay-node
 * src/Webhook.ts):
 * - bases https://sandbox-api.fedapay.com/v1 (sk_sandbox_ keys) and https://api.fedapay.com/v1;
 *   `Authorization: Bearer <secret key>`;
 * - POST /transactions {description, amount, currency: {iso}, callback_url, customer} answers
 *   {"v1/transaction": {id, reference, status: "pending", …}}; POST /transactions/<id>/token
 *   answers {token, url}: the hosted page; GET /transactions/<id> is the status;
 * - statuses: pending, approved, declined, canceled, refunded, transferred, expired, and the
 *   SDK's "paid" list approved, transferred, (approved|transferred)_partially_refunded;
 * - webhooks are set per account in FedaPay's dashboard (not per transaction: `notifyUrl` is
 *   what the merchant pastes there), signed `X-FEDAPAY-SIGNATURE: t=<unix>,s=<hex>` where s is
 *   HMAC-SHA256("<t>.<raw body>") with the webhook's secret (wh_…); the SDK refuses a timestamp
 *   more than 300 s away. The event is {name: "transaction.approved", entity: <transaction>}.
 */

const TOLERANCE_SECONDS = 300

/** What a FedaPay status means to us. Unknown statuses stay pending: they never pay an order. */
const STATES: Readonly<Record<string, PaymentState>> = {
  pending: 'pending',
  approved: 'paid',
  transferred: 'paid',
  approved_partially_refunded: 'paid',
  transferred_partially_refunded: 'paid',
  refunded: 'refunded',
  declined: 'failed',
  canceled: 'failed',
  expired: 'expired',
}

export const fedapayState = (status: string): PaymentState => STATES[status] ?? 'pending'

/** FedaPay's phone_number wants a country; only an international number tells us which. */
const COUNTRY_BY_PREFIX: Readonly<Record<string, string>> = {
  '221': 'sn',
  '223': 'ml',
  '224': 'gn',
  '225': 'ci',
  '226': 'bf',
  '227': 'ne',
  '228': 'tg',
  '229': 'bj',
}

function phoneNumber(phone: string) {
  const match = /^\+(\d{3})\d{6,12}$/.exec(phone.replace(/[\s.-]/g, ''))
  const country = match ? COUNTRY_BY_PREFIX[match[1]!] : undefined
  return country ? { number: phone.replace(/[\s.-]/g, ''), country } : undefined
}

const auth = (account: ProviderAccount) => ({
  authorization: `Bearer ${credential(account.credentials, 'secretKey')}`,
})

/** 401/403 is a wrong or revoked key; any other 4xx is a refusal of this request. */
function ensureOk(label: string, reply: ProviderReply) {
  if (reply.status === 401 || reply.status === 403)
    throw new ProviderError('unauthorized', `FedaPay ${label}: key refused`)
  if (reply.status >= 400)
    throw new ProviderError('refused', `FedaPay ${label}: HTTP ${reply.status}`)
}

/** Transaction ids are integers: anything else never reaches a URL path. */
function transactionPath(providerRef: string) {
  if (!/^\d{1,20}$/.test(providerRef))
    throw new ProviderError('refused', 'FedaPay: malformed transaction id')
  return `/transactions/${providerRef}`
}

function transactionOf(body: unknown) {
  return asRecord(asRecord(body)['v1/transaction'])
}

async function createCheckout(
  endpoints: ProviderEndpoints,
  account: ProviderAccount,
  request: CheckoutRequest,
): Promise<Checkout> {
  const phone = phoneNumber(request.customer.phone)
  const created = await callProvider('create', `${endpoints.apiBaseUrl}/transactions`, {
    method: 'POST',
    headers: auth(account),
    json: {
      description: request.description,
      amount: request.amount,
      currency: { iso: request.currency },
      callback_url: request.returnUrl,
      customer: {
        firstname: request.customer.firstName,
        lastname: request.customer.lastName,
        ...(request.customer.email ? { email: request.customer.email } : {}),
        ...(phone ? { phone_number: phone } : {}),
      },
      custom_metadata: { reference: request.reference },
    },
  })
  ensureOk('create', created)
  const id = asString(transactionOf(created.body).id)
  if (!id) throw new ProviderError('refused', 'FedaPay create: no transaction id')
  const token = await callProvider('token', `${endpoints.apiBaseUrl}${transactionPath(id)}/token`, {
    method: 'POST',
    headers: auth(account),
  })
  ensureOk('token', token)
  const url = asString(asRecord(token.body).url)
  if (!/^https?:\/\//.test(url)) throw new ProviderError('refused', 'FedaPay token: no payment url')
  return { providerRef: id, checkoutUrl: url }
}

/** The currency comes as {iso} when included; FedaPay's XOF is currency 1 otherwise. */
function currencyOf(transaction: Record<string, unknown>): string {
  const iso = asString(asRecord(transaction.currency).iso)
  if (iso) return iso.toUpperCase()
  return asString(transaction.currency_id) === '1' ? 'XOF' : ''
}

async function fetchStatus(
  endpoints: ProviderEndpoints,
  account: ProviderAccount,
  providerRef: string,
): Promise<ProviderStatus> {
  const reply = await callProvider(
    'status',
    `${endpoints.apiBaseUrl}${transactionPath(providerRef)}?include=currency`,
    { method: 'GET', headers: auth(account) },
  )
  ensureOk('status', reply)
  const transaction = transactionOf(reply.body)
  if (asString(transaction.id) !== providerRef)
    throw new ProviderError('refused', 'FedaPay status: another transaction answered')
  const rawStatus = asString(transaction.status)
  return {
    providerRef,
    state: fedapayState(rawStatus),
    rawStatus,
    amount: Number(transaction.amount),
    currency: currencyOf(transaction),
  }
}

function notificationRef(notification: IncomingNotification): string | null {
  try {
    const event = asRecord(JSON.parse(notification.body))
    if (!asString(event.name).startsWith('transaction.')) return null
    const id = asString(asRecord(event.entity).id)
    return /^\d{1,20}$/.test(id) ? id : null
  } catch {
    return null
  }
}

/** `t=<unix>,s=<hex>[,s=<hex>…]`, as WebhookSignature.verifyHeader reads it. */
function parseSignature(header: string) {
  let timestamp = Number.NaN
  const signatures: string[] = []
  for (const item of header.split(',')) {
    const eq = item.indexOf('=')
    const key = item.slice(0, eq).trim()
    const value = item.slice(eq + 1).trim()
    if (eq < 0) continue
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    if (key === 's') signatures.push(value)
  }
  return { timestamp, signatures }
}

async function verifyNotification(
  account: ProviderAccount,
  notification: IncomingNotification,
  now: Date,
): Promise<boolean> {
  const secret = account.credentials.webhookSecret
  const header = notification.headers.get('x-fedapay-signature')
  if (!secret || !header) return false
  const { timestamp, signatures } = parseSignature(header)
  if (!Number.isFinite(timestamp) || signatures.length === 0) return false
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false
  const signed = `${timestamp}.${notification.body}`
  for (const signature of signatures)
    if (await verifyHmacSha256Hex(secret, signed, signature)) return true
  return false
}

async function testConnection(endpoints: ProviderEndpoints, account: ProviderAccount) {
  const reply = await callProvider('test', `${endpoints.apiBaseUrl}/transactions?per_page=1`, {
    method: 'GET',
    headers: auth(account),
  })
  ensureOk('test', reply)
}

export const fedapay: PaymentProvider = {
  id: 'fedapay',
  credentialFields: ['secretKey', 'webhookSecret'],
  apiBaseUrls: { test: 'https://sandbox-api.fedapay.com/v1', live: 'https://api.fedapay.com/v1' },
  createCheckout,
  fetchStatus,
  notificationRef,
  verifyNotification,
  testConnection,
}
