import type { Databases } from '../../scripts/lib/shop-move.ts'
import type { SqlHandle } from '../../scripts/lib/sql-handle.ts'
import { type DatabaseName, database, SHOP_DATABASES } from './worker.ts'

/** The running worker's databases as shop:move opens them (over the test probe's HTTP). */
export const workerDatabases: Databases = {
  names: ['DB', ...SHOP_DATABASES],
  open: (name): SqlHandle => {
    const d1 = database(name as DatabaseName)
    return {
      all: async (sql, params = []) =>
        (
          await d1
            .prepare(sql)
            .bind(...params)
            .all<Record<string, unknown>>()
        ).results,
      batch: async (statements) =>
        statements.length === 0
          ? []
          : (await d1.batch(statements.map((st) => d1.prepare(st.sql).bind(...st.params)))).map(
              (r) => Number(r.meta.changes ?? 0),
            ),
    }
  },
}
