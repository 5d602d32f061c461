import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Context, Hono } from 'hono'
import { cinetpayBack, cinetpayRoutes, notifyCinetpay } from './cinetpay.ts'
import { deliver } from './deliver.ts'
import { fedapayBack, fedapayRoutes, notifyFedapay } from './fedapay.ts'
import { checkoutPage, notFoundPage } from './page.ts'
import {
  type Account,
  type Outcome,
  type ProviderName,
  SandboxState,
  type Transaction,
} from './state.ts'

/**
 * The local payment sandbox (issue 14): one HTTP server speaking the part of FedaPay's and
 * CinetPay's APIs Boutiko uses, with hosted pages and signed notifications sent over real
 * HTTP, plus a control API (/_sandbox/*) for tests and newcomers. It keeps everything in
 * memory, listens on 127.0.0.1 only, and refuses to start in production.
 *
 *   FEDAPAY_API_URL  = <url>/fedapay/v1
 *   CINETPAY_API_URL = <url>/cinetpay/v2
 */

export type PaymentSandbox = {
  url: string
  fedapayApiUrl: string
  cinetpayApiUrl: string
  close: () => Promise<void>
}

const PROVIDERS: readonly ProviderName[] = ['fedapay', 'cinetpay']
const OUTCOMES: Readonly<Record<string, Outcome>> = {
  pay: 'paid',
  decline: 'declined',
  abandon: 'abandoned',
}

const notify = (state: SandboxState, tx: Transaction, outcome?: Outcome) =>
  tx.provider === 'fedapay' ? notifyFedapay(state, tx, outcome) : notifyCinetpay(state, tx, outcome)

const backOf = (tx: Transaction) => (tx.provider === 'fedapay' ? fedapayBack(tx) : cinetpayBack(tx))

/** A transaction as the control API shows it: never a key. */
const summary = (tx: Transaction) => ({
  provider: tx.provider,
  ref: tx.ref,
  providerReference: tx.providerReference,
  amount: tx.amount,
  reportedAmount: tx.reportedAmount,
  currency: tx.currency,
  outcome: tx.outcome,
  returnUrl: tx.returnUrl,
  notifyUrl: tx.notifyUrl,
  createdAt: tx.createdAt.toISOString(),
  settledAt: tx.settledAt?.toISOString() ?? null,
})

async function settle(
  state: SandboxState,
  tx: Transaction,
  outcome: Outcome,
  options: { notify?: boolean; amount?: number } = {},
) {
  tx.outcome = outcome
  tx.settledAt = new Date()
  if (outcome === 'paid' && options.amount !== undefined) tx.reportedAmount = options.amount
  return options.notify === false ? [] : notify(state, tx)
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

function parseAccount(body: Record<string, unknown>): Account | null {
  if (body.provider === 'fedapay' && str(body.secretKey)) {
    const webhookUrl = str(body.webhookUrl) || undefined
    const webhookSecret = str(body.webhookSecret) || undefined
    return { provider: 'fedapay', secretKey: str(body.secretKey), webhookUrl, webhookSecret }
  }
  if (body.provider === 'cinetpay' && str(body.apiKey) && str(body.siteId) && str(body.secretKey))
    return {
      provider: 'cinetpay',
      apiKey: str(body.apiKey),
      siteId: str(body.siteId),
      secretKey: str(body.secretKey),
    }
  return null
}

function buildApp(state: SandboxState, origin: () => string) {
  const app = new Hono()
  fedapayRoutes(app, state, origin)
  cinetpayRoutes(app, state, origin)

  const transactionOf = (c: Context) => {
    const provider = c.req.param('provider') as ProviderName
    return PROVIDERS.includes(provider) ? state.find(provider, c.req.param('ref') ?? '') : undefined
  }

  // ─── hosted pages ──────────────────────────────────────────────────────────────
  for (const provider of PROVIDERS) {
    const path = `/${provider}/checkout/:token`
    app.get(path, (c) => {
      const tx = state.byToken(provider, c.req.param('token') ?? '')
      if (!tx) return c.html(notFoundPage, 404)
      return c.html(checkoutPage(tx, c.req.path, backOf(tx)))
    })
    app.post(path, async (c) => {
      const tx = state.byToken(provider, c.req.param('token') ?? '')
      if (!tx) return c.html(notFoundPage, 404)
      const outcome = OUTCOMES[str((await c.req.parseBody()).outcome)]
      if (outcome && tx.outcome === 'pending') await settle(state, tx, outcome)
      const back = backOf(tx)
      return back?.redirect ? c.redirect(back.url, 303) : c.html(checkoutPage(tx, c.req.path, back))
    })
  }

  // ─── control API ───────────────────────────────────────────────────────────────
  app.get('/_sandbox/health', (c) => c.json({ ok: true }))

  app.post('/_sandbox/accounts', async (c) => {
    const account = parseAccount(await c.req.json().catch(() => ({})))
    if (!account)
      return c.json(
        {
          error:
            'fedapay: secretKey (webhookUrl, webhookSecret); cinetpay: apiKey, siteId, secretKey',
        },
        400,
      )
    state.register(account)
    return c.json({ provider: account.provider }, 201)
  })

  app.get('/_sandbox/transactions/:provider/:ref', (c) => {
    const tx = transactionOf(c)
    return tx ? c.json(summary(tx)) : c.json({ error: 'transaction inconnue' }, 404)
  })

  app.post('/_sandbox/transactions/:provider/:ref/settle', async (c) => {
    const tx = transactionOf(c)
    if (!tx) return c.json({ error: 'transaction inconnue' }, 404)
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const outcome = OUTCOMES[str(body.outcome)]
    if (!outcome) return c.json({ error: 'outcome: pay | decline | abandon' }, 400)
    if (tx.outcome !== 'pending') return c.json({ error: 'déjà réglée', ...summary(tx) }, 409)
    const amount = body.amount === undefined ? undefined : Number(body.amount)
    if (amount !== undefined && !Number.isFinite(amount))
      return c.json({ error: 'amount: un nombre' }, 400)
    const notifications = await settle(state, tx, outcome, {
      notify: body.notify !== false,
      amount,
    })
    return c.json({ transaction: summary(tx), notifications })
  })

  // A notification describing the transaction as it is, or as it was (`outcome`): a late or
  // out-of-order event, signed like any other, without changing the transaction.
  app.post('/_sandbox/transactions/:provider/:ref/notify', async (c) => {
    const tx = transactionOf(c)
    if (!tx) return c.json({ error: 'transaction inconnue' }, 404)
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const outcome = body.outcome === undefined ? undefined : (str(body.outcome) as Outcome)
    if (outcome && !['pending', 'paid', 'declined', 'abandoned'].includes(outcome))
      return c.json({ error: 'outcome: pending | paid | declined | abandoned' }, 400)
    return c.json({ notifications: await notify(state, tx, outcome) })
  })

  app.get('/_sandbox/notifications', (c) => {
    const provider = c.req.query('provider')
    const ref = c.req.query('ref')
    return c.json(
      state.deliveries.filter(
        (d) => (!provider || d.provider === provider) && (!ref || d.ref === ref),
      ),
    )
  })

  // The same notification again, byte for byte (signature and timestamp included): a duplicate.
  app.post('/_sandbox/notifications/:id/resend', async (c) => {
    const original = state.deliveries.find((d) => d.id === c.req.param('id'))
    if (!original) return c.json({ error: 'notification inconnue' }, 404)
    const { provider, ref, url, method, headers, body } = original
    return c.json(await deliver(state, { provider, ref, url, method, headers, body }))
  })

  return app
}

const MAX_BODY = 1_000_000

/** Hono's fetch behind node:http (no adapter dependency for a dev tool). */
export function nodeHandler(app: Hono) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_BODY) {
        res.writeHead(413).end()
        return
      }
      chunks.push(chunk)
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(name, v)
    const method = req.method ?? 'GET'
    const response = await app.fetch(
      new Request(`http://127.0.0.1${req.url ?? '/'}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
      }),
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  }
}

export function refuseProduction(env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV === 'production' || env.ENVIRONMENT === 'production')
    throw new Error('Le bac à sable de paiement ne démarre jamais en production.')
}

export type { Account as SandboxAccount }

/**
 * Starts the sandbox on 127.0.0.1 (`port` 0 or absent: any free port), with `accounts`
 * registered up front (`npm start` registers the demo shop's this way).
 */
export async function startPaymentSandbox(
  options: { port?: number; accounts?: readonly Account[] } = {},
): Promise<PaymentSandbox> {
  refuseProduction()
  const state = new SandboxState()
  for (const account of options.accounts ?? []) state.register(account)
  let url = ''
  const app = buildApp(state, () => url)
  const server = createServer((req, res) => {
    nodeHandler(app)(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    fedapayApiUrl: `${url}/fedapay/v1`,
    cinetpayApiUrl: `${url}/cinetpay/v2`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
