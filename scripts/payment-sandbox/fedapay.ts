import { createHmac, randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { deliver } from './deliver.ts'
import type { Back } from './page.ts'
import type { Delivery, FedapayAccount, Outcome, SandboxState, Transaction } from './state.ts'

/**
 * The subset of FedaPay's API v1 that Boutiko uses, under /fedapay/v1 (FEDAPAY_API_URL =
 * <sandbox>/fedapay/v1): create a transaction, get its payment token and hosted page, read it,
 * list transactions (the connection test). Answers in FedaPay's shapes ({"v1/transaction": …}),
 * and signs webhooks as FedaPay does: X-FEDAPAY-SIGNATURE "t=<unix>,s=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with the webhook secret>".
 */

export const FEDAPAY_STATUS: Readonly<Record<Outcome, string>> = {
  pending: 'pending',
  paid: 'approved',
  declined: 'declined',
  abandoned: 'canceled',
}

function accountOf(state: SandboxState, c: Context): FedapayAccount | undefined {
  const match = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')
  return match ? state.fedapayAccount(match[1]!) : undefined
}

const unauthorized = (c: Context) =>
  c.json({ message: 'Unauthenticated', errors: { api_key: ['Clé API invalide'] } }, 401)

export function fedapayJson(tx: Transaction, outcome: Outcome = tx.outcome) {
  const status = FEDAPAY_STATUS[outcome]
  const at = (tx.settledAt ?? tx.createdAt).toISOString()
  return {
    klass: 'v1/transaction',
    id: Number(tx.ref),
    reference: tx.providerReference,
    amount: outcome === 'paid' ? tx.reportedAmount : tx.amount,
    description: tx.description,
    callback_url: tx.returnUrl,
    status,
    currency_id: 1,
    currency: { klass: 'v1/currency', id: 1, iso: tx.currency },
    custom_metadata: JSON.parse(tx.metadata),
    mode: outcome === 'pending' ? null : 'mtn_open',
    created_at: tx.createdAt.toISOString(),
    updated_at: at,
    approved_at: status === 'approved' ? at : null,
    declined_at: status === 'declined' ? at : null,
    canceled_at: status === 'canceled' ? at : null,
  }
}

export function fedapaySignature(secret: string, body: string, timestamp: number) {
  const s = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},s=${s}`
}

/** One event to the account's webhook, if the merchant set one up (as in FedaPay's dashboard). */
export async function notifyFedapay(
  state: SandboxState,
  tx: Transaction,
  outcome: Outcome = tx.outcome,
): Promise<Delivery[]> {
  const status = FEDAPAY_STATUS[outcome]
  const account = tx.account as FedapayAccount
  if (!account.webhookUrl || !account.webhookSecret) return []
  const body = JSON.stringify({
    id: Number.parseInt(randomBytes(4).toString('hex'), 16),
    klass: 'v1/event',
    object: 'event',
    name: `transaction.${status}`,
    type: `transaction.${status}`,
    object_id: Number(tx.ref),
    entity: fedapayJson(tx, outcome),
    created_at: new Date().toISOString(),
  })
  const signature = fedapaySignature(account.webhookSecret, body, Math.floor(Date.now() / 1000))
  return [
    await deliver(state, {
      provider: 'fedapay',
      ref: tx.ref,
      url: account.webhookUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fedapay-signature': signature },
      body,
    }),
  ]
}

type CreateBody = {
  description?: unknown
  amount?: unknown
  currency?: { iso?: unknown }
  callback_url?: unknown
  customer?: Record<string, unknown>
  custom_metadata?: unknown
}

export function fedapayRoutes(app: Hono, state: SandboxState, origin: () => string) {
  app.post('/fedapay/v1/transactions', async (c) => {
    const account = accountOf(state, c)
    if (!account) return unauthorized(c)
    const body = (await c.req.json().catch(() => ({}))) as CreateBody
    const amount = Number(body.amount)
    const currency = typeof body.currency?.iso === 'string' ? body.currency.iso.toUpperCase() : ''
    if (
      !Number.isInteger(amount) ||
      amount <= 0 ||
      !currency ||
      typeof body.description !== 'string'
    )
      return c.json({ message: 'Les données fournies sont invalides', errors: {} }, 422)
    const tx: Transaction = {
      provider: 'fedapay',
      ref: state.nextFedapayId(),
      providerReference: `trx_${randomBytes(5).toString('hex')}`,
      account,
      amount,
      reportedAmount: amount,
      currency,
      description: body.description,
      returnUrl: typeof body.callback_url === 'string' ? body.callback_url : '',
      notifyUrl: account.webhookUrl ?? '',
      metadata: JSON.stringify(body.custom_metadata ?? null),
      customer: body.customer ?? {},
      outcome: 'pending',
      createdAt: new Date(),
      settledAt: null,
    }
    state.add(tx)
    return c.json({ 'v1/transaction': fedapayJson(tx) })
  })

  app.post('/fedapay/v1/transactions/:id/token', (c) => {
    const account = accountOf(state, c)
    if (!account) return unauthorized(c)
    const tx = state.find('fedapay', c.req.param('id'))
    if (!tx || tx.account !== account) return c.json({ message: 'Transaction introuvable' }, 404)
    const token = state.newToken(tx)
    return c.json({ token, url: `${origin()}/fedapay/checkout/${token}` })
  })

  app.get('/fedapay/v1/transactions/:id', (c) => {
    const account = accountOf(state, c)
    if (!account) return unauthorized(c)
    const tx = state.find('fedapay', c.req.param('id'))
    if (!tx || tx.account !== account) return c.json({ message: 'Transaction introuvable' }, 404)
    return c.json({ 'v1/transaction': fedapayJson(tx) })
  })

  app.get('/fedapay/v1/transactions', (c) => {
    const account = accountOf(state, c)
    if (!account) return unauthorized(c)
    const mine = [...state.transactions.values()].filter((tx) => tx.account === account)
    const perPage = Math.max(1, Math.min(100, Number(c.req.query('per_page')) || 25))
    return c.json({
      'v1/transactions': mine.slice(0, perPage).map((tx) => fedapayJson(tx)),
      meta: { current_page: 1, per_page: perPage, total_count: mine.length },
    })
  })
}

/** FedaPay redirects the shopper to callback_url?id=<id>&status=<status> at once. */
export function fedapayBack(tx: Transaction): Back | null {
  if (!tx.returnUrl) return null
  const url = new URL(tx.returnUrl)
  url.searchParams.set('id', tx.ref)
  url.searchParams.set('status', FEDAPAY_STATUS[tx.outcome])
  return { url: url.toString(), redirect: true }
}
