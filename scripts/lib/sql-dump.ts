/**
 * `wrangler d1 export` writes each table's rows right after its CREATE TABLE, in name order,
 * so a restore inserts into `categories` before `stores` exists and D1 refuses the foreign
 * key. This puts a dump in a restorable order: pragmas, every table, rows parents-first,
 * then indexes and the rest.
 */

/** Splits SQL on `;` outside quotes ('…' with '' escapes, "…", `…`) and trigger bodies. */
export function splitStatements(sql: string): string[] {
  const out: string[] = []
  let start = 0
  let quote: string | null = null
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!
    if (quote) {
      if (ch === quote) {
        if (quote === "'" && sql[i + 1] === "'") i++
        else quote = null
      }
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch
    else if (ch === ';') {
      const stmt = sql.slice(start, i).trim()
      // A trigger's body holds statements of its own: the trigger ends at its END.
      if (/^CREATE\s+(?:TEMP(?:ORARY)?\s+)?TRIGGER\b/i.test(stmt) && !/\bEND$/i.test(stmt)) continue
      if (stmt) out.push(stmt)
      start = i + 1
    }
  }
  const rest = sql.slice(start).trim()
  if (rest) out.push(rest)
  return out
}

const ident = (s: string) => s.replace(/^[`"[]|[`"\]]$/g, '')

function tableOf(stmt: string, pattern: RegExp): string | null {
  const m = pattern.exec(stmt)
  return m ? ident(m[1]!) : null
}

/** Tables ordered so that every table comes after those its foreign keys point to. */
function parentsFirst(creates: Map<string, string>): string[] {
  const deps = new Map<string, Set<string>>()
  for (const [table, stmt] of creates) {
    const refs = [...stmt.matchAll(/REFERENCES\s+([`"]?\w+[`"]?)/gi)].map((m) => ident(m[1]!))
    deps.set(table, new Set(refs.filter((r) => r !== table && creates.has(r))))
  }
  const ordered: string[] = []
  const seen = new Set<string>()
  const visit = (t: string) => {
    if (seen.has(t)) return
    seen.add(t)
    for (const d of deps.get(t) ?? []) visit(d)
    ordered.push(t)
  }
  for (const t of [...creates.keys()].sort()) visit(t)
  return ordered
}

export function restorableDump(sql: string): string {
  const statements = splitStatements(sql)
  const pragmas: string[] = []
  const creates = new Map<string, string>()
  const inserts = new Map<string, string[]>()
  const rest: string[] = []
  for (const stmt of statements) {
    const created = tableOf(stmt, /^CREATE TABLE\s+(?:IF NOT EXISTS\s+)?([`"]?\w+[`"]?)/i)
    const inserted = tableOf(stmt, /^INSERT INTO\s+([`"]?\w+[`"]?)/i)
    if (/^PRAGMA/i.test(stmt)) pragmas.push(stmt)
    else if (created) creates.set(created, stmt)
    // sqlite_sequence and other internal tables keep their place among the other statements.
    else if (inserted && !inserted.startsWith('sqlite_'))
      inserts.set(inserted, [...(inserts.get(inserted) ?? []), stmt])
    else rest.push(stmt)
  }
  const order = parentsFirst(creates)
  const rows = [...order, ...[...inserts.keys()].filter((t) => !creates.has(t))].flatMap(
    (t) => inserts.get(t) ?? [],
  )
  return `${[...pragmas, ...order.map((t) => creates.get(t)!), ...rows, ...rest].join(';\n')};\n`
}
