import { beforeAll, describe, expect, it } from 'vitest'
import { tablesLiving } from '../../worker/db/schema/placement.ts'
import { type RecordedFile, readRecordedFiles, SQL_LOG_DIR } from '../helpers/sql-recorder.ts'

/**
 * Runs after the worker suites, like the query-plan check: every SQL text the worker sent is
 * recorded with the database it went to (tests/helpers/sql-recorder.ts). In those suites shops
 * live on the three shop databases and the directory holds none (tests/helpers/worker.ts), so
 * a statement naming a table on the wrong side is a service reading or writing where the row
 * does not live (ADR 036, "Where each row lives") — a read that finds nothing, or a row that
 * a later read will miss.
 */

/** Where each table lives: worker/db/schema/placement.ts (the reason of each `both` there). */
const DIRECTORY_ONLY = new Set<string>(tablesLiving('directory'))
const BOTH = new Set<string>(tablesLiving('both'))

// `(?!set\b)`: an upsert's `on conflict … do update set` names no table; `json_each(…)` is
// SQLite's function over a bound JSON value, no table either.
const TABLE = /\b(?:from|join|into|update)\s+(?!set\b|json_each\b)["`]?([a-z_]+)["`]?/gi

const tablesIn = (sql: string) => new Set([...sql.matchAll(TABLE)].map((m) => m[1]!.toLowerCase()))

let files: RecordedFile[]
beforeAll(() => {
  // A platform persisted by wrangler (backup tests) is the directory alone: nothing to split.
  files = readRecordedFiles().filter((f) =>
    Object.keys(f.byDatabase ?? {}).some((name) => name.startsWith('SHOP_DB_')),
  )
})

function offences(wrong: (table: string, database: string) => boolean) {
  const found = new Map<string, Set<string>>()
  for (const file of files)
    for (const [database, statements] of Object.entries(file.byDatabase))
      for (const sql of statements)
        for (const table of tablesIn(sql))
          if (wrong(table, database)) {
            const key = `${database} ← [${table}] ${sql.slice(0, 220)}`
            found.set(key, (found.get(key) ?? new Set()).add(file.testFile))
          }
  return [...found].map(([key, by]) => `${key}\n    run by ${[...by].join(', ')}`)
}

describe('each database is asked only for the rows it holds', () => {
  it('has statements on shop databases to check (the worker project records them first)', () => {
    expect(files.length, `no split runs recorded in ${SQL_LOG_DIR}`).toBeGreaterThan(10)
  })

  it('never asks a shop database for the platform’s rows', () => {
    const found = offences((table, db) => db !== 'DB' && DIRECTORY_ONLY.has(table))
    expect(found.length, `platform rows asked of a shop database:\n${found.join('\n')}`).toBe(0)
  })

  it('never asks the directory for a shop’s own rows', () => {
    const found = offences(
      (table, db) => db === 'DB' && !DIRECTORY_ONLY.has(table) && !BOTH.has(table),
    )
    expect(found.length, `shop rows asked of the directory:\n${found.join('\n')}`).toBe(0)
  })
})
