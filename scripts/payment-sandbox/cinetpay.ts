import { createHmac, randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { deliver } from './deliver.ts'
import type { Back } from './page.ts'
import type { CinetpayAccount, Delivery, Outcome, SandboxState, Transaction } from './state.ts'

/**
 * The subset of CinetPay's checkout API v2 that Boutiko uses, under /cinetpay/v2
 * (CINETPAY_API_URL = <sandbox>/cinetpay/v2): POST /payment (initialisation) and POST
 * /payment/check (verification), in CinetPay's {code, message, data} shapes. Notifications are
 * a GET ping then a form POST to notify_url with the cpm_* fields and `x-token`: hex
 * HMAC-SHA256, keyed with the account's secret key, of the fields concatenated in the order of
 * https://docs.cinetpay.com/api/1.0-fr/checkout/hmac. Written here independently of the
 * worker's adapter, so a mistake in one is caught by the other.
 */

/** The check call's answer per outcome: code, message, data.status (docs' examples). */
const CHECK: Readonly<Record<Outcome, { code: string; message: string; status: string }>> = {
  pending: { code: '662', message: 'WAITING_CUSTOMER_PAYMENT', status: 'WAITING_FOR_CUSTOMER' },
  paid: { code: '00', message: 'SUCCES', status: 'ACCEPTED' },
  declined: { code: '600', message: 'PAYMENT_FAILED', status: 'REFUSED' },
  abandoned: { code: '627', message: 'TRANSACTION_CANCEL', status: 'REFUSED' },
}

const TOKEN_FIELDS = [
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
]

export function cinetpayToken(secretKey: string, form: Record<string, string>) {
  const data = TOKEN_FIELDS.map((field) => form[field] ?? '').join('')
  return createHmac('sha256', secretKey).update(data).digest('hex')
}

const authNotFound = (c: Context) =>
  c.json({ code: '609', message: 'AUTH_NOT_FOUND', description: 'Apikey introuvable' }, 403)

const refused = (c: Context, description: string) =>
  c.json({ code: '608', message: 'MINIMUM_REQUIRED_FIELDS', description }, 400)

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

function accountOf(state: SandboxState, body: Record<string, unknown>) {
  return state.cinetpayAccount(str(body.apikey), str(body.site_id))
}

const cinetpayDate = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ')

/** A GET ping, then the signed form POST, as CinetPay calls notify_url. */
export async function notifyCinetpay(
  state: SandboxState,
  tx: Transaction,
  outcome: Outcome = tx.outcome,
): Promise<Delivery[]> {
  const account = tx.account as CinetpayAccount
  if (!tx.notifyUrl) return []
  const ping = await deliver(state, {
    provider: 'cinetpay',
    ref: tx.ref,
    url: tx.notifyUrl,
    method: 'GET',
    headers: {},
    body: '',
  })
  const form: Record<string, string> = {
    cpm_site_id: account.siteId,
    cpm_trans_id: tx.ref,
    cpm_trans_date: cinetpayDate(tx.settledAt ?? new Date()),
    cpm_amount: String(outcome === 'paid' ? tx.reportedAmount : tx.amount),
    cpm_currency: tx.currency,
    signature: randomBytes(16).toString('hex'),
    payment_method: 'OM',
    cel_phone_num: str(tx.customer.customer_phone_number),
    cpm_phone_prefixe: '226',
    cpm_language: 'fr',
    cpm_version: 'V4',
    cpm_payment_config: 'Single',
    cpm_page_action: 'Payment',
    cpm_custom: tx.metadata,
    cpm_designation: tx.description,
    cpm_error_message: CHECK[outcome].message,
  }
  const post = await deliver(state, {
    provider: 'cinetpay',
    ref: tx.ref,
    url: tx.notifyUrl,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-token': cinetpayToken(account.secretKey, form),
    },
    body: new URLSearchParams(form).toString(),
  })
  return [ping, post]
}

export function cinetpayRoutes(app: Hono, state: SandboxState, origin: () => string) {
  app.post('/cinetpay/v2/payment', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const account = accountOf(state, body)
    if (!account) return authNotFound(c)
    const amount = Number(body.amount)
    const transactionId = str(body.transaction_id)
    const currency = str(body.currency).toUpperCase()
    if (!transactionId || !currency || !str(body.notify_url) || !str(body.return_url))
      return refused(c, 'transaction_id, currency, notify_url et return_url sont obligatoires')
    if (!Number.isInteger(amount) || amount <= 0 || amount % 5 !== 0)
      return refused(c, 'Le montant doit être un multiple de 5')
    if (state.find('cinetpay', transactionId)) return refused(c, 'Cette transaction_id existe déjà')
    const tx: Transaction = {
      provider: 'cinetpay',
      ref: transactionId,
      providerReference: '',
      account,
      amount,
      reportedAmount: amount,
      currency,
      description: str(body.description),
      returnUrl: str(body.return_url),
      notifyUrl: str(body.notify_url),
      metadata: str(body.metadata),
      customer: body,
      outcome: 'pending',
      createdAt: new Date(),
      settledAt: null,
    }
    state.add(tx)
    const token = state.newToken(tx)
    tx.providerReference = token
    return c.json({
      code: '201',
      message: 'CREATED',
      description: 'Transaction created with success',
      data: { payment_token: token, payment_url: `${origin()}/cinetpay/checkout/${token}` },
      api_response_id: `${Date.now() / 1000}`,
    })
  })

  app.post('/cinetpay/v2/payment/check', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const account = accountOf(state, body)
    if (!account) return authNotFound(c)
    const tx = state.find('cinetpay', str(body.transaction_id))
    if (!tx || tx.account !== account)
      return c.json({ code: '404', message: 'TRANSACTION_NOT_FOUND' }, 404)
    const answer = CHECK[tx.outcome]
    return c.json({
      code: answer.code,
      message: answer.message,
      data: {
        amount: String(tx.outcome === 'paid' ? tx.reportedAmount : tx.amount),
        currency: tx.currency,
        status: answer.status,
        payment_method: tx.outcome === 'pending' ? null : 'OM',
        description: tx.description,
        metadata: tx.metadata || null,
        operator_id: tx.outcome === 'paid' ? `MP${tx.providerReference.slice(0, 10)}` : null,
        payment_date: tx.settledAt ? cinetpayDate(tx.settledAt) : '',
      },
      api_response_id: `${Date.now() / 1000}`,
    })
  })
}

/**
 * CinetPay's page offers a way back; following it POSTs token and transaction_id to return_url
 * (https://docs.cinetpay.com/api/1.0-en/checkout/retour), which must accept GET and POST.
 */
export const cinetpayBack = (tx: Transaction): Back | null =>
  tx.returnUrl
    ? {
        url: tx.returnUrl,
        redirect: false,
        fields: { token: tx.providerReference, transaction_id: tx.ref },
      }
    : null
