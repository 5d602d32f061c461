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
