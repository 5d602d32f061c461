import { randomUUID } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import type { Miniflare } from 'miniflare'

/**
 * Every SQL text the worker prepares during the worker suites, kept for the query-plan check
 * (tests/plans/query-plans.test.ts, ADR 034). The production bundle is not changed: the tests
 * run it behind this test-only module, which hands the bundle an env whose D1 bindings note
 * each `prepare(sql)` — drizzle's queries and batches and any raw `prepare` alike, since every
 * D1 statement starts there — and answers the distinct texts on a path of its own.
 */
export const SQL_LOG_DIR = join(import.meta.dirname, '..', '..', '.build', 'sql-statements')
const DUMP_PATH = '/__sql-recorder/statements'
/**
 * A request carrying this header gets it back naming the databases its statements went to
 * (binding names, sorted, comma-separated): what a test reads to prove a view asks only the
 * directory. Statements run after the response's headers (a streamed body's) are not counted.
 */
export const TRACE_HEADER = 'x-sql-databases'
/**
 * On a traced response: the request's database round trips, as `total;sequential;DB=n,SHOP_DB_1=m`.
 * A round trip is one call that waits on a database (a statement's `first`/`all`/`run`/`raw`, a
 * `batch`, an `exec`); `sequential` counts only those started while no other was in flight, which
 * is what the network's latency adds up over: queries sent together under `Promise.all` cost one.
 */
export const TRIPS_HEADER = 'x-sql-round-trips'

const WRAPPER = `import worker from './index.mjs'
const seen = new Set()
// Which database each text went to (binding name → texts): the split check (ADR 036) reads it.
const byDatabase = {}
// The databases asked by the traced request in flight (tests send one at a time).
let trace = null
// Its round trips: every wait on a database, those that started with none in flight, by binding.
let trips = null
let inFlight = 0
const note = (name, sql) => {
  seen.add(sql)
  ;(byDatabase[name] ??= new Set()).add(sql)
  trace?.add(name)
}
/** One wait on database \`name\`: counted when a request is traced, whatever it resolves to. */
function trip(name, call) {
  if (!trips) return call()
  trips.total++
  if (inFlight === 0) trips.sequential++
  trips.byDatabase[name] = (trips.byDatabase[name] ?? 0) + 1
  inFlight++
  let settled
  try {
    settled = Promise.resolve(call())
  } catch (error) {
    inFlight--
    throw error
  }
  return settled.finally(() => { inFlight-- })
}
// A statement's own methods are replaced on the instance (not proxied): \`batch\` must still be
// handed the binding's real statement objects.
function counted(statement, name) {
  for (const method of ['first', 'all', 'run', 'raw']) {
    const original = statement[method]
    statement[method] = (...args) => trip(name, () => original.apply(statement, args))
  }
  const bind = statement.bind
  statement.bind = (...args) => counted(bind.apply(statement, args), name)
  return statement
}
const wrapped = new WeakMap()
const isD1 = (v) => v && typeof v === 'object' && typeof v.prepare === 'function' && typeof v.batch === 'function'
function recording(db, name) {
  let proxy = wrapped.get(db)
  if (proxy) return proxy
  proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql) => { note(name, sql); return counted(target.prepare(sql), name) }
      if (prop === 'exec') return (sql) => { note(name, sql); return trip(name, () => target.exec(sql)) }
      if (prop === 'batch') return (statements) => trip(name, () => target.batch(statements))
      // D1 sessions (read replicas) prepare their own statements: record those too.
      if (prop === 'withSession') return (...args) => recording(target.withSession(...args), name)
      const value = Reflect.get(target, prop)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  wrapped.set(db, proxy)
  return proxy
}
const envs = new WeakMap()
function recordingEnv(env) {
  let out = envs.get(env)
  if (!out) {
    out = { ...env }
    for (const [name, value] of Object.entries(env)) if (isD1(value)) out[name] = recording(value, name)
    envs.set(env, out)
  }
  return out
}
export default {
  scheduled: (controller, env, ctx) => worker.scheduled(controller, recordingEnv(env), ctx),
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === '${DUMP_PATH}')
      return Response.json({
        statements: [...seen],
        byDatabase: Object.fromEntries(Object.entries(byDatabase).map(([n, s]) => [n, [...s]])),
      })
    if (!request.headers.has('${TRACE_HEADER}')) return worker.fetch(request, recordingEnv(env), ctx)
    trace = new Set()
    trips = { total: 0, sequential: 0, byDatabase: {} }
    inFlight = 0
    try {
      const res = await worker.fetch(request, recordingEnv(env), ctx)
      const traced = new Response(res.body, res)
      traced.headers.set('${TRACE_HEADER}', [...trace].sort().join(','))
      const by = Object.entries(trips.byDatabase).sort().map(([n, c]) => n + '=' + c).join(',')
      traced.headers.set('${TRIPS_HEADER}', trips.total + ';' + trips.sequential + ';' + by)
      return traced
    } finally {
      trace = null
      trips = null
    }
  },
}
`

/** A folder holding the recording entry and a copy of `bundle` beside it, for Miniflare. */
export function recordingEntry(bundle: string): { scriptPath: string; modulesRoot: string } {
  const dir = mkdtempSync(join(tmpdir(), 'boutiko-sql-'))
  copyFileSync(bundle, join(dir, 'index.mjs'))
  writeFileSync(join(dir, 'entry.mjs'), WRAPPER)
  return { scriptPath: join(dir, 'entry.mjs'), modulesRoot: dir }
}

export type RecordedFile = {
  testFile: string
  statements: string[]
  /** The same texts by the binding they went to: `DB` (the directory), `SHOP_DB_1`, … */
  byDatabase: Record<string, string[]>
}

/** Writes what the running worker recorded to SQL_LOG_DIR (one file per worker instance). */
export async function saveRecordedStatements(mf: Miniflare, testFile: string) {
  const res = await mf.dispatchFetch(`https://boutiko.test${DUMP_PATH}`)
  const { statements, byDatabase } = (await res.json()) as Omit<RecordedFile, 'testFile'>
  if (statements.length === 0) return
  mkdirSync(SQL_LOG_DIR, { recursive: true })
  const record: RecordedFile = { testFile: basename(testFile), statements, byDatabase }
  writeFileSync(join(SQL_LOG_DIR, `${randomUUID()}.json`), JSON.stringify(record))
}

/** The databases a response traced with TRACE_HEADER says its request asked. */
export const databasesAsked = (res: { headers: { get(name: string): string | null } }) =>
  (res.headers.get(TRACE_HEADER) ?? '').split(',').filter(Boolean)

export type RoundTrips = { total: number; sequential: number; byDatabase: Record<string, number> }

/** The round trips a response traced with TRACE_HEADER says its request made (TRIPS_HEADER). */
export function roundTrips(res: { headers: { get(name: string): string | null } }): RoundTrips {
  const [total = '0', sequential = '0', by = ''] = (res.headers.get(TRIPS_HEADER) ?? '').split(';')
  const byDatabase = Object.fromEntries(
    by
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', count = '0'] = pair.split('=')
        return [name, Number(count)]
      }),
  )
  return { total: Number(total), sequential: Number(sequential), byDatabase }
}

/** Every statement recorded since the worker project started, with the test files running it. */
export function readRecordedStatements(): Map<string, Set<string>> {
  const byStatement = new Map<string, Set<string>>()
  if (!existsSync(SQL_LOG_DIR)) return byStatement
  for (const name of readdirSync(SQL_LOG_DIR)) {
    const record = JSON.parse(readFileSync(join(SQL_LOG_DIR, name), 'utf8')) as RecordedFile
    for (const sql of record.statements) {
      const files = byStatement.get(sql) ?? new Set()
      files.add(record.testFile)
      byStatement.set(sql, files)
    }
  }
  return byStatement
}

/** Every record as saved: one per worker instance of the worker suites. */
export function readRecordedFiles(): RecordedFile[] {
  if (!existsSync(SQL_LOG_DIR)) return []
  return readdirSync(SQL_LOG_DIR).map(
    (name) => JSON.parse(readFileSync(join(SQL_LOG_DIR, name), 'utf8')) as RecordedFile,
  )
}

/** Worker project globalSetup: a run records afresh (no statement of an older run is checked). */
export default function clearRecordedStatements() {
  rmSync(SQL_LOG_DIR, { recursive: true, force: true })
}
