import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { d1Bindings } from '../../scripts/lib/databases.ts'
import { openShopDatabasesSql } from '../../scripts/lib/migration-script.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A wrangler state directory with every database migrated, copied by each dev server. */
    devStateTemplate: string
  }
}

const ROOT = join(import.meta.dirname, '..', '..')

/**
 * Every database of wrangler.toml migrated as `npm start` migrates them, then, as its seed does
 * on a fresh platform, new shops sent to the shop databases (ADR 036). Four `npx wrangler`
 * processes take some 40 s on these machines: done once per run, not once per browser file.
 */
function migratedState(state: string): void {
  mkdirSync(state, { recursive: true })
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }
  const wrangler = (args: string[]) => {
    const run = spawnSync('npx', ['wrangler', 'd1', ...args, '--local', '--persist-to', state], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    })
    if (run.status !== 0) throw new Error(`wrangler d1 ${args[0]} failed: ${run.stderr}`)
  }
  const bindings = d1Bindings(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))
  for (const binding of bindings) wrangler(['migrations', 'apply', binding])
  wrangler([
    'execute',
    'DB',
    '--command',
    openShopDatabasesSql(bindings.filter((name) => name !== 'DB')).replaceAll('\n', ' '),
  ])
}

/** Vitest globalSetup of the browser project: the migrated state every dev server starts from. */
export default function setup(project: TestProject) {
  const template = join(ROOT, 'tests', '.artifacts', `template-${randomBytes(4).toString('hex')}`)
  migratedState(template)
  project.provide('devStateTemplate', template)
  return () => rmSync(template, { recursive: true, force: true })
}
