/**
 * The local D1 databases of `npm start` (wrangler's state folder, `.wrangler/state/v3`), opened
 * in Miniflare under wrangler.toml's database ids, as `wrangler dev` opens them. Queries go to a
 * small worker over `dispatchFetch`, never through Miniflare's binding proxies: their
 * synchronous handshake can lose step on a busy machine (tests/helpers/probe.ts says how).
 */
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import type { SqlHandle } from './sql-handle.ts'

const SCRIPT = `export default {
  async fetch(request, env) {
    const { binding, op, sql, params, statements } = await request.json()
    const db = env[binding]
    try {
      if (op === 'all') return Response.json((await db.prepare(sql).bind(...params).all()).results)
      const results = await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)))
      return Response.json(results.map((r) => r.meta.changes ?? 0))
    } catch (error) {
      return Response.json({ error: String(error && error.message || error) }, { status: 500 })
    }
  },
}`

export type LocalDatabases = { open(binding: string): SqlHandle; dispose(): Promise<void> }

/** `ids`: wrangler.toml's `database_id` of each binding. */
export function openLocalDatabases(stateDir: string, ids: Record<string, string>): LocalDatabases {
  const mf = new Miniflare({
    modules: true,
    script: SCRIPT,
    compatibilityDate: '2025-09-01',
    d1Databases: ids,
    d1Persist: join(stateDir, 'd1'),
  })
  const call = async <T>(body: Record<string, unknown>): Promise<T> => {
    const res = await mf.dispatchFetch('http://local-d1/', {
      method: 'POST',
      body: JSON.stringify(body),
    })
    const reply = (await res.json()) as T | { error: string }
    if (res.status !== 200) throw new Error((reply as { error: string }).error)
    return reply as T
  }
  return {
    open: (binding) => ({
      all: (sql, params = []) => call({ binding, op: 'all', sql, params }),
      batch: async (statements) =>
        statements.length === 0 ? [] : call({ binding, op: 'batch', statements }),
    }),
    dispose: () => mf.dispose(),
  }
}

/** wrangler.toml's `database_id` of every `[[d1_databases]]` block, by binding. */
export function d1DatabaseIds(toml: string): Record<string, string> {
  const ids: Record<string, string> = {}
  for (const block of toml.split(/^\[\[d1_databases\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\[/m)[0] ?? ''
    const binding = /^binding\s*=\s*"([^"]+)"/m.exec(body)?.[1]
    const id = /^database_id\s*=\s*"([^"]+)"/m.exec(body)?.[1]
    if (binding && id) ids[binding] = id
  }
  return ids
}
