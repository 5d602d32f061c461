import { type PaymentFlow, payingShopper } from './payments.ts'

/**
 * A closed-loop mix of shoppers, bounded in time: storefront browsing and order placement,
 * and (their own connections) shoppers paying online through the payment sandbox.
 */
export type Outcome = {
  status: number
  ms: number
  kind: 'page' | 'order'
  orderId?: string
  error?: string
}

export type TrafficOptions = {
  base: string
  slug: string
  productIds: string[]
  connections: number
  seconds: number
  /** The sizes and colours a shopper must choose from, per product. */
  options: Map<string, { sizes: string[]; colors: string[] }>
  /** Share of requests that place an order (the rest browse). */
  orderShare: number
  /** Connections of shoppers paying online; each flow is pushed into `flows`. */
  payers?: { connections: number; flows: PaymentFlow[] }
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!

function line(o: TrafficOptions, productId: string, quantity: number) {
  const choice = o.options.get(productId)
  return {
    productId,
    quantity,
    ...(choice?.sizes.length ? { size: pick(choice.sizes) } : {}),
    ...(choice?.colors.length ? { color: pick(choice.colors) } : {}),
  }
}

async function one(o: TrafficOptions, n: number): Promise<Outcome> {
  const started = performance.now()
  const ordering = Math.random() < o.orderShare
  try {
    if (!ordering) {
      const path = pick([
        `/${o.slug}/home`,
        `/${o.slug}/products`,
        `/${o.slug}/products/${pick(o.productIds)}`,
      ])
      const res = await fetch(`${o.base}${path}`)
      const text = await res.text()
      return {
        status: res.status,
        ms: performance.now() - started,
        kind: 'page',
        ...(res.ok ? {} : { error: `${path} ${text.slice(0, 160)}` }),
      }
    }
    const res = await fetch(`${o.base}/api/publics/${o.slug}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Soak',
        lastName: `Client ${n}`,
        phone: `7${String(n % 10_000_000).padStart(7, '0')}`,
        city: 'Ouagadougou',
        items: [line(o, pick(o.productIds), 1 + (n % 2))],
      }),
    })
    const body = (await res.json().catch(() => ({}))) as { id?: string; error?: unknown }
    const ms = performance.now() - started
    if (res.status === 201 && body.id)
      return { status: res.status, ms, kind: 'order', orderId: body.id }
    return {
      status: res.status,
      ms,
      kind: 'order',
      error: JSON.stringify(body.error ?? {}).slice(0, 200),
    }
  } catch {
    // Connection refused or reset (the crash test kills the worker): not acknowledged.
    return { status: 0, ms: performance.now() - started, kind: ordering ? 'order' : 'page' }
  }
}

/** Runs `connections` loops until `seconds` have passed; `onTick` lets the caller act mid-run. */
export async function runTraffic(
  o: TrafficOptions,
  onTick?: (elapsedS: number) => Promise<void> | void,
) {
  const outcomes: Outcome[] = []
  const deadline = performance.now() + o.seconds * 1000
  let counter = 0
  const loop = async () => {
    while (performance.now() < deadline) outcomes.push(await one(o, counter++))
  }
  const ticker = onTick
    ? (async () => {
        const start = performance.now()
        while (performance.now() < deadline) {
          await new Promise((r) => setTimeout(r, 250))
          await onTick((performance.now() - start) / 1000)
        }
      })()
    : Promise.resolve()
  const payers = o.payers
  const payerLoop = async () => {
    while (payers && performance.now() < deadline) {
      const productId = pick(o.productIds)
      const flow = await payingShopper(o.base, o.slug, line(o, productId, 1), counter++)
      payers.flows.push(flow)
      // A shopper whose shop does not answer waits a moment before trying again.
      if (flow.orderStatus === 0) await new Promise((r) => setTimeout(r, 250))
    }
  }
  await Promise.all([
    ...Array.from({ length: o.connections }, loop),
    ...Array.from({ length: payers?.connections ?? 0 }, payerLoop),
    ticker,
  ])
  return outcomes
}

export function summarize(outcomes: Outcome[], seconds: number) {
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const by = (pred: (o: Outcome) => boolean) => outcomes.filter(pred).length
  return {
    requests: outcomes.length,
    rps: Math.round(outcomes.length / seconds),
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    pages: by((o) => o.kind === 'page'),
    ordersCreated: by((o) => o.status === 201),
    ordersRefused409: by((o) => o.status === 409),
    unexpected: by(
      (o) => o.status !== 0 && !(o.status >= 200 && o.status < 300) && o.status !== 409,
    ),
    connectionErrors: by((o) => o.status === 0),
    firstUnexpected: outcomes.find((o) => o.status !== 0 && o.status >= 400 && o.status !== 409)
      ?.error,
    unexpectedStatuses: Object.fromEntries(
      [...new Set(outcomes.map((o) => o.status))]
        .filter((s) => s !== 0 && !(s >= 200 && s < 300) && s !== 409)
        .map((s) => [s, by((o) => o.status === s)]),
    ),
  }
}

export function summarizePayments(flows: PaymentFlow[]) {
  const by = (pred: (f: PaymentFlow) => boolean) => flows.filter(pred).length
  return {
    flows: flows.length,
    sentToProvider: by((f) => f.orderStatus === 303),
    paidAtProvider: by((f) => Boolean(f.paidRef)),
    abandoned: by((f) => Boolean(f.abandoned)),
    refused409: by((f) => f.orderStatus === 409),
    noAnswer: by((f) => f.orderStatus === 0),
    unexpected: by((f) => ![0, 303, 409].includes(f.orderStatus)),
    firstUnexpected: flows.find((f) => ![0, 303, 409].includes(f.orderStatus))?.error,
  }
}
