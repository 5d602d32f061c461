import { join } from 'node:path'
import type { Miniflare } from 'miniflare'

/**
 * The tests' way to D1, R2 and the Cache API: plain HTTP to a test-only worker (probe.worker.js)
 * that runs in the same Miniflare as the production bundle, bound to the same storage.
 *
 * Why not Miniflare's getD1Database, getR2Bucket, getCaches or getWorker: those return
 * Miniflare's "magic proxies", whose property reads and first calls are *synchronous* round trips
 * (miniflare's SynchronousFetcher: post the request to a worker thread, `Atomics.wait`, then
 * `receiveMessageOnPort`). Its worker thread signals with `postMessage(reply)`, `store(flag, 1)`,
 * `notify(flag)`. When that thread is preempted between `store` and `notify` (2 busy cores on CI),
 * the caller sees the flag already set, takes reply k and returns, resets the flag, posts request
 * k+1 and waits — and the late `notify` of call k wakes it with no reply queued:
 * `assert(message?.id === id)` fails and the proxy stays out of step for the rest of the file.
 * `db.prepare(sql).bind(x).first()` alone is about six such calls back to back. Fixed upstream
 * after the Miniflare we pin (workers-sdk PR 15552); over HTTP there is no handshake to lose.
 */
export const PROBE_ORIGIN = 'http://probe.internal'
export const PROBE_SCRIPT = join(import.meta.dirname, 'probe.worker.js')

type Params = unknown[]
type Statement = { sql: string; params: Params }
type D1Reply<T> = { results: T[]; success: boolean; meta: Record<string, unknown> }

async function call<T>(mf: Miniflare, path: string, body?: unknown): Promise<T> {
  const res = await mf.dispatchFetch(`${PROBE_ORIGIN}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  if (res.status === 500) throw new Error(((await res.json()) as { error: string }).error)
  if (!res.ok) throw new Error(`probe ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A prepared statement, D1's shape: `prepare(sql).bind(...).first()` etc., each one request. */
export class ProbeStatement {
  constructor(
    private readonly mf: Miniflare,
    readonly sql: string,
    readonly params: Params = [],
    /** The binding this statement runs on: the directory `DB` unless a shop database is named. */
    private readonly path = '/d1',
  ) {}
  bind(...params: Params) {
    return new ProbeStatement(this.mf, this.sql, params, this.path)
  }
  get statement(): Statement {
    return { sql: this.sql, params: this.params }
  }
  async first<T = Record<string, unknown>>(column?: string): Promise<T | null> {
    const reply = await call<{ value: T | null }>(this.mf, this.path, {
      op: 'first',
      column,
      statements: [this.statement],
    })
    return reply.value
  }
  all<T = Record<string, unknown>>() {
    return call<D1Reply<T>>(this.mf, this.path, { op: 'all', statements: [this.statement] })
  }
  run() {
    return call<D1Reply<never>>(this.mf, this.path, { op: 'run', statements: [this.statement] })
  }
  raw<T = unknown[]>() {
    return call<T[]>(this.mf, this.path, { op: 'raw', statements: [this.statement] })
  }
}

/** D1 as the tests use it, over HTTP to the probe worker; `binding` picks one of its databases. */
export class ProbeD1 {
  private readonly path: string
  constructor(
    private readonly mf: Miniflare,
    /** The binding: `DB` (the directory) or a shop database. */
    readonly name = 'DB',
  ) {
    this.path = `/d1?binding=${encodeURIComponent(name)}`
  }
  prepare(sql: string) {
    return new ProbeStatement(this.mf, sql, [], this.path)
  }
  batch(statements: ProbeStatement[]) {
    return call<D1Reply<unknown>[]>(this.mf, this.path, {
      op: 'batch',
      statements: statements.map((s) => s.statement),
    })
  }
  exec(sql: string) {
    return call<{ count: number; duration: number }>(this.mf, this.path, { op: 'exec', sql })
  }
}

/**
 * The FILES bucket's `put`, as services call it (a script's env in a test: the demo's seed).
 * The only R2 call the seed makes.
 */
export class ProbeR2 {
  constructor(private readonly mf: Miniflare) {}
  async put(
    key: string,
    value: ArrayBuffer | Uint8Array,
    options?: { httpMetadata?: { contentType?: string } },
  ) {
    const type = options?.httpMetadata?.contentType
    const res = await this.mf.dispatchFetch(`${PROBE_ORIGIN}/r2?key=${encodeURIComponent(key)}`, {
      method: 'PUT',
      body: new Uint8Array(value),
      ...(type ? { headers: { 'content-type': type } } : {}),
    })
    if (!res.ok) throw new Error(`probe r2 put: ${res.status} ${await res.text()}`)
    return null
  }
}

/** The keys of the FILES bucket. */
export const bucketKeys = (mf: Miniflare) => call<string[]>(mf, '/r2')

/** The Cache API's entry under `key`, as the worker kept it, or null. */
export async function cachedEntry(mf: Miniflare, key: string) {
  const res = await mf.dispatchFetch(`${PROBE_ORIGIN}/cache?url=${encodeURIComponent(key)}`)
  if (res.status === 204) return null
  return res
}

/** Drops the Cache API's entry under `key`; true when there was one. */
export async function dropCachedEntry(mf: Miniflare, key: string): Promise<boolean> {
  const url = `${PROBE_ORIGIN}/cache?url=${encodeURIComponent(key)}`
  return (await (await mf.dispatchFetch(url, { method: 'DELETE' })).json()) as boolean
}

/** Writes a shop's pending storefront views now (its AudienceCounter, ADR 056); how many. */
export async function flushAudienceOf(mf: Miniflare, storeId: string): Promise<number> {
  const url = `${PROBE_ORIGIN}/audience/flush?store=${encodeURIComponent(storeId)}`
  const res = await mf.dispatchFetch(url, { method: 'POST' })
  if (!res.ok) throw new Error(`probe audience flush: ${res.status} ${await res.text()}`)
  return (await res.json()) as number
}
