/**
 * One size's rows: the production bundle in workerd (Miniflare, scripts/bench/server.ts) with
 * its D1 replaced by a seeded SQLite file, then each route requested N times in a row after a
 * warm-up. Latency is each request's wall time (median, p95); CPU is workerd's process CPU over
 * the row ÷ requests (what `npm run bench` reports as "µs CPU/req"): it includes D1's own
 * SQLite work, which runs in the same workerd process, and is the figure that grows if a query
 * scans.
 */
import { constants, copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { settle, startServer, workerdCpuMs } from '../bench/server.ts'
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

/**
 * A Miniflare state folder whose D1 binding `DB` is a copy of `seeded`: Miniflare keeps a D1
 * database as one SQLite file named after its Durable Object id; a first start creates it, the
 * copy replaces it (its WAL files dropped), and the second start serves the seeded rows.
 */
async function serveSeeded(seeded: string) {
  const dir = mkdtempSync(join(tmpdir(), 'boutiko-scale-'))
  const first = await startServer({ dir, migrate: false, bindings: BINDINGS })
  await (await first.mf.getD1Database('DB')).prepare('SELECT 1').first()
  await first.stop()
  const objects = join(dir, 'd1', 'miniflare-D1DatabaseObject')
  const file = readdirSync(objects).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  if (!file) throw new Error(`no D1 file in ${objects}`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(objects, file + suffix), { force: true })
  copyFileSync(seeded, join(objects, file), constants.COPYFILE_FICLONE)
  const server = await startServer({ dir, migrate: false, bindings: BINDINGS })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

/** `send` N times in a row after `warmup` unmeasured calls; a non-2xx counts as failed. */
async function row(
  name: string,
  group: string,
  send: (i: number) => Promise<Response>,
  o: { requests: number; warmup: number },
): Promise<RowResult> {
  for (let i = 0; i < o.warmup; i++) await (await send(-1 - i)).arrayBuffer()
  await settle()
  const times: number[] = []
  let failed = 0
  const cpuBefore = workerdCpuMs()
  for (let i = 0; i < o.requests; i++) {
    const t = performance.now()
    const res = await send(i)
    await res.arrayBuffer()
    times.push(performance.now() - t)
    if (!res.ok) failed++
  }
  const cpuUs = ((workerdCpuMs() - cpuBefore) * 1000) / o.requests
  return {
    name,
    group,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    cpuUs,
    n: o.requests,
    failed,
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

export type SizeResult = { rows: RowResult[]; placementsPerSecond: number }

export async function measureSize(
  seeded: string,
  probe: Probe,
  o: MeasureOptions,
  log: (s: string) => void,
): Promise<SizeResult> {
  const server = await serveSeeded(seeded)
  const base = server.url
  const rows: RowResult[] = []
  const take = async (r: Promise<RowResult>) => {
    const done = await r
    rows.push(done)
    log(
      `  ${done.name}: p50 ${done.p50.toFixed(1)} ms, p95 ${done.p95.toFixed(1)} ms, ${Math.round(done.cpuUs)} µs CPU/req${done.failed ? `, ${done.failed} FAILED` : ''}`,
    )
  }
  try {
    const get = (path: string, token?: string) => () =>
      fetch(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})
    const s = PROBE.slug
    const storefront: [string, string][] = [
      ['Vitrine : accueil', `/${s}/home`],
      ['Vitrine : liste', `/${s}/products`],
      ['Vitrine : recherche', `/${s}/products?q=${PROBE.productWord}`],
      ['Vitrine : page produit', `/${s}/products/${probe.productId}`],
    ]
    for (const [name, path] of storefront) await take(row(name, 'vitrine', get(path), o))

    const merchant = await signIn(base, PROBE.merchant)
    const merchantRows: [string, string][] = [
      ['Commandes : 1re page', '/api/orders'],
      ['Commandes : filtrées (en attente)', '/api/orders?status=pending'],
      ['Commandes : recherche', `/api/orders?q=${encodeURIComponent(PROBE.shopperName)}`],
      ['Tableau de bord (chiffres)', '/api/stats'],
      ['Clients : liste', '/api/customers'],
    ]
    for (const [name, path] of merchantRows)
      await take(row(name, 'marchand', get(path, merchant), o))
    await take(
      row(
        'Connexion',
        'marchand',
        () =>
          fetch(`${base}/api/signin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ emailOrPhone: PROBE.merchant, password: SCALE_PASSWORD }),
          }),
        { requests: Math.max(5, Math.round(o.requests / 4)), warmup: 2 },
      ),
    )

    const admin = await signIn(base, PROBE.admin)
    const adminRows: [string, string][] = [
      ['Admin : boutiques', '/api/admin/shops'],
      ['Admin : utilisateurs', '/api/admin/users'],
      ['Admin : abonnements', '/api/admin/subscriptions'],
      ['Admin : tableau de bord', '/api/admin/overview'],
    ]
    for (const [name, path] of adminRows) await take(row(name, 'admin', get(path, admin), o))

    // The cron: its first round finds the work the seed left due (the same at every size,
    // seed.ts DUE); the next rounds find nothing due and cost only their queries.
    const cron = () =>
      server.mf.dispatchFetch(
        `http://localhost/cdn-cgi/handler/scheduled?time=${Date.now()}&cron=${encodeURIComponent('*/5 * * * *')}`,
      ) as unknown as Promise<Response>
    await take(
      row('Tâches planifiées : tour avec travail dû', 'cron', cron, { requests: 1, warmup: 0 }),
    )
    await take(
      row('Tâches planifiées : tour sans travail dû', 'cron', cron, {
        requests: o.cronRounds,
        warmup: 1,
      }),
    )

    // Writes last (they add rows): sequential placements, the storefront's write path.
    let n = 0
    const place = () =>
      fetch(`${base}/api/publics/${s}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Awa',
          lastName: 'Banc',
          phone: `70${String(100000 + (n++ % 800000)).padStart(6, '0')}`,
          city: 'Ouagadougou',
          items: [
            { productId: probe.orderProductIds[n % probe.orderProductIds.length]!, quantity: 1 },
          ],
        }),
      })
    const placed = await row('Commande passée (écriture)', 'écriture', place, o)
    rows.push(placed)
    log(
      `  ${placed.name}: p50 ${placed.p50.toFixed(1)} ms, ${Math.round(placed.cpuUs)} µs CPU/req${placed.failed ? `, ${placed.failed} FAILED` : ''}`,
    )
    // The database's write rate: 16 shoppers at once; D1 runs one database's writes one after
    // the other, so this is what one database takes, locally (an upper bound: no network).
    const total = o.requests * 4
    let sent = 0
    let refused = 0
    const t = performance.now()
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (sent < total) {
          sent++
          try {
            const res = await place()
            const body = await res.text()
            if (!res.ok) {
              if (!refused) log(`  first refusal: ${res.status} ${body.slice(0, 200)}`)
              refused++
            }
          } catch (err) {
            if (!refused)
              log(
                `  first refusal: ${(err as Error).message} ${String((err as Error).cause ?? '')}`,
              )
            refused++
          }
        }
      }),
    )
    const placementsPerSecond = (total - refused) / ((performance.now() - t) / 1000)
    log(
      `  écriture, 16 en parallèle : ${placementsPerSecond.toFixed(0)} commandes/s${refused ? `, ${refused} REFUSED` : ''}`,
    )
    return { rows, placementsPerSecond }
  } finally {
    await server.stop()
  }
}
