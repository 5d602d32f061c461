import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { migrationScript } from '../../scripts/lib/migration-script.ts'

const ROOT = join(import.meta.dirname, '..', '..')

/**
 * `EXPLAIN QUERY PLAN` of the worker's SQL against a database migrated with every migration
 * (node:sqlite, in memory, no rows: the plan SQLite picks from the schema alone). Parameters
 * stay unbound: the plan is chosen at prepare time, not from the values. ADR 034.
 */
export type PlanRow = { id: number; parent: number; detail: string }

export function migratedDatabase(root = ROOT): DatabaseSync {
  const db = new DatabaseSync(':memory:')
  for (const statement of migrationScript(root).split('\n')) db.exec(statement)
  return db
}

/** The schema's own tables, virtual ones included (not sqlite's nor D1's bookkeeping). */
export function tablesOf(db: DatabaseSync): Set<string> {
  const rows = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'",
    )
    .all() as { name: string }[]
  return new Set(rows.map((r) => r.name))
}

export const planOf = (db: DatabaseSync, sql: string): PlanRow[] =>
  db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as PlanRow[]

/** Words that may follow a table name without being its alias. */
const NOT_ALIASES = new Set(
  'where on join left right inner outer cross natural full using set order group limit values select union except intersect having window returning as default indexed not'.split(
    ' ',
  ),
)

/** alias → table, from `"table" "alias"`, `table AS alias`, `` `table` alias `` in the text. */
export function aliasesOf(sql: string, tables: Set<string>): Map<string, string> {
  const aliases = new Map<string, string>()
  const pattern = /[`"]?(\w+)[`"]?\s+(?:as\s+)?[`"]?(\w+)[`"]?/gi
  for (const [, table, alias] of sql.matchAll(pattern)) {
    if (!table || !alias || !tables.has(table)) continue
    if (NOT_ALIASES.has(alias.toLowerCase()) || tables.has(alias)) continue
    aliases.set(alias, table)
  }
  return aliases
}

export type FullScan = { table: string; detail: string }

/** The statement without what is inside parentheses (subqueries, IN lists, function calls). */
function outerText(sql: string): string {
  let text = sql
  for (
    let inner = text.replace(/\([^()]*\)/g, '');
    inner !== text;
    inner = text.replace(/\([^()]*\)/g, '')
  )
    text = inner
  return text
}

/** The schema's tables the SQL text names (quoted or not). */
const namedTables = (sql: string, tables: Set<string>) =>
  new Set([...sql.matchAll(/[`"]?(\w+)[`"]?/g)].map((m) => m[1]!).filter((w) => tables.has(w)))

/**
 * The whole-table reads of a plan. SQLite writes `SEARCH t USING INDEX i (col=?)` for a read
 * bounded by an index, and `SCAN t` for one that visits every row of t — with `USING [COVERING]
 * INDEX i` when it walks a whole index instead (a count, an order): every row still, so it
 * counts too. Two index walks are bounded and do not count:
 * - a walk in the index's order under a LIMIT, with no WHERE outside parentheses (a correlated
 *   subquery's own WHERE is its own read) and no sort of its own: it stops after the page (an
 *   admin list's page, newest first);
 * - in an INSERT, a scan of a table the statement does not name: the foreign-key check of the
 *   rows that point at the new row, which SQLite skips at run time while no constraint is
 *   violated (OP_FkIfZero; immediate constraints never leave one violated).
 * A virtual table (the FTS5 search) scans whole when no constraint reaches it (`INDEX n:` with
 * nothing after the colon). Subqueries, CTEs, json_each and constant rows are not tables of the
 * schema and never count. Triggers' statements do not appear in a plan (ADR 034 says why the
 * counters' triggers stay bounded).
 */
export function fullScans(plan: PlanRow[], sql: string, tables: Set<string>): FullScan[] {
  const aliases = aliasesOf(sql, tables)
  const named = namedTables(sql, tables)
  const isInsert = /^\s*insert\b/i.test(sql)
  const outer = outerText(sql)
  const pagedWalk =
    /\blimit\b/i.test(outer) &&
    !/\bwhere\b/i.test(outer) &&
    !plan.some((r) => r.detail.startsWith('USE TEMP B-TREE'))
  const scans: FullScan[] = []
  for (const { detail } of plan) {
    const m = /^SCAN (\S+)(.*)$/.exec(detail)
    if (!m?.[1]) continue
    const table = tables.has(m[1]) ? m[1] : aliases.get(m[1])
    if (!table) continue
    const rest = m[2] ?? ''
    if (/VIRTUAL TABLE INDEX \d+:\S/.test(rest)) continue
    if (pagedWalk && /USING (COVERING )?INDEX/.test(rest)) continue
    if (isInsert && !named.has(table)) continue
    scans.push({ table, detail })
  }
  return scans
}
