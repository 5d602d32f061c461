import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api'
import * as declared from '../../worker/db/schema/index.ts'

/**
 * The shape of a SQLite database as SQLite itself reports it, normalised so that two databases
 * built by different texts compare equal when they behave the same: drizzle-kit writes
 * `DEFAULT true` and `"t"."col" is not null`, a hand-written migration `DEFAULT 1` and
 * `` `col` IS NOT NULL ``; columns added by ALTER TABLE come last whatever the declaration's
 * order. Used by tests/unit/schema-matches-migrations.test.ts.
 */

export type ColumnShape = {
  type: string
  notNull: boolean
  default: string | null
  /** Position in the primary key, 0 when not part of it. */
  pk: number
}

export type IndexShape = {
  table: string
  unique: boolean
  /** Key columns in order, `expr:<text>` for an expression, ` desc` appended when descending. */
  columns: string[]
  /** The partial index's condition, normalised; null for a full index. */
  where: string | null
}

export type ForeignKeyShape = string

export type TableShape = {
  columns: Record<string, ColumnShape>
  foreignKeys: ForeignKeyShape[]
  /** CHECK constraints by name (`check <n>` for an unnamed one), their condition normalised. */
  checks: Record<string, string>
}

export type SchemaShape = {
  tables: Record<string, TableShape>
  /** Named indexes by name; constraint indexes (sqlite_autoindex_…) by table and columns. */
  indexes: Record<string, IndexShape>
  triggers: string[]
  /** Virtual tables (FTS5) with their module, e.g. `product_search: fts5`. */
  virtualTables: string[]
}

/** SQLite's bookkeeping and D1's, never the project's. */
export const isInternalTable = (name: string) =>
  name.startsWith('sqlite_') || name.startsWith('_cf_') || name === 'd1_migrations'

/**
 * One spelling for one meaning: no quotes around names, no `table.` before a column, keywords
 * and names in lower case, single spaces, no parentheses around the whole text. String literals
 * ('XOF', 'pending') are kept as written: a different value is a different schema.
 */
export function normaliseSql(text: string): string {
  let s = text
    .split(/('(?:[^']|'')*')/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/[`"[\]]/g, '')
            .replace(/\b[a-z_][a-z0-9_]*\.(?=[a-z_])/gi, '')
            .replace(/\s+/g, ' ')
            .replace(/\(\s+/g, '(')
            .replace(/\s+\)/g, ')')
            .replace(/\s*,\s*/g, ', ')
            .toLowerCase(),
    )
    .join('')
    .trim()
  while (s.startsWith('(') && s.endsWith(')') && closesAtEnd(s)) s = s.slice(1, -1).trim()
  return s
}

/** Whether the parenthesis opening `s` is the one closing it (so both can go). */
function closesAtEnd(s: string): boolean {
  let depth = 0
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '(') depth++
    else if (s[i] === ')') depth--
    if (depth === 0) return i === s.length - 1
  }
  return false
}

/** SQLite stores a boolean default as written: `true` and `1` are the same value. */
function normaliseDefault(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const s = normaliseSql(String(value))
  if (s === 'true') return '1'
  if (s === 'false') return '0'
  return s
}

/** The text between the top-level parentheses after `ON table` (an index's key list). */
function keyList(createIndex: string): string {
  const on = createIndex.search(/\bon\b/i)
  return parenthesised(createIndex, createIndex.indexOf('(', on))
}

/** The text inside the parenthesis opening at `open`. */
function parenthesised(text: string, open: number): string {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')') depth--
    if (depth === 0) return text.slice(open + 1, i)
  }
  return text.slice(open + 1)
}

/** The CHECK constraints of a CREATE TABLE text (SQLite keeps no other record of them). */
function checksOf(createTable: string): Record<string, string> {
  const checks: Record<string, string> = {}
  const found = /(?:\bconstraint\s+[`"]?(\w+)[`"]?\s+)?\bcheck\s*\(/gi
  let n = 0
  for (const m of createTable.matchAll(found)) {
    const name = m[1] ?? `check ${++n}`
    checks[name] = normaliseSql(parenthesised(createTable, m.index + m[0].length - 1))
  }
  return checks
}

/** Splits an index's key list at its top-level commas. */
function keyParts(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++
    else if (list[i] === ')') depth--
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i))
      start = i + 1
    }
  }
  parts.push(list.slice(start))
  return parts
}

const rows = async (db: Client, sql: string) => (await db.execute(sql)).rows

/** Reads the shape of every table, index, trigger and virtual table of `db`. */
export async function schemaShape(db: Client): Promise<SchemaShape> {
  const master = await rows(
    db,
    "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  const shape: SchemaShape = { tables: {}, indexes: {}, triggers: [], virtualTables: [] }
  const virtual = new Set<string>()
  for (const m of master) {
    const sql = String(m.sql ?? '')
    if (m.type === 'table' && /^create virtual table/i.test(sql)) {
      virtual.add(String(m.name))
      const module = /\busing\s+(\w+)/i.exec(sql)?.[1]?.toLowerCase() ?? '?'
      shape.virtualTables.push(`${m.name}: ${module}`)
    }
    if (m.type === 'trigger') shape.triggers.push(String(m.name))
  }
  const tables = master
    .filter((m) => m.type === 'table' && !isInternalTable(String(m.name)))
    .map((m) => String(m.name))
    .filter((name) => !virtual.has(name))
  const tableSql = new Map(
    master.filter((m) => m.type === 'table').map((m) => [String(m.name), String(m.sql ?? '')]),
  )
  const indexSql = new Map(
    master.filter((m) => m.type === 'index').map((m) => [String(m.name), String(m.sql ?? '')]),
  )
  for (const table of tables) {
    const columns: Record<string, ColumnShape> = {}
    for (const c of await rows(db, `PRAGMA table_info('${table}')`))
      columns[String(c.name)] = {
        type: String(c.type).toUpperCase(),
        notNull: Number(c.notnull) === 1,
        default: normaliseDefault(c.dflt_value),
        pk: Number(c.pk),
      }
    const foreignKeys = (await rows(db, `PRAGMA foreign_key_list('${table}')`))
      .map(
        (f) =>
          `${f.from} → ${f.table}(${f.to ?? ''}) on delete ${String(f.on_delete).toLowerCase()}` +
          ` on update ${String(f.on_update).toLowerCase()}`,
      )
      .sort()
    shape.tables[table] = { columns, foreignKeys, checks: checksOf(tableSql.get(table) ?? '') }

    for (const ix of await rows(db, `PRAGMA index_list('${table}')`)) {
      const name = String(ix.name)
      // The primary key's own index is the columns' `pk`, compared above.
      if (ix.origin === 'pk') continue
      const sql = indexSql.get(name) ?? ''
      const parts = sql ? keyParts(keyList(sql)) : []
      const keys = (await rows(db, `PRAGMA index_xinfo('${name}')`)).filter(
        (k) => Number(k.key) === 1,
      )
      const columns = keys.map((k, i) => {
        const column =
          k.name === null ? `expr:${normaliseSql(parts[i] ?? '?').replace(/ desc$/, '')}` : k.name
        return `${column}${Number(k.desc) === 1 ? ' desc' : ''}`
      })
      const where = /\bwhere\b([\s\S]*)$/i.exec(sql)?.[1]
      const key = name.startsWith('sqlite_autoindex_')
        ? `${table}: unique constraint (${columns.join(', ')})`
        : name
      shape.indexes[key] = {
        table,
        unique: Number(ix.unique) === 1,
        columns,
        where: where ? normaliseSql(where) : null,
      }
    }
  }
  shape.triggers.sort()
  shape.virtualTables.sort()
  return shape
}

const MIGRATIONS = join(import.meta.dirname, '../../migrations')

/** Every `migrations/*.sql` in order, as one database applying them would run them. */
export function migrationFiles(dir = MIGRATIONS): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({
      name,
      sql: readFileSync(join(dir, name), 'utf8').replaceAll('--> statement-breakpoint', ''),
    }))
}

/** A fresh in-memory database with every migration applied. */
export async function migratedDatabase(): Promise<Client> {
  const db = createClient({ url: ':memory:' })
  for (const { sql } of migrationFiles()) await db.executeMultiple(sql)
  return db
}

/**
 * drizzle-kit's snapshot of the tables `worker/db/schema` declares (what `drizzle-kit generate`
 * compares with the last snapshot of migrations/meta).
 */
export const declaredSnapshot = (schema: Record<string, unknown> = declared) =>
  generateSQLiteDrizzleJson(schema)

/**
 * A fresh in-memory database holding exactly what the declared tables would create: the
 * statements drizzle-kit writes for them from nothing.
 */
export async function declaredDatabase(schema: Record<string, unknown> = declared) {
  const empty = await generateSQLiteDrizzleJson({})
  const statements = await generateSQLiteMigration(empty, await declaredSnapshot(schema))
  const db = createClient({ url: ':memory:' })
  await db.executeMultiple(statements.map((s) => `${s};`).join('\n'))
  return db
}

const show = (value: unknown) => JSON.stringify(value)

/**
 * Every way `declared` differs from `migrated`, one line each; empty when they are the same.
 * `sqlOnly` names the tables only the SQL creates on purpose, left out of the comparison.
 */
export function shapeDifferences(
  migrated: SchemaShape,
  declared: SchemaShape,
  sqlOnly: readonly string[] = [],
): string[] {
  const out: string[] = []
  const skip = new Set(sqlOnly)
  const names = (shape: SchemaShape) => Object.keys(shape.tables).filter((t) => !skip.has(t))
  for (const table of new Set([...names(migrated), ...names(declared)])) {
    const [m, d] = [migrated.tables[table], declared.tables[table]]
    if (!d) {
      out.push(`${table}: created by the migrations, not declared in worker/db/schema`)
      continue
    }
    if (!m) {
      out.push(`${table}: declared in worker/db/schema, created by no migration`)
      continue
    }
    for (const column of new Set([...Object.keys(m.columns), ...Object.keys(d.columns)])) {
      const [mc, dc] = [m.columns[column], d.columns[column]]
      if (!dc) out.push(`${table}.${column}: migrated, not declared`)
      else if (!mc) out.push(`${table}.${column}: declared, not migrated`)
      else if (show(mc) !== show(dc))
        out.push(`${table}.${column}: migrated ${show(mc)}, declared ${show(dc)}`)
    }
    for (const fk of m.foreignKeys)
      if (!d.foreignKeys.includes(fk))
        out.push(`${table}: foreign key ${fk} migrated, not declared`)
    for (const fk of d.foreignKeys)
      if (!m.foreignKeys.includes(fk))
        out.push(`${table}: foreign key ${fk} declared, not migrated`)
    for (const check of new Set([...Object.keys(m.checks), ...Object.keys(d.checks)]))
      if (m.checks[check] !== d.checks[check])
        out.push(
          `${table}: check ${check} migrated ${show(m.checks[check] ?? null)}, declared ${show(d.checks[check] ?? null)}`,
        )
  }
  const indexes = (shape: SchemaShape) =>
    Object.keys(shape.indexes).filter((name) => !skip.has(shape.indexes[name]!.table))
  for (const name of new Set([...indexes(migrated), ...indexes(declared)])) {
    const [m, d] = [migrated.indexes[name], declared.indexes[name]]
    if (!d) out.push(`index ${name}: migrated, not declared`)
    else if (!m) out.push(`index ${name}: declared, not migrated`)
    else if (show(m) !== show(d))
      out.push(`index ${name}: migrated ${show(m)}, declared ${show(d)}`)
  }
  return out
}
