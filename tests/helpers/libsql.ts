import { copyFileSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLibsqlDb } from '../../worker/db/libsql.ts'
import type { Env, RequestCtx } from '../../worker/env.ts'

/** Every migration applied once per test process, to a file each test then copies. */
let template: Promise<string> | undefined
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const file = join(tmpdir(), `boutiko-${process.pid}-template.db`)
    rmSync(file, { force: true })
    const db = createLibsqlDb(`file:${file}`)
    const client = (db as unknown as { $client: LibsqlClient }).$client
    for (const name of readdirSync('migrations')
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      await client.executeMultiple(
        readFileSync(join('migrations', name), 'utf8').replaceAll('--> statement-breakpoint', ''),
      )
    }
    client.close()
    return file
  })()
  return template
}
type LibsqlClient = { executeMultiple: (sql: string) => Promise<void>; close: () => void }

/**
 * A fresh SQLite file through libsql (the Turso driver) with every migration applied: runs
 * the services in Node without a Worker, and proves they are not tied to D1. Each is a copy of
 * one migrated file: migrating every test's database took seconds on a loaded machine.
 */
export async function libsqlCtx(
  env: Partial<Env> = {},
): Promise<{ ctx: RequestCtx; cleanup: () => void }> {
  const file = join(tmpdir(), `boutiko-${process.pid}-${Math.random().toString(36).slice(2)}.db`)
  copyFileSync(await migratedTemplate(), file)
  const db = createLibsqlDb(`file:${file}`)
  const fullEnv = {
    ENVIRONMENT: 'test',
    JWT_SECRET: 'x'.repeat(48),
    PASSWORD_PEPPER: 'p'.repeat(24),
    APP_URL: 'https://boutiko.test',
    ...env,
  } as Env
  const ctx: RequestCtx = {
    db,
    directory: db,
    env: fullEnv,
    requestId: 'test',
    now: new Date(),
    user: null,
    store: null,
    effects: { deliverOutbox: false },
  }
  return { ctx, cleanup: () => rmSync(file, { force: true }) }
}
