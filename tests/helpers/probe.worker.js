/**
 * Test-only worker, started beside the production bundle in the same Miniflare and bound to the
 * same D1, R2 bucket and Cache API. Tests reach it over HTTP (`dispatchFetch` to PROBE_ORIGIN),
 * never through Miniflare's binding proxies: every proxy property read and first call is a
 * *synchronous* round trip (`Atomics.wait` on a worker thread), and that handshake can wake on the
 * previous call's late notify and fail `assert(message?.id === id)` (see tests/helpers/probe.ts).
 *
 * POST /d1[?binding=SHOP_DB_n]  the directory, or that shop database:
 *              { op: 'first'|'all'|'run'|'raw', statements: [{ sql, params }], column? }
 *              { op: 'batch', statements } | { op: 'exec', sql }
 * GET  /r2     the FILES bucket's keys
 * PUT  /r2?key=…  puts the body in the FILES bucket under that key (the request's content type)
 * GET  /cache?url=…  the entry of the default Cache API under that key, as it is kept
 * DELETE /cache?url=…  drops that entry
 * POST /audience/flush?store=…  writes that shop's pending storefront views now (ADR 056)
 */
export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    try {
      if (url.pathname === '/d1') {
        // `?binding=SHOP_DB_2`: one of the shop databases (ADR 036); the directory by default.
        const binding = url.searchParams.get('binding') ?? 'DB'
        if (binding !== 'DB' && !/^SHOP_DB_\d+$/.test(binding)) throw new Error(`no D1 ${binding}`)
        const db = env[binding]
        if (!db) throw new Error(`no D1 bound as ${binding}`)
        return Response.json(await d1(db, await request.json()))
      }
      if (url.pathname === '/r2' && request.method === 'PUT') {
        const type = request.headers.get('content-type')
        await env.FILES.put(url.searchParams.get('key'), await request.arrayBuffer(), {
          httpMetadata: type ? { contentType: type } : undefined,
        })
        return Response.json(true)
      }
      if (url.pathname === '/r2') {
        const { objects } = await env.FILES.list({ limit: 1000 })
        return Response.json(objects.map((o) => o.key))
      }
      if (url.pathname === '/cache' && request.method === 'DELETE') {
        const dropped = await caches.default.delete(url.searchParams.get('url'))
        return Response.json(dropped)
      }
      if (url.pathname === '/cache') {
        const kept = await caches.default.match(url.searchParams.get('url'))
        return kept ? new Response(kept.body, kept) : new Response(null, { status: 204 })
      }
      if (url.pathname === '/audience/flush') {
        const id = env.AUDIENCE.idFromName(url.searchParams.get('store'))
        return Response.json(await env.AUDIENCE.get(id).flush())
      }
      return new Response('unknown probe path', { status: 404 })
    } catch (error) {
      return Response.json({ error: String(error?.stack ?? error) }, { status: 500 })
    }
  },
}

async function d1(db, { op, sql, statements = [], column }) {
  if (op === 'exec') return db.exec(sql)
  const prepared = statements.map((s) => db.prepare(s.sql).bind(...s.params))
  if (op === 'batch') return db.batch(prepared)
  const [statement] = prepared
  if (op === 'first') return { value: await statement.first(column) }
  if (op === 'all') return statement.all()
  if (op === 'run') return statement.run()
  if (op === 'raw') return statement.raw()
  throw new Error(`unknown op ${op}`)
}
