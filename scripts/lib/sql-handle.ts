/**
 * The few calls `shop:move` makes of a database, over a D1 binding (local through wrangler's
 * platform proxy, or remote) or a libsql client (Turso, a SQLite file): read rows, run one
 * statement, run a batch atomically. Statements use `?` or `?1` parameters, as both accept.
 */
import type { Client, InValue } from '@libsql/client'

export type Row = Record<string, unknown>
export type Statement = { sql: string; params: unknown[] }

export interface SqlHandle {
  all(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs the statements in one transaction; the rows each changed. */
  batch(statements: Statement[]): Promise<number[]>
}

export const d1Handle = (d1: D1Database): SqlHandle => ({
  all: async (sql, params = []) =>
    (
      await d1
        .prepare(sql)
        .bind(...params)
        .all<Row>()
    ).results,
  batch: async (statements) => {
    if (statements.length === 0) return []
    const results = await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)))
    return results.map((r) => r.meta.changes ?? 0)
  },
})

export const libsqlHandle = (client: Client): SqlHandle => ({
  all: async (sql, params = []) => {
    const res = await client.execute({ sql, args: params as InValue[] })
    return res.rows.map((row) => Object.fromEntries(res.columns.map((c, i) => [c, row[i]])))
  },
  batch: async (statements) => {
    if (statements.length === 0) return []
    const results = await client.batch(
      statements.map((s) => ({ sql: s.sql, args: s.params as InValue[] })),
      'write',
    )
    return results.map((r) => r.rowsAffected)
  },
})
