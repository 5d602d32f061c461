/**
 * Counting a request's database round trips around the production bundle, without changing it:
 * an entry module that imports the bundle and hands it an env whose D1 bindings note each
 * statement and time each wait. The worker tests run behind it (tests/helpers/sql-recorder.ts,
 * which also keeps the statements for the query-plan check), and so does the bench's table of
 * round trips (scripts/bench/round-trips.ts): one source, so both count the same thing.
 */

/** Path the entry answers with every statement text it saw (the query-plan check reads it). */
export const DUMP_PATH = '/__sql-recorder/statements'
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

/**
 * The recording entry's source: it imports the worker from `bundleModule` (a path relative to
 * the entry, `./index.mjs` beside it by default) and exports the same handlers.
 */
export const recordingModule = (bundleModule = './index.mjs') =>
  `import worker from '${bundleModule}'
// The bundle's Durable Object classes, which Miniflare finds on the entry module.
export * from '${bundleModule}'
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
  // A wait outlasting its request (work left to waitUntil) must not touch the next one's count.
  const mine = trips
  const done = () => { if (trips === mine) inFlight-- }
  mine.total++
  if (inFlight === 0) mine.sequential++
  mine.byDatabase[name] = (mine.byDatabase[name] ?? 0) + 1
  inFlight++
  let settled
  try {
    settled = Promise.resolve(call())
  } catch (error) {
    done()
    throw error
  }
  return settled.finally(done)
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
