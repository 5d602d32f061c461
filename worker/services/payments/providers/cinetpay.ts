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
 * CinetPay checkout API v2 (https://docs.cinetpay.com/api/1.0-fr/checkout/initialisation,
 * …/checkout/verification, …/checkout/notification, …/checkout/hmac):
 * - POST https://api-checkout.cinetpay.com/v2/payment, JSON {apikey, site_id, transaction_id
 *   (ours, unique), amount (integer, a multiple of 5), currency, description (no # / $ _ &),
 *   notify_url, return_url, channels, customer_name (family name), customer_surname (first
 *   name), …} answers {code: "201", message: "CREATED", data: {payment_token, payment_url}};
 * - POST /v2/payment/check {apikey, site_id, transaction_id} answers {code, message, data:
 *   {amount (a string), currency, status: "ACCEPTED" | "REFUSED" | …}}: code "00" SUCCES,
 *   "627" TRANSACTION_CANCEL, "600" PAYMENT_FAILED, "662"/"623" still waiting, "609"
 *   AUTH_NOT_FOUND (wrong apikey);
 * - the notification is a form POST to notify_url (CinetPay also pings it with GET, no data)
 *   with cpm_site_id, cpm_trans_id, …, and header `x-token`: hex HMAC-SHA256, keyed with the
 *   account's secret key, of the documented fields concatenated in order. It carries no
 *   timestamp to check: the merchant must confirm with the check call, always.
 * There is no separate sandbox host: test and live keys use the same API.
 */

const SIGNED_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const

/** The string CinetPay signs for `x-token` (exported for the sandbox, which signs the same). */
export const cinetpayTokenData = (form: URLSearchParams) =>
  SIGNED_FIELDS.map((field) => form.get(field) ?? '').join('')

/** Codes meaning the apikey or site_id is wrong (609 AUTH_NOT_FOUND, 613 site_id not valid). */
const UNAUTHORIZED_CODES = new Set(['609', '613'])
const FAILED_STATUSES = new Set(['REFUSED', 'CANCELED', 'CANCELLED', 'FAILED'])

/**
 * Paid only when the check call says both SUCCES ("00") and ACCEPTED; refused or cancelled is
 * a failure; everything else (WAITING_*, unknown) is still pending and never pays an order.
 */
export function cinetpayState(code: string, status: string): PaymentState {
  if (code === '00' && status === 'ACCEPTED') return 'paid'
  if (FAILED_STATUSES.has(status)) return 'failed'
  return 'pending'
}

function ensureAuthorized(label: string, reply: ProviderReply) {
  const code = asString(asRecord(reply.body).code)
  if (UNAUTHORIZED_CODES.has(code) || reply.status === 401 || reply.status === 403)
    throw new ProviderError('unauthorized', `CinetPay ${label}: apikey or site_id refused`)
}

const keys = (account: ProviderAccount) => ({
  apikey: credential(account.credentials, 'apiKey'),
  site_id: credential(account.credentials, 'siteId'),
})

/** CinetPay's guichet breaks on these characters in a description (its documentation says so). */
const plainDescription = (text: string) =>
  text
    .replace(/[#/$_&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

async function createCheckout(
  endpoints: ProviderEndpoints,
  account: ProviderAccount,
  request: CheckoutRequest,
): Promise<Checkout> {
  // Refused rather than rounded: rounding up overcharges the shopper, rounding down makes the
  // paid amount differ from the order's, which the server rightly never counts as paid.
  if (!Number.isInteger(request.amount) || request.amount <= 0 || request.amount % 5 !== 0)
    throw new ProviderError('refused', 'CinetPay: the amount must be a positive multiple of 5')
  const reply = await callProvider('create', `${endpoints.apiBaseUrl}/payment`, {
    method: 'POST',
    json: {
      ...keys(account),
      transaction_id: request.reference,
      amount: request.amount,
      currency: request.currency,
      description: plainDescription(request.description),
      notify_url: request.notifyUrl,
      return_url: request.returnUrl,
      channels: 'ALL',
      lang: 'fr',
      metadata: request.reference,
      customer_name: request.customer.lastName,
      customer_surname: request.customer.firstName,
      customer_phone_number: request.customer.phone,
      ...(request.customer.email ? { customer_email: request.customer.email } : {}),
    },
  })
  ensureAuthorized('create', reply)
  const body = asRecord(reply.body)
  const url = asString(asRecord(body.data).payment_url)
  if (asString(body.code) !== '201' || !/^https?:\/\//.test(url))
    throw new ProviderError(
      'refused',
      `CinetPay create: code ${asString(body.code) || reply.status}`,
    )
  return { providerRef: request.reference, checkoutUrl: url }
}

async function check(endpoints: ProviderEndpoints, account: ProviderAccount, ref: string) {
  const reply = await callProvider('check', `${endpoints.apiBaseUrl}/payment/check`, {
    method: 'POST',
    json: { ...keys(account), transaction_id: ref },
  })
  ensureAuthorized('check', reply)
  return reply
}

async function fetchStatus(
  endpoints: ProviderEndpoints,
  account: ProviderAccount,
  providerRef: string,
): Promise<ProviderStatus> {
  const body = asRecord((await check(endpoints, account, providerRef)).body)
  const code = asString(body.code)
  const data = asRecord(body.data)
  const status = asString(data.status)
  if (!status) throw new ProviderError('refused', `CinetPay check: code ${code || 'none'}`)
  return {
    providerRef,
    state: cinetpayState(code, status),
    rawStatus: status,
    amount: Number(asString(data.amount)),
    currency: asString(data.currency).toUpperCase(),
  }
}

const formOf = (notification: IncomingNotification) => new URLSearchParams(notification.body)

function notificationRef(notification: IncomingNotification): string | null {
  return formOf(notification).get('cpm_trans_id') || null
}

async function verifyNotification(
  account: ProviderAccount,
  notification: IncomingNotification,
): Promise<boolean> {
  const { secretKey, siteId } = account.credentials
  const token = notification.headers.get('x-token')
  const form = formOf(notification)
  // The site must be this account's too: a shop's secret only ever opens its own site.
  if (!secretKey || !token || form.get('cpm_site_id') !== siteId) return false
  return verifyHmacSha256Hex(secretKey, cinetpayTokenData(form), token)
}

/** CinetPay has no "who am I": a check on a transaction that does not exist proves the keys. */
async function testConnection(endpoints: ProviderEndpoints, account: ProviderAccount) {
  await check(endpoints, account, `boutiko-test-${crypto.randomUUID()}`)
}

export const cinetpay: PaymentProvider = {
  id: 'cinetpay',
  credentialFields: ['apiKey', 'siteId', 'secretKey'],
  apiBaseUrls: {
    test: 'https://api-checkout.cinetpay.com/v2',
    live: 'https://api-checkout.cinetpay.com/v2',
  },
  createCheckout,
  fetchStatus,
  notificationRef,
  verifyNotification,
  testConnection,
}
