import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Miniflare } from 'miniflare'
import { type PaymentSandbox, startPaymentSandbox } from '../payment-sandbox/index.ts'

/**
 * The soak's online payments (issue 14): shoppers who order with "Mobile money ou carte", are
 * sent to the payment sandbox's hosted page and press "Payer", while the sandbox's signed
 * notifications reach the worker through a lossy relay (a share never arrives) and workerd is
 * killed mid-run. After the restart the cron must find every payment the provider confirmed,
 * and none may count twice.
 */

type Db = Awaited<ReturnType<Miniflare['getD1Database']>>

/** Share of the sandbox's notifications the relay drops (no answer), as a bad network would. */
const LOST_NOTIFICATIONS = 0.3
/** Share of shoppers who give up on the hosted page, and who never come back to the shop. */
const ABANDON = 0.1
const NO_RETURN = 0.5
/** How long a shopper stays on the hosted page before pressing: some are there when workerd dies. */
const THINK_MS = 2000

export type PaymentWorld = {
  sandbox: PaymentSandbox
  keys: { secretKey: string; webhookSecret: string }
  /** Worker bindings: the platform key sealing provider keys, the sandbox as FedaPay. */
  bindings: Record<string, string>
  /** Where the relay sends notifications now (the worker's address changes on restart). */
  retarget: (workerUrl: string) => void
  relayed: { delivered: number; dropped: number; failed: number }
  close: () => Promise<void>
}

/**
 * A notification relay in front of the worker: forwards the sandbox's webhook calls to the
 * current worker and drops a share of them, so lost notifications happen while the worker is
 * up too, not only during the crash (where every one is lost).
 */
async function startRelay(world: Pick<PaymentWorld, 'relayed'>) {
  let target = ''
  const server = createServer((req, res) => {
    if (Math.random() < LOST_NOTIFICATIONS) {
      world.relayed.dropped++
      req.socket.destroy()
      return
    }
    const upstream = httpRequest(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (reply) => {
        world.relayed.delivered++
        res.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(res)
      },
    )
    upstream.on('error', () => {
      world.relayed.failed++
      req.socket.destroy()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retarget: (url: string) => {
      target = url
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The sandbox with the soak shop's FedaPay account, its webhook pointed at the relay. */
export async function startPaymentWorld(): Promise<PaymentWorld> {
  const relayed = { delivered: 0, dropped: 0, failed: 0 }
  const relay = await startRelay({ relayed })
  const keys = {
    secretKey: `sk_sandbox_${randomBytes(9).toString('hex')}`,
    webhookSecret: `wh_sandbox_${randomBytes(9).toString('hex')}`,
  }
  const sandbox = await startPaymentSandbox({
    accounts: [
      {
        provider: 'fedapay',
        ...keys,
        webhookUrl: `${relay.url}/api/payments/notify/fedapay`,
      },
    ],
  })
  return {
    sandbox,
    keys,
    bindings: {
      PAYMENT_KEYS: `soak:${randomBytes(32).toString('base64url')}`,
      FEDAPAY_API_URL: sandbox.fedapayApiUrl,
      CINETPAY_API_URL: sandbox.cinetpayApiUrl,
    },
    retarget: relay.retarget,
    relayed,
    close: async () => {
      await relay.close()
      await sandbox.close()
    },
  }
}

/** Turns FedaPay on for the shop as its merchant does: Paramètres › Paiements, its own keys. */
export async function enableOnlinePayment(
  base: string,
  shop: { token: string },
  world: PaymentWorld,
) {
  const res = await fetch(`${base}/api/store/payments/accounts/fedapay`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'test', enabled: true, credentials: world.keys }),
  })
  if (!res.ok)
    throw new Error(`PUT /api/store/payments/accounts/fedapay: ${res.status} ${await res.text()}`)
}

export type PaymentFlow = {
  /** 303 to the hosted page, 409 stock out, 0 no answer (crash), anything else unexpected. */
  orderStatus: number
  ms: number
  /** The provider's transaction id, once the shopper pressed "Payer" and the sandbox took it. */
  paidRef?: string
  abandoned?: boolean
  error?: string
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
})

/**
 * One shopper: the product page's order with "Mobile money ou carte" → the provider's hosted
 * page → "Payer" (or "Abandonner") → back to the shop (or not). The sandbox stays up when
 * workerd dies, as a real provider would: a payment made then is confirmed there, its
 * notification lost.
 */
export async function payingShopper(
  base: string,
  slug: string,
  line: { productId: string; size?: string; color?: string },
  n: number,
): Promise<PaymentFlow> {
  const started = performance.now()
  const ms = () => performance.now() - started
  let res: Response
  try {
    res = await fetch(
      `${base}/${slug}/order`,
      form({
        productId: line.productId,
        quantity: '1',
        ...(line.size ? { size: line.size } : {}),
        ...(line.color ? { color: line.color } : {}),
        firstName: 'Soak',
        lastName: `Payeur ${n}`,
        phoneCountryCode: '+226',
        phone: `6${String(n % 10_000_000).padStart(7, '0')}`,
        city: 'Bobo-Dioulasso',
        paymentMethod: 'online',
      }),
    )
    await res.arrayBuffer()
  } catch {
    return { orderStatus: 0, ms: ms() }
  }
  const hosted = res.headers.get('location') ?? ''
  if (res.status !== 303 || !hosted.includes('/fedapay/checkout/'))
    return { orderStatus: res.status, ms: ms(), error: `${res.status} → ${hosted}` }
  const abandoned = Math.random() < ABANDON
  await new Promise((r) => setTimeout(r, Math.random() * THINK_MS))
  // The sandbox answers once its notification was delivered or lost (deliver.ts).
  const settled = await fetch(hosted, form({ outcome: abandoned ? 'abandon' : 'pay' }))
  const back = new URL(settled.headers.get('location') ?? '', base)
  const paidRef = abandoned ? undefined : (back.searchParams.get('id') ?? undefined)
  if (Math.random() >= NO_RETURN) {
    // The return page: the worker asks the provider itself (down during the crash: no answer).
    await fetch(`${base}${back.pathname}${back.search}`, { redirect: 'manual' })
      .then((r) => r.arrayBuffer())
      .catch(() => {})
  }
  return { orderStatus: 303, ms: ms(), ...(paidRef ? { paidRef } : {}), abandoned }
}

/**
 * The wrangler.toml cron, as the platform fires it, until no payment the provider could still
 * settle is left unasked: the payments job reads a bounded batch per run.
 */
export async function runCronUntilAsked(mf: Miniflare, db: Db) {
  const pending = async () =>
    (
      await db
        .prepare(
          "SELECT COUNT(*) AS n FROM payments WHERE status = 'pending' AND method != 'transfer'",
        )
        .first<{ n: number }>()
    )?.n ?? 0
  const before = await pending()
  const runs = Math.ceil(before / 50) + 1
  for (let i = 0; i < runs; i++) {
    const res = await mf.dispatchFetch(
      `http://localhost/cdn-cgi/handler/scheduled?time=${Date.now()}&cron=${encodeURIComponent('*/5 * * * *')}`,
    )
    await res.text()
  }
  return { runs, pendingBefore: before, pendingAfter: await pending() }
}

type SandboxTx = { outcome: string; amount: number; reportedAmount: number; currency: string }

/**
 * What the provider says against what the shop recorded:
 * - every transaction the sandbox says is paid, with the right amount, is exactly one `paid`
 *   payment row whose order is `paid`;
 * - no payment counted twice: no order with two paid payments, one merchant message
 *   ("payment-received") and one shopper receipt per paid payment;
 * - nothing paid that the provider does not say is paid.
 */
export async function paymentInvariants(
  db: Db,
  sandboxUrl: string,
  slug: string,
  paidRefs: string[],
) {
  const atProvider = async (ref: string) => {
    const res = await fetch(`${sandboxUrl}/_sandbox/transactions/fedapay/${ref}`)
    const tx = (await res.json()) as SandboxTx
    return res.ok && tx.outcome === 'paid' && tx.reportedAmount === tx.amount
  }
  let confirmed = 0
  let lost = 0
  let wrongOrderStatus = 0
  for (const ref of paidRefs) {
    if (!(await atProvider(ref))) continue
    confirmed++
    const { results } = await db
      .prepare(
        `SELECT p.status, o.payment_status AS orderStatus FROM payments p JOIN orders o ON o.id = p.order_id
         WHERE p.method = 'fedapay' AND p.provider_ref = ?`,
      )
      .bind(ref)
      .all<{ status: string; orderStatus: string }>()
    if (results.length !== 1 || results[0]!.status !== 'paid') lost++
    else if (results[0]!.orderStatus !== 'paid') wrongOrderStatus++
  }
  const storeOf = 'SELECT id FROM stores WHERE slug = ?'
  const { results: paidRows } = await db
    .prepare(
      `SELECT provider_ref AS ref FROM payments
       WHERE store_id = (${storeOf}) AND method = 'fedapay' AND status = 'paid'`,
    )
    .bind(slug)
    .all<{ ref: string }>()
  let paidWithoutProvider = 0
  for (const { ref } of paidRows) if (!(await atProvider(ref))) paidWithoutProvider++
  const count = async (sql: string) =>
    (await db.prepare(sql).bind(slug).first<{ n: number }>())?.n ?? 0
  const doublePaidOrders = await count(
    `SELECT COUNT(*) AS n FROM (SELECT order_id FROM payments WHERE store_id = (${storeOf})
     AND status = 'paid' GROUP BY order_id HAVING COUNT(*) > 1)`,
  )
  // Per paid order: one receipt to the shopper (tied to the order) and one message to the
  // merchant (tied to it by its number in the text), whatever the gate decided to send.
  const messageMismatches = await count(
    `SELECT COUNT(*) AS n FROM orders o
     WHERE o.store_id = (${storeOf}) AND o.payment_status = 'paid' AND (
       (SELECT COUNT(*) FROM outbox m WHERE m.template = 'payment-receipt' AND m.related_id = o.id) != 1
       OR (SELECT COUNT(*) FROM outbox m WHERE m.template = 'payment-received'
           AND m.store_id = o.store_id AND instr(m.body, o.number) > 0) != 1)`,
  )
  const merchantMessages = await count(
    `SELECT COUNT(*) AS n FROM outbox WHERE template = 'payment-received' AND store_id = (${storeOf})`,
  )
  return {
    paidAtProvider: confirmed,
    lost,
    wrongOrderStatus,
    paidRows: paidRows.length,
    paidWithoutProvider,
    doublePaidOrders,
    merchantMessages,
    messageMismatches,
  }
}

/** Sandbox-paid payments still pending in D1 (their notification was lost): the job's work. */
export async function awaitingTheJob(db: Db, paidRefs: string[]) {
  let n = 0
  for (const ref of paidRefs) {
    const row = await db
      .prepare("SELECT status FROM payments WHERE method = 'fedapay' AND provider_ref = ?")
      .bind(ref)
      .first<{ status: string }>()
    if (row?.status === 'pending') n++
  }
  return n
}
