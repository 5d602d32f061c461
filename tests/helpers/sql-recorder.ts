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
import { DUMP_PATH, recordingModule, TRACE_HEADER } from '../../scripts/lib/sql-trips.ts'

export {
  type RoundTrips,
  recordingModule,
  roundTrips,
  TRACE_HEADER,
  TRIPS_HEADER,
} from '../../scripts/lib/sql-trips.ts'

/**
 * Every SQL text the worker prepares during the worker suites, kept for the query-plan check
 * (tests/plans/query-plans.test.ts, ADR 034). The production bundle is not changed: the tests
 * run it behind this test-only module, which hands the bundle an env whose D1 bindings note
 * each `prepare(sql)` — drizzle's queries and batches and any raw `prepare` alike, since every
 * D1 statement starts there — and answers the distinct texts on a path of its own.
 */
export const SQL_LOG_DIR = join(import.meta.dirname, '..', '..', '.build', 'sql-statements')

/** A folder holding the recording entry and a copy of `bundle` beside it, for Miniflare. */
export function recordingEntry(bundle: string): { scriptPath: string; modulesRoot: string } {
  const dir = mkdtempSync(join(tmpdir(), 'boutiko-sql-'))
  copyFileSync(bundle, join(dir, 'index.mjs'))
  writeFileSync(join(dir, 'entry.mjs'), recordingModule())
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
