import { beforeAll, describe, expect, it } from 'vitest'
import { fullScans, migratedDatabase, planOf, tablesOf } from '../helpers/query-plans.ts'
import { readRecordedStatements, SQL_LOG_DIR } from '../helpers/sql-recorder.ts'
import { SCANS_ALLOWED, WHOLE_TABLE_READS_ALLOWED } from './scan-allowlist.ts'

/**
 * Runs after the worker suites (vitest.config.ts, groupOrder): every SQL text the worker
 * prepared during them (tests/helpers/sql-recorder.ts) is planned against the migrated schema,
 * and none may read a whole table the allowlist does not name (ADR 034): a request's cost must
 * follow the shop's own rows, a scheduled job's the rows that are due.
 */
// Read when the tests run, not when the file loads: after the worker suites wrote them.
let recorded: ReturnType<typeof readRecordedStatements>
let db: ReturnType<typeof migratedDatabase>
let tables: Set<string>
beforeAll(() => {
  recorded = readRecordedStatements()
  db = migratedDatabase()
  tables = tablesOf(db)
})

const allowed = (table: string, sql: string) =>
  table in WHOLE_TABLE_READS_ALLOWED ||
  SCANS_ALLOWED.some((a) => a.table === table && sql.includes(a.sqlIncludes))

describe('the query plan of every statement the worker suites ran', () => {
  it('has statements to check (the worker project records them first)', () => {
    expect(
      recorded.size,
      `no SQL recorded in ${SQL_LOG_DIR}: run the worker project first (npm test runs it before this one)`,
    ).toBeGreaterThan(100)
  })

  it('reads no whole shop-owned or platform-wide table outside the allowlist', () => {
    const offences: string[] = []
    for (const [sql, files] of recorded) {
      let plan: ReturnType<typeof planOf>
      try {
        plan = planOf(db, sql)
      } catch (error) {
        offences.push(
          `unplannable (${(error as Error).message}): ${sql}\n    run by ${[...files].join(', ')}`,
        )
        continue
      }
      for (const scan of fullScans(plan, sql, tables)) {
        if (allowed(scan.table, sql)) continue
        offences.push(`${scan.detail} [${scan.table}]: ${sql}\n    run by ${[...files].join(', ')}`)
      }
    }
    // The count alone in the assertion: the message lists each read once, with its test files.
    expect(offences.length, `whole-table reads:\n${offences.join('\n')}`).toBe(0)
  })

  it('allows only scans that still happen (a stale allowlist entry is removed)', () => {
    const used = SCANS_ALLOWED.filter((a) =>
      [...recorded.keys()].some(
        (sql) =>
          sql.includes(a.sqlIncludes) &&
          fullScans(planOf(db, sql), sql, tables).some((s) => s.table === a.table),
      ),
    )
    expect(used).toEqual(SCANS_ALLOWED)
  })
})
