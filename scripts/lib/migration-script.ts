import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every `migrations/*.sql` in order, split into statements the way drizzle-kit writes them. */
function migrationStatements(root: string): string[] {
  const dir = join(root, 'migrations')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * The migrations as one text for D1's `exec()`, which runs one statement per line: comment lines
 * dropped, each statement folded onto a single line (no migration has a newline inside a string).
 *
 * One `exec` is one request; the tests send it over HTTP to their probe worker, never through
 * Miniflare's synchronous binding proxy (tests/helpers/probe.ts says why).
 */
export function migrationScript(root: string): string {
  return migrationStatements(root)
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .map((line) => line.trim())
        .join(' '),
    )
    .filter(Boolean)
    .join('\n')
}

/**
 * The directory's statements opening shop databases for placement and closing the directory's
 * own (ADR 036): new shops then land on `names` only, spread by their count of shops. Run once,
 * on a fresh directory (the local platform's first start, each test worker).
 */
export function openShopDatabasesSql(names: readonly string[]): string {
  const rows = names.map((name) => `('${name.replace(/[^A-Z0-9_]/g, '')}', 1)`).join(', ')
  return [
    `UPDATE shop_databases SET open = 0 WHERE name = 'DB';`,
    `INSERT INTO shop_databases (name, open) VALUES ${rows} ON CONFLICT(name) DO UPDATE SET open = 1;`,
  ].join('\n')
}
