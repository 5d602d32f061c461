/**
 * D1 backup and restore, local or remote, with wrangler only (no account needed locally).
 *
 *   npm run db:backup                         → backups/boutiko-<date>.sql from the local D1
 *   npm run db:backup -- --remote             → the same from the production D1
 *   npm run db:restore -- backups/x.sql       → replaces the local D1 with the backup
 *   npm run db:restore -- backups/x.sql --remote --database boutiko-restore
 *                                             → loads it into an EMPTY remote D1 (create it first)
 *
 * Options: --output FILE (backup), --cwd DIR (run as if in DIR: used by the tests).
 * For production, D1 Time Travel (`wrangler d1 time-travel restore`) restores in place to any
 * minute of the last 30 days; these SQL dumps are the portable copy you keep elsewhere.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { restorableDump } from './lib/sql-dump.ts'

type Options = {
  command: 'backup' | 'restore'
  file?: string
  remote: boolean
  cwd: string
  database: string
}

function parse(argv: string[]): Options {
  const [command, ...rest] = argv
  if (command !== 'backup' && command !== 'restore')
    throw new Error('usage: backup.ts backup|restore [file] [--remote] [--output F] [--cwd D]')
  const opt = (name: string) => {
    const i = rest.indexOf(name)
    return i >= 0 ? rest[i + 1] : undefined
  }
  const positional = rest.find((a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--'))
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)
  return {
    command,
    remote: rest.includes('--remote'),
    cwd: resolve(opt('--cwd') ?? '.'),
    database: opt('--database') ?? 'DB',
    file: command === 'backup' ? (opt('--output') ?? `backups/boutiko-${stamp}.sql`) : positional,
  }
}

const WRANGLER = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.bin',
  'wrangler',
)

function wrangler(o: Options, args: string[]) {
  // The project's own wrangler, pointed at the target folder with --cwd.
  const r = spawnSync(WRANGLER, [...args, o.remote ? '--remote' : '--local', '--cwd', o.cwd], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  })
  if (r.status !== 0)
    throw new Error(`wrangler ${args[0]} ${args[1]} a échoué :\n${r.stderr || r.stdout}`)
  return r.stdout
}

/**
 * The storefront's search index (migration 0018, ADR 025): an FTS5 virtual table, which
 * `wrangler d1 export` refuses to export, fed by triggers. It is derived from the catalogue,
 * so a backup leaves it out and a restore rebuilds it by running that migration again.
 */
const SEARCH_INDEX = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'migrations',
  '0018_add_product_search.sql',
)

function dropSearchIndex(o: Options) {
  const triggers = [
    ...readFileSync(SEARCH_INDEX, 'utf8').matchAll(/CREATE TRIGGER IF NOT EXISTS `(\w+)`/g),
  ].map((m) => `DROP TRIGGER IF EXISTS \`${m[1]}\`;`)
  const sql = [...triggers, 'DROP TABLE IF EXISTS `product_search`;'].join(' ')
  wrangler(o, ['d1', 'execute', o.database, '--command', sql, '--yes'])
}

const buildSearchIndex = (o: Options) =>
  wrangler(o, ['d1', 'execute', o.database, '--file', SEARCH_INDEX, '--yes'])

/**
 * The index is dropped for the export and rebuilt right after, whatever happens: for that
 * time (seconds) the storefront search answers nothing (an error), the catalogue is intact.
 */
export function backup(o: Options): string {
  const file = resolve(o.cwd, o.file!)
  mkdirSync(dirname(file), { recursive: true })
  dropSearchIndex(o)
  try {
    wrangler(o, ['d1', 'export', o.database, '--output', file, '--skip-confirmation'])
  } finally {
    buildSearchIndex(o)
  }
  return file
}

export function restore(o: Options): void {
  if (!o.file || !existsSync(resolve(o.cwd, o.file)))
    throw new Error(`Sauvegarde introuvable : ${o.file ?? '(aucune)'}`)
  // A dump recreates every table: it must go into an empty database. Locally we empty it;
  // remotely the target must be a freshly created database (never the live one).
  if (!o.remote)
    rmSync(join(o.cwd, '.wrangler', 'state', 'v3', 'd1'), { recursive: true, force: true })
  const ordered = `${resolve(o.cwd, o.file)}.restore.sql`
  writeFileSync(ordered, restorableDump(readFileSync(resolve(o.cwd, o.file), 'utf8')))
  try {
    wrangler(o, ['d1', 'execute', o.database, '--file', ordered, '--yes'])
    buildSearchIndex(o)
  } finally {
    rmSync(ordered, { force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const o = parse(process.argv.slice(2))
  if (o.command === 'backup') console.log(`Sauvegarde écrite : ${backup(o)}`)
  else {
    restore(o)
    console.log(`Base restaurée depuis ${o.file}`)
  }
}

export { parse }
