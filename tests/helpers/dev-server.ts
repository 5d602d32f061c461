import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { inject } from 'vitest'
import { d1Bindings } from '../../scripts/lib/databases.ts'
import { TEST_SQL_PATH, type TestSqlRequest } from './dev-sql.ts'
import { paymentSandboxBindings } from './payment-sandbox.ts'

export type DevServer = {
  url: string
  /**
   * Runs SQL on the server's local D1 (to set up states no screen can reach, e.g. suspension):
   * on the directory, or on every database (a shop's rows live in one of the shop databases,
   * its `stores` row in it and in the directory, ADR 036); the rows of each, one after the
   * other. It goes through the server itself (tests/helpers/dev-entry.ts), never a second
   * process on its SQLite files.
   */
  sql: <Row = Record<string, unknown>>(
    command: string,
    on?: 'directory' | 'every database',
  ) => Promise<Row[]>
  stop: () => Promise<void>
}

const ROOT = join(import.meta.dirname, '..', '..')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/**
 * The real product as `npm start` serves it (wrangler dev, local D1 and R2), on its own port
 * and with its own state directory: a copy of the run's migrated databases, no demo data.
 */
export async function startDevServer(extraVars: Record<string, string> = {}): Promise<DevServer> {
  const state = join(ROOT, 'tests', '.artifacts', `state-${randomBytes(4).toString('hex')}`)
  mkdirSync(state, { recursive: true })
  // The run's migrated databases (dev-state-setup.ts), copied: each file starts from empty shops.
  cpSync(inject('devStateTemplate'), state, { recursive: true })
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }
  const bindings = d1Bindings(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))
  const port = await freePort()
  const sqlToken = randomBytes(24).toString('hex')
  const vars = [
    'ENVIRONMENT:development',
    `TEST_SQL_TOKEN:${sqlToken}`,
    `JWT_SECRET:${randomBytes(32).toString('hex')}`,
    `PASSWORD_PEPPER:${randomBytes(16).toString('hex')}`,
    `APP_URL:http://127.0.0.1:${port}`,
    // Provider calls go to the run's payment sandbox (the browser project's globalSetup).
    ...Object.entries({ ...paymentSandboxBindings(), ...extraVars }).map(
      ([name, value]) => `${name}:${value}`,
    ),
  ]
  const child: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      // The product's worker behind a test-only SQL path (dev-entry.ts); wrangler.toml otherwise.
      'tests/helpers/dev-entry.ts',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      ...vars.flatMap((v) => ['--var', v]),
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  let log = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start:\n${log}`)), 90_000)
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes('Ready on')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`wrangler dev exited (${code}):\n${log}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    sql: async <Row>(command: string, on: 'directory' | 'every database' = 'directory') => {
      const res = await fetch(`http://127.0.0.1:${port}${TEST_SQL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: sqlToken,
          bindings: on === 'directory' ? ['DB'] : bindings,
          command,
        } satisfies TestSqlRequest),
      })
      if (!res.ok) throw new Error(`SQL failed (${res.status}): ${await res.text()}`)
      return (await res.json()) as Row[]
    },
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      await new Promise((r) => setTimeout(r, 500))
      rmSync(state, { recursive: true, force: true })
    },
  }
}
