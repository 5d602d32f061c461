import { getTableColumns, is, SQL, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from './client'

/**
 * `insert into <table> select <values> where <condition>`: a row written only if `condition`
 * holds when the batch reaches it (the guard of a batch, as status.ts's history row). The values
 * are listed from the table's own columns, in their order, each given value encoded by its
 * column and the others taking their default: a column added tomorrow cannot shift them.
 */
export function insertWhere<T extends SQLiteTable>(
  db: Db,
  table: T,
  values: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL },
  condition: SQL,
) {
  const given = values as Record<string, unknown>
  const list = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given[key]
    if (value !== undefined) return is(value, SQL) ? value : sql.param(value, column)
    const fallback = column.default ?? column.defaultFn?.()
    if (fallback === undefined || fallback === null) return sql`null`
    return is(fallback, SQL) ? fallback : sql.param(fallback, column)
  })
  // drizzle types `select` per table; the list above is the table's own columns.
  return db
    .insert(table as SQLiteTable)
    .select(sql`select ${sql.join(list, sql`, `)} where ${condition}`)
}
