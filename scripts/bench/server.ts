import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { migrationScript, openShopDatabasesSql } from '../lib/migration-script.ts'
import { recordingModule } from '../lib/sql-trips.ts'

export const ROOT = join(import.meta.dirname, '..', '..')
export const BUNDLE = join(ROOT, '.build', 'worker', 'index.js')

/** `npm run build`: the dashboard (dist/dashboard) and the production worker (.build/worker). */
export function buildProduction() {
  execFileSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

/**
 * The production worker alone (the round-trips table needs no dashboard), unless the dashboard
 * was never built: wrangler wants dist/dashboard for its assets.
 */
export function buildWorker() {
  const built = existsSync(join(ROOT, 'dist', 'dashboard', 'index.html'))
  execFileSync('npm', ['run', built ? 'build:worker' : 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

/**
 * In front of the production bundle, what production has and workerd alone lacks: the edge's
 * compression for clients that accept it, Brotli else gzip (Chrome in the browser rows;
 * autocannon does not ask, so the throughput rows compare uncompressed bytes on both sides).
 *
 * The ceiling: the same worker answering a fixed HTML body of `?bytes=N` from memory, before
 * any routing, database or rendering. A bench-only wrapper module around the production
 * bundle, so the production code has no such route.
 */
const wrapper = (workerModule: string) => `import worker from '${workerModule}'
// The bundle's Durable Object classes (the shops' audience counters, ADR 056).
export * from '${workerModule}'
const bodies = new Map()
function fixed(n) {
  let b = bodies.get(n)
  const head = '<!doctype html><html lang="fr"><title>x</title><p>'
  const tail = '</p></html>'
  if (!b) { b = head + 'x'.repeat(Math.max(0, n - head.length - tail.length)) + tail; bodies.set(n, b) }
  return b
}
export default {
  // The cron too (the soak runs it after its crash): straight to the production handler.
  scheduled: (controller, env, ctx) => worker.scheduled(controller, env, ctx),
  fetch(request, env, ctx) {
    // Both sides pass the same front: the ceiling is compressed like a page when asked.
    const encoding = edgeEncoding(request)
    const url = new URL(request.url)
    const res = url.pathname === '/__bench/static'
      ? new Response(fixed(Number(url.searchParams.get('bytes')) || 20000), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        })
      // The dashboard's build output (served by Workers Static Assets in production, compressed
      // by the edge like the rest): only when the bench serves the dashboard (ASSETS bound).
      : env.ASSETS && url.pathname.startsWith('/assets/')
        ? env.ASSETS.fetch(request)
        : worker.fetch(request, env, ctx)
    return encoding ? Promise.resolve(res).then((r) => edgeCompressed(r, encoding)) : res
  },
}
// Cloudflare's edge compresses a Worker's text responses for clients that accept it, Brotli
// first, then gzip (its default compression setting); workerd alone does not. The header asks
// workerd to compress the body on the way out, as the edge would.
function edgeEncoding(request) {
  const accepted = request.headers.get('accept-encoding') ?? ''
  return /\\bbr\\b/.test(accepted) ? 'br' : /\\bgzip\\b/.test(accepted) ? 'gzip' : null
}
const COMPRESSIBLE = /^(?:text\\/|application\\/(?:json|javascript|xml)|image\\/svg)/
function edgeCompressed(res, encoding) {
  if (res.headers.has('content-encoding') || !COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return res
  const out = new Response(res.body, res)
  out.headers.set('content-encoding', encoding)
  return out
}
`

function compatibilityDate(): string {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
  return /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? '2025-09-01'
}

function platformHosts(): string {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
  return /^PLATFORM_HOSTS\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? 'localhost,127.0.0.1'
}

export type BenchServer = { url: string; mf: Miniflare; stop: () => Promise<void> }

/**
 * The production bundle in workerd (Miniflare), production mode, with a fresh D1, R2 and
 * Cache API on disk in a temporary folder, listening on 127.0.0.1.
 */
export async function startServer(
  opts: {
    dir?: string
    /** Another build of the worker than `.build/worker/index.js` (the CPU bench's "before"). */
    bundle?: string
    /** Opens workerd's inspector (a CPU profile of the worker, `Profiler.start` over CDP). */
    inspectorPort?: number
    migrate?: boolean
    bindings?: Record<string, string>
    /** Serves dist/dashboard (the SPA) as wrangler.toml's [assets] does, through the wrapper. */
    dashboard?: boolean
    /**
     * Counts each traced request's database round trips (scripts/lib/sql-trips.ts, the worker
     * tests' recorder): off for the load rows, whose CPU figures must not pay for the counting.
     */
    trace?: boolean
    /**
     * Shop databases bound beside the directory (`SHOP_DB_1`, …) and open for new shops, as in
     * production (ADR 036): a shop there reads and writes two databases, as it does there.
     */
    shopDatabases?: readonly string[]
  } = {},
): Promise<BenchServer & { dir: string }> {
  // A given folder keeps D1/R2/cache on disk across a restart (the soak's crash test).
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'boutiko-bench-'))
  copyFileSync(opts.bundle ?? BUNDLE, join(dir, 'index.mjs'))
  // Traced: bench front → recorder → bundle; the recorder wraps the env the bundle is handed.
  if (opts.trace) writeFileSync(join(dir, 'recorded.mjs'), recordingModule('./index.mjs'))
  writeFileSync(join(dir, 'entry.mjs'), wrapper(opts.trace ? './recorded.mjs' : './index.mjs'))
  const shopDatabases = opts.shopDatabases ?? []
  const mf = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    ...(opts.inspectorPort ? { inspectorPort: opts.inspectorPort } : {}),
    modules: true,
    modulesRoot: dir,
    scriptPath: join(dir, 'entry.mjs'),
    compatibilityDate: compatibilityDate(),
    // Straight to the worker's own socket, as workerd serves in production: Miniflare's entry
    // worker in front adds a hop and latency spikes of its own.
    unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
    d1Databases: {
      DB: 'bench',
      ...Object.fromEntries(shopDatabases.map((name) => [name, `bench-${name}`])),
    },
    d1Persist: join(dir, 'd1'),
    r2Buckets: ['FILES'],
    r2Persist: join(dir, 'r2'),
    // wrangler.toml's [[durable_objects.bindings]]: each shop's views counted (ADR 056).
    durableObjects: { AUDIENCE: 'AudienceCounter' },
    durableObjectsPersist: join(dir, 'do'),
    cachePersist: join(dir, 'cache'),
    // The wrangler.toml cron, fired with mf.dispatchFetch('/cdn-cgi/handler/scheduled') (soak).
    unsafeTriggerHandlers: true,
    ...(opts.dashboard
      ? {
          assets: {
            directory: join(ROOT, 'dist', 'dashboard'),
            binding: 'ASSETS',
            // Everything reaches the wrapper first, which compresses the build output too.
            routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
          },
        }
      : {}),
    bindings: {
      ENVIRONMENT: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PASSWORD_PEPPER: randomBytes(16).toString('hex'),
      MESSAGES_TRANSPORT: 'dev',
      APP_URL: 'http://localhost',
      PLATFORM_HOSTS: platformHosts(),
      ...opts.bindings,
    },
  })
  await mf.ready
  const url = (await mf.unsafeGetDirectURL()).toString().replace(/\/$/, '')
  if (opts.migrate !== false) {
    const script = migrationScript(ROOT)
    for (const name of ['DB', ...shopDatabases]) await (await mf.getD1Database(name)).exec(script)
    if (shopDatabases.length)
      await (await mf.getD1Database('DB')).exec(openShopDatabasesSql(shopDatabases))
  }
  return { url, mf, dir, stop: () => mf.dispose() }
}

/** /proc/<pid>/stat fields after the command name: [0] state, [1] ppid, [11] utime, [12] stime. */
function statFields(pid: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** The workerd processes this script started (children of this Node process). */
export function workerdPids(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      const f = statFields(pid)
      return (
        f &&
        Number(f[1]) === process.pid &&
        readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd'
      )
    })
    .map(Number)
}

/**
 * CPU time (ms) used so far by the workerd processes this benchmark started: per request,
 * a figure far steadier than requests per second on a machine shared with other work.
 */
export function workerdCpuMs(pids: readonly number[] = workerdPids()): number {
  let ticks = 0
  for (const pid of pids) {
    const f = statFields(String(pid))
    if (f) ticks += Number(f[11]) + Number(f[12])
  }
  return ticks * 10 // USER_HZ = 100
}

/**
 * Waits until workerd is idle (under 5 % of a core over half a second, 30 s at most): the
 * Cache API writes a miss row leaves queued (`waitUntil`) and the garbage it made must not be
 * billed to the next row.
 */
export async function settle(): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const before = workerdCpuMs()
    await new Promise((r) => setTimeout(r, 500))
    if (workerdCpuMs() - before < 25) return
  }
}
