/**
 * Every D1 database of wrangler.toml at once (ADR 036):
 *   tsx scripts/databases.ts migrate --local|--remote   applies the migrations to each database
 *   tsx scripts/databases.ts check --local|--remote     fails unless each is at the last migration
 * `npm run db:migrate:local` / `db:migrate:remote` and the `predeploy` check call it.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { d1Bindings, pendingMigrations, refuseDeploy } from './lib/databases.ts'

const [command, where] = process.argv.slice(2)
if (
  !['migrate', 'check'].includes(command ?? '') ||
  !['--local', '--remote'].includes(where ?? '')
) {
  console.error('Usage : tsx scripts/databases.ts migrate|check --local|--remote')
  process.exit(2)
}
const bindings = d1Bindings(readFileSync(join(import.meta.dirname, '..', 'wrangler.toml'), 'utf8'))

function wrangler(args: string[], capture: boolean): string {
  const res = spawnSync('npx', ['wrangler', 'd1', 'migrations', ...args], {
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    // Non-interactive: `apply` asks before it runs otherwise.
    env: { ...process.env, CI: 'true' },
  })
  if (res.status !== 0) process.exit(res.status ?? 1)
  return res.stdout ?? ''
}

if (command === 'migrate') {
  // One after the other: a failure stops the round, and the next run takes up where it stopped.
  for (const binding of bindings) {
    console.log(`\n▶ Migrations de ${binding}`)
    wrangler(['apply', binding, where as string], false)
  }
} else {
  const states = bindings.map((binding) => ({
    binding,
    pending: pendingMigrations(wrangler(['list', binding, where as string], true)),
  }))
  const refusal = refuseDeploy(states)
  if (refusal) {
    console.error(
      `Déploiement refusé : les bases de données ne sont pas toutes à la dernière migration.\n${refusal}\nLancez npm run db:migrate:${where === '--remote' ? 'remote' : 'local'}.`,
    )
    process.exit(1)
  }
  console.log(`${bindings.length} bases de données à la même version (${bindings.join(', ')}).`)
}
