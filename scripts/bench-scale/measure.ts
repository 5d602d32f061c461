/**
 * The rows: the production bundle in workerd (Miniflare, scripts/bench/server.ts), one server
 * per size with its D1 replaced by that size's seeded SQLite file, all running at once. Each
 * row is measured at every size in turn before the next row, so a burst of other work on this
 * shared machine weighs on every size alike and the ratios compare like with like.
 *
 * Latency is each request's wall time (median, p95) over N sequential requests after a
 * warm-up. CPU is the CPU time of that size's workerd process over the row ÷ requests (what
 * `npm run bench` reports as "µs CPU/req"; per-request CPU is not observable locally): it
 * includes D1's own SQLite work, which runs in the same process, so a query that scans shows.
 */
import { constants, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { settle, startServer, workerdPids } from '../bench/server.ts'
import { PROBE, SCALE_PASSWORD, SCALE_PEPPER } from './seed.ts'

export type RowResult = {
  name: string
  group: string
  p50: number
  p95: number
  cpuUs: number
  n: number
  failed: number
}
export type Probe = { productId: string; orderProductIds: string[] }
export type MeasureOptions = { requests: number; warmup: number; cronRounds: number }

const BINDINGS = { STOREFRONT_CACHE: 'off', PASSWORD_PEPPER: SCALE_PEPPER }

/** CPU time (ms) used so far by these processes (/proc/<pid>/stat utime + stime, USER_HZ 100). */
function cpuMsOf(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(f[11]) + Number(f[12])
    } catch {}
  }
  return ticks * 10
}

export type SizeServer = {
  shops: number
  url: string
  pids: number[]
  probe: Probe
  dispatchCron: () => Promise<Response>
  merchant: string
  admin: string
  stop: () => Promise<void>
}

/**
 * A server whose D1 binding `DB` is a copy of `seeded`: Miniflare keeps a D1 database as one
 * SQLite file named after its Durable Object id; a first start creates it, the copy replaces
 * it (its WAL files dropped), and the second start serves the seeded rows.
 */
export async function serveSeeded(
  shops: number,
  seeded: string,
  probe: Probe,
): Promise<SizeServer> {
  const dir = mkdtempSync(join(tmpdir(), 'boutiko-scale-'))
  const first = await startServer({ dir, migrate: false, bindings: BINDINGS })
  await (await first.mf.getD1Database('DB')).prepare('SELECT 1').first()
  await first.stop()
  const objects = join(dir, 'd1', 'miniflare-D1DatabaseObject')
  const file = readdirSync(objects).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  if (!file) throw new Error(`no D1 file in ${objects}`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(objects, file + suffix), { force: true })
  copyFileSync(seeded, join(objects, file), constants.COPYFILE_FICLONE)
  const before = new Set(workerdPids())
  const server = await startServer({ dir, migrate: false, bindings: BINDINGS })
  const pids = workerdPids().filter((p) => !before.has(p))
  return {
    shops,
    url: server.url,
    pids,
    probe,
    dispatchCron: () =>
      server.mf.dispatchFetch(
        `http://localhost/cdn-cgi/handler/scheduled?time=${Date.now()}&cron=${encodeURIComponent('*/5 * * * *')}`,
      ) as unknown as Promise<Response>,
    merchant: await signIn(server.url, PROBE.merchant),
    admin: await signIn(server.url, PROBE.admin),
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function signIn(base: string, emailOrPhone: string): Promise<string> {
  const res = await fetch(`${base}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone, password: SCALE_PASSWORD }),
  })
  if (!res.ok) throw new Error(`sign-in ${emailOrPhone}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

type Send = (s: SizeServer, i: number) => Promise<Response>
export type RowDef = {
  name: string
  group: string
  send: Send
  requests?: number
  warmup?: number
}

/** `send` N times in a row after `warmup` unmeasured calls; a non-2xx counts as failed. */
async function measureRow(
  def: RowDef,
  s: SizeServer,
  o: { requests: number; warmup: number },
): Promise<RowResult> {
  const requests = def.requests ?? o.requests
  const warmup = def.warmup ?? o.warmup
  // A request the worker never answers (socket closed) counts as failed, and the row goes on.
  const attempt = async (i: number) => {
    try {
      const res = await def.send(s, i)
      await res.arrayBuffer()
      return res.ok
    } catch (err) {
      console.warn(`  ${def.name} @ ${s.shops}: ${(err as Error).message}`)
      return false
    }
  }
  for (let i = 0; i < warmup; i++) await attempt(-1 - i)
  await settle()
  const times: number[] = []
  let failed = 0
  const cpuBefore = cpuMsOf(s.pids)
  for (let i = 0; i < requests; i++) {
    const t = performance.now()
    const ok = await attempt(i)
    times.push(performance.now() - t)
    if (!ok) failed++
  }
  const cpuUs = ((cpuMsOf(s.pids) - cpuBefore) * 1000) / requests
  return {
    name: def.name,
    group: def.group,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    cpuUs,
    n: requests,
    failed,
  }
}

const get =
  (path: (s: SizeServer) => string, who?: 'merchant' | 'admin'): Send =>
  (s) =>
    fetch(`${s.url}${path(s)}`, who ? { headers: { authorization: `Bearer ${s[who]}` } } : {})

let placed = 0
/** A storefront order of one unit of one of the probe shop's products with stock. */
const place: Send = (s) => {
  const n = placed++
  return fetch(`${s.url}/api/publics/${PROBE.slug}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Awa',
      lastName: 'Banc',
      phone: `70${String(100000 + (n % 800000)).padStart(6, '0')}`,
      city: 'Ouagadougou',
      items: [
        {
          productId: s.probe.orderProductIds[n % s.probe.orderProductIds.length]!,
          quantity: 1,
        },
      ],
    }),
  })
}

/** Every row, in the order they run; the cron rows after the reads, the write last. */
export function rowDefs(o: MeasureOptions): RowDef[] {
  const slug = PROBE.slug
  return [
    { name: 'Vitrine : accueil', group: 'vitrine', send: get(() => `/${slug}/home`) },
    { name: 'Vitrine : liste', group: 'vitrine', send: get(() => `/${slug}/products`) },
    {
      name: 'Vitrine : recherche',
      group: 'vitrine',
      send: get(() => `/${slug}/products?q=${PROBE.productWord}`),
    },
    {
      // Nothing matches as typed: the shop's own words correct it and the search runs again
      // (ADR 025), the slow path of a search.
      name: 'Vitrine : recherche avec une faute',
      group: 'vitrine',
      send: get(() => `/${slug}/products?q=${PROBE.productTypo}`),
    },
    {
      name: 'Vitrine : page produit',
      group: 'vitrine',
      send: get((s) => `/${slug}/products/${s.probe.productId}`),
    },
    // Across shops, from the directory's list of new products (ADR 036).
    { name: 'Galeries', group: 'vitrine', send: get(() => '/galeries') },
    { name: 'Commandes : 1re page', group: 'marchand', send: get(() => '/api/orders', 'merchant') },
    {
      name: 'Commandes : filtrées (en attente)',
      group: 'marchand',
      send: get(() => '/api/orders?status=pending', 'merchant'),
    },
    {
      name: 'Commandes : recherche',
      group: 'marchand',
      send: get(() => `/api/orders?q=${encodeURIComponent(PROBE.shopperName)}`, 'merchant'),
    },
    {
      name: 'Tableau de bord (chiffres)',
      group: 'marchand',
      send: get(() => '/api/stats', 'merchant'),
    },
    {
      // Tableau de bord › Audience (ADR 056): 30 days of the shop's own rows, by its key.
      name: 'Audience (30 jours)',
      group: 'marchand',
      send: get(() => '/api/audience?days=30', 'merchant'),
    },
    { name: 'Clients : liste', group: 'marchand', send: get(() => '/api/customers', 'merchant') },
    {
      name: 'Connexion',
      group: 'marchand',
      // PBKDF2 (100 000 iterations) dominates: fewer requests are enough.
      requests: Math.max(5, Math.round(o.requests / 4)),
      warmup: 2,
      send: (s) =>
        fetch(`${s.url}/api/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ emailOrPhone: PROBE.merchant, password: SCALE_PASSWORD }),
        }),
    },
    { name: 'Admin : boutiques', group: 'admin', send: get(() => '/api/admin/shops', 'admin') },
    { name: 'Admin : utilisateurs', group: 'admin', send: get(() => '/api/admin/users', 'admin') },
    {
      name: 'Admin : abonnements',
      group: 'admin',
      send: get(() => '/api/admin/subscriptions', 'admin'),
    },
    {
      name: 'Admin : produits',
      group: 'admin',
      send: get(() => '/api/admin/shops/products', 'admin'),
    },
    {
      name: 'Admin : produits, recherche',
      group: 'admin',
      send: get(() => `/api/admin/shops/products?q=${PROBE.productWord}`, 'admin'),
    },
    {
      name: 'Admin : tableau de bord',
      group: 'admin',
      send: get(() => '/api/admin/overview', 'admin'),
    },
    // The cron: its first round finds the work the seed left due (the same at every size,
    // seed.ts DUE); the next rounds find nothing due and cost only their queries.
    {
      name: 'Tâches planifiées : tour avec travail dû',
      group: 'cron',
      requests: 1,
      warmup: 0,
      send: (s) => s.dispatchCron(),
    },
    {
      name: 'Tâches planifiées : tour sans travail dû',
      group: 'cron',
      requests: o.cronRounds,
      warmup: 1,
      send: (s) => s.dispatchCron(),
    },
    // Writes last (they add rows): sequential placements, the storefront's write path.
    { name: 'Commande passée (écriture)', group: 'écriture', send: place },
  ]
}

/** Each row at every size in turn; `log` gets a line per row and size. */
export async function measureAll(
  servers: SizeServer[],
  o: MeasureOptions,
  log: (s: string) => void,
): Promise<Map<number, RowResult[]>> {
  const out = new Map<number, RowResult[]>(servers.map((s) => [s.shops, []]))
  for (const def of rowDefs(o)) {
    for (const s of servers) {
      const r = await measureRow(def, s, o)
      out.get(s.shops)!.push(r)
      log(
        `  ${def.name} @ ${s.shops}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${Math.round(r.cpuUs)} µs CPU/req${r.failed ? `, ${r.failed} FAILED` : ''}`,
      )
    }
  }
  return out
}

/**
 * Placements per second through the worker with 16 shoppers at once (the worker's CPU bounds
 * it here, not the database: see write-rate.ts for the database alone).
 */
export async function placementRate(
  s: SizeServer,
  total: number,
  log: (s: string) => void,
): Promise<number> {
  let sent = 0
  let refused = 0
  const t = performance.now()
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (sent < total) {
        sent++
        try {
          const res = await place(s, sent)
          const body = await res.text()
          if (!res.ok) {
            if (!refused) log(`  first refusal: ${res.status} ${body.slice(0, 200)}`)
            refused++
          }
        } catch (err) {
          if (!refused)
            log(`  first refusal: ${(err as Error).message} ${String((err as Error).cause ?? '')}`)
          refused++
        }
      }
    }),
  )
  const rate = (total - refused) / ((performance.now() - t) / 1000)
  log(
    `  16 shoppers at once @ ${s.shops}: ${rate.toFixed(1)} orders/s${refused ? `, ${refused} refused` : ''}`,
  )
  return rate
}
