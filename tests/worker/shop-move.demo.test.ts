import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ProbeD1, ProbeR2 } from '#tests/helpers/probe.ts'
import {
  api,
  ROOT,
  readJson,
  type Secrets,
  startWorker,
  stopWorker,
  TEST_PAYMENT_KEYS,
  worker,
} from '#tests/helpers/worker.ts'
import { tablesLiving } from '#worker/db/schema/placement.ts'
import type { Env } from '#worker/env.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { d1Bindings } from '../../scripts/lib/databases.ts'
import { migrationScript } from '../../scripts/lib/migration-script.ts'
import { SHOP_TABLES } from '../../scripts/lib/shop-move-tables.ts'
import { DEMO_MERCHANT, seed } from '../../scripts/seed.ts'

// The acceptance of issue 16's move: `npm run shop:move` takes the demo shop, seeded by
// `npm start`'s seed into a local state kept as wrangler keeps it (its folder, wrangler.toml's
// database ids), to a shop database and back, with nothing lost, and the worker serves it
// from each.

const WRANGLER_TOML = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
const NAMES = d1Bindings(WRANGLER_TOML)
/** wrangler.toml's database ids by binding: the files of wrangler's local state are named by them. */
const IDS = Object.fromEntries(
  WRANGLER_TOML.split(/^\[\[d1_databases\]\]\s*$/m)
    .slice(1)
    .map((block) => [
      /^binding\s*=\s*"([^"]+)"/m.exec(block)![1]!,
      /^database_id\s*=\s*"([^"]+)"/m.exec(block)![1]!,
    ]),
)
const state = mkdtempSync(join(tmpdir(), 'boutiko-shop-move-'))
const secrets: Secrets = { jwtSecret: 'j'.repeat(48), pepper: 'p'.repeat(32) }

afterAll(async () => {
  await stopWorker()
  rmSync(state, { recursive: true, force: true })
})

const persist = { d1Dir: join(state, 'd1'), databaseId: IDS.DB!, shopDatabaseIds: IDS }

/**
 * The scripts' env on the test's state: the local databases `npm start` keeps, reached through
 * the test worker's probe (HTTP), not through wrangler's binding proxies (probe.ts says why).
 */
function scriptEnv(): Env {
  const mf = worker()
  return {
    ...Object.fromEntries(NAMES.map((name) => [name, new ProbeD1(mf, name)])),
    FILES: new ProbeR2(mf),
    ENVIRONMENT: 'development',
    JWT_SECRET: secrets.jwtSecret,
    PASSWORD_PEPPER: secrets.pepper,
    PAYMENT_KEYS: TEST_PAYMENT_KEYS,
    APP_URL: 'https://boutiko.test',
  } as unknown as Env
}

type Snapshot = Record<string, unknown[]>

/**
 * Every row of the shop, table by table in key order, wherever each lives: its own tables in
 * `database`, its row (routing columns aside) and the directory's rows about it.
 */
async function snapshot(storeId: string, database: string): Promise<Snapshot> {
  const d1 = (name: string) => new ProbeD1(worker(), name)
  const rows = async (name: string, sql: string) =>
    (await d1(name).prepare(sql).bind(storeId).all<Record<string, unknown>>()).results
  const out: Snapshot = {}
  for (const t of SHOP_TABLES)
    out[t.table] = await rows(database, `SELECT * FROM ${t.table} WHERE ${t.scope} ORDER BY 1, 2`)
  const [shop] = await rows(database, 'SELECT * FROM stores WHERE id = ?1')
  const { database: _d, moving_to: _m, moving_since: _s, moved_from: _f, ...kept } = shop!
  out.stores = [kept]
  for (const table of tablesLiving('directory')) {
    const cols = await d1('DB').prepare(`SELECT name FROM pragma_table_info('${table}')`).all()
    if (cols.results.some((c) => c.name === 'store_id'))
      out[`directory:${table}`] = await rows(
        'DB',
        `SELECT * FROM ${table} WHERE store_id = ?1 ORDER BY 1`,
      )
  }
  return out
}

/** Rows of the shop's own tables in one database. */
async function shopRows(storeId: string, name: string) {
  const d1 = new ProbeD1(worker(), name)
  let n = 0
  for (const t of SHOP_TABLES)
    n += (await d1
      .prepare(`SELECT count(*) AS n FROM ${t.table} WHERE ${t.scope}`)
      .bind(storeId)
      .first<{ n: number }>())!.n
  return n
}

/** `npm run shop:move -- demo <to>` on the test's state, as an operator runs it. */
function shopMove(...args: string[]) {
  const run = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['scripts/shop-move.ts', 'demo', ...args, '--persist-to', state],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
  return run.stdout
}

/** The worker on the same state: the demo storefront renders, its merchant signs in and sees its orders. */
async function servesTheDemo(orders: number, product: { id: string; name: string }) {
  await startWorker({ persist, secrets })
  try {
    const home = await api('GET', '/demo/home')
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain('Awa Style')
    // A product's page reads the catalogue from the database holding the shop.
    const productPage = await api('GET', `/demo/products/${product.id}`)
    expect(productPage.status).toBe(200)
    expect(await productPage.text()).toContain(product.name)
    const signin = await api('POST', '/api/signin', {
      json: { emailOrPhone: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
    })
    expect(signin.status).toBe(200)
    const { token } = await readJson<{ token: string }>(signin)
    const list = await api('GET', '/api/orders?pageSize=100', { token })
    expect(list.status).toBe(200)
    const page = await readJson<{ items: Order[]; total: number }>(list)
    expect(page.total).toBe(orders)
  } finally {
    await stopWorker()
  }
}

describe('npm run shop:move on the local databases of npm start', () => {
  it('moves the demo shop to a shop database and back with every row identical, served all along', async () => {
    expect(NAMES).toContain('SHOP_DB_1')
    await startWorker({ persist, secrets })
    const script = migrationScript(ROOT)
    for (const name of NAMES) await new ProbeD1(worker(), name).exec(script)
    await seed(scriptEnv(), () => undefined)
    // A fresh local platform places its shops on its two shop databases (ADR 036).
    const row = await new ProbeD1(worker(), 'DB')
      .prepare("SELECT id, database FROM stores WHERE slug = 'demo'")
      .first<{ id: string; database: string }>()
    const storeId = row!.id
    const home = row!.database
    const other = home === 'SHOP_DB_1' ? 'SHOP_DB_2' : 'SHOP_DB_1'
    expect(home).toMatch(/^SHOP_DB_[12]$/)
    const before = await snapshot(storeId, home)
    await stopWorker()
    expect(before.products!.length).toBeGreaterThan(20)
    expect(before.orders!.length).toBeGreaterThan(0)
    expect(before.tailoring_orders!.length).toBeGreaterThan(0)
    const product = before.products![0] as { id: string; name: string }
    const shopRow = before.stores![0] as { product_count: number }

    const out = shopMove(other)
    expect(out).toContain(`${home} → ${other}`)
    expect(out).toMatch(/products\s+\d+ lignes\s+somme [0-9a-f]{16} ok/)
    expect(out).toContain(`annuaire : la boutique est servie par ${other}`)
    await startWorker({ persist, secrets })
    try {
      expect(await snapshot(storeId, other)).toEqual(before)
      expect(await shopRows(storeId, home)).toBe(0)
      const routing = await new ProbeD1(worker(), 'DB')
        .prepare('SELECT database, moving_to, product_count FROM stores WHERE id = ?')
        .bind(storeId)
        .first()
      // The directory's copy still counts the shop's active products (/stores ranks by it).
      expect(routing).toEqual({
        database: other,
        moving_to: null,
        product_count: shopRow.product_count,
      })
    } finally {
      await stopWorker()
    }
    await servesTheDemo(before.orders!.length, product)

    expect(shopMove(home)).toContain(`${other} → ${home}`)
    await startWorker({ persist, secrets })
    try {
      expect(await snapshot(storeId, home)).toEqual(before)
      expect(await shopRows(storeId, other)).toBe(0)
      const left = await new ProbeD1(worker(), other)
        .prepare('SELECT count(*) AS n FROM stores WHERE id = ?')
        .bind(storeId)
        .first<{ n: number }>()
      expect(left?.n).toBe(0)
    } finally {
      await stopWorker()
    }
    await servesTheDemo(before.orders!.length, product)
  }, 600_000)
})
