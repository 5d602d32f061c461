import { getTableColumns, is, SQL, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from './client'

/**
 * `INSERT INTO table (…) SELECT <row> WHERE <condition>`: the row goes in only if the condition
 * holds when the statement runs. Check and write are one statement, so concurrent requests cannot
 * all pass a check made before any of them wrote. Values and defaults are encoded as drizzle's
 * own `.values()` would encode them, in the table's column order.
 */
export function insertWhere<T extends SQLiteTable>(
  db: Db,
  table: T,
  /** A value may be SQL, computed by the same statement (as in drizzle's own `.values()`). */
  row: { [K in keyof T['$inferInsert']]: T['$inferInsert'][K] | SQL },
  condition: SQL,
) {
  const values = Object.entries(getTableColumns(table))
    // Generated columns take no value (as in drizzle's own insert).
    .filter(([, col]) => !col.generated)
    .map(([key, col]) => {
      const value = (row as Record<string, unknown>)[key]
      const given = value !== undefined ? value : (col.default ?? col.defaultFn?.())
      if (given === undefined) return sql`null`
      return is(given, SQL) ? given : sql.param(given, col)
    })
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`)
}

/** Rows a write changed, from a result of either driver (D1: meta.changes, libsql: rowsAffected). */
export function changesOf(result: unknown): number {
  const r = result as { meta?: { changes?: number }; rowsAffected?: number }
  return r.meta?.changes ?? r.rowsAffected ?? 0
}
