/**
 * Scale benchmark (issue 16), NOT part of `npm test`: seeds synthetic platforms of 1 000,
 * 10 000 and 100 000 shops straight into SQLite files (real migrations, scripts/bench-scale/
 * seed.ts), serves each with the production worker in workerd (Miniflare, its D1 replaced by
 * the seeded file), measures each route's latency and CPU, prints them with their ratios to
 * the smallest size, and the capacity figures (bytes per row, shops per database…). Writes
 * README's "Passage à l'échelle" and "Capacité" sections (ADR 035).
 *
 * Usage: npm run bench:scale [-- --sizes 1000,10000] [--requests 40] [--warmup 5]
 *        [--cron-rounds 10] [--reseed] [--no-build] [--no-readme] [--seed-only]
 * Seeded files are kept in .bench-scale/ (gitignored) and reused until --reseed or a new seed
 * version: the 100 000-shop one takes minutes to write and a few GB.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { machine } from './bench/report.ts'
import { ROOT } from './bench/server.ts'
import { capacity, type TableSize, tableSizes } from './bench-scale/capacity.ts'
import {
  measureAll,
  type Probe,
  placementRate,
  type RowResult,
  type SizeServer,
  serveSeeded,
} from './bench-scale/measure.ts'
import { workerPasswordHash } from './bench-scale/password.ts'
import {
  capacityMarkdown,
  type SizeRun,
  scaleMarkdown,
  writeSection,
} from './bench-scale/report.ts'
import {
  applyMigrations,
  type Counts,
  migrationNames,
  openSeededFile,
  PROBE,
  SCALE_PASSWORD,
  SCALE_PEPPER,
  seedAdmin,
  seedProductFeed,
  seedShops,
} from './bench-scale/seed.ts'
import { sqliteWriteRate } from './bench-scale/write-rate.ts'

/** Bump when the seeder's shapes change: older seeded files are then rebuilt (new migrations are applied to them). */
const SEED_VERSION = 2
const DIR = join(ROOT, '.bench-scale')

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(`--${name}`)
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : args[i + 1]!
}
const sizes = opt('sizes', '1000,10000,100000').split(',').map(Number)
const o = {
  requests: Number(opt('requests', '40')),
  warmup: Number(opt('warmup', '5')),
  cronRounds: Number(opt('cron-rounds', '10')),
}
const log = (text: string) => console.log(`[bench:scale] ${text}`)

type Seeded = { file: string; counts: Counts; seedSeconds: number | null; tables: TableSize[] }

/** The seeded file of `shops` shops, written now or reused, with its row counts and table sizes. */
function seeded(shops: number): Seeded {
  mkdirSync(DIR, { recursive: true })
  const file = join(DIR, `shops-${shops}-v${SEED_VERSION}.sqlite`)
  const facts = `${file}.json`
  const migrations = migrationNames(ROOT)
  if (!flag('reseed') && existsSync(file) && existsSync(facts)) {
    const kept = JSON.parse(readFileSync(facts, 'utf8'))
    // A file seeded before the latest migrations moves forward as a production database would
    // (minutes), rather than being seeded again (half an hour at 100 000 shops).
    const missing = kept.migrations && migrations.filter((m) => !kept.migrations.includes(m))
    if (missing?.length) {
      log(`${file}: applying ${missing.join(', ')}…`)
      const db = new DatabaseSync(file)
      db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -1500000;')
      applyMigrations(db, ROOT, missing)
      seedProductFeed(db)
      db.exec('ANALYZE')
      kept.tables = tableSizes(db)
      db.close()
      kept.migrations = migrations
      writeFileSync(facts, JSON.stringify(kept))
    }
    if (kept.migrations) return { file, ...kept, seedSeconds: null }
  }
  log(`seeding ${shops} shops into ${file}…`)
  const partial = `${file}.partial`
  rmSync(partial, { force: true })
  const started = Date.now()
  const db = openSeededFile(partial, ROOT)
  const hash = workerPasswordHash(SCALE_PASSWORD, SCALE_PEPPER, randomBytes(16))
  seedAdmin(db, hash)
  const counts: Counts = {}
  const step = 10_000
  for (let first = 0; first < shops; first += step) {
    const c = seedShops(
      { directory: db, shop: db },
      { first, count: Math.min(step, shops - first) },
      hash,
    )
    for (const [k, v] of Object.entries(c)) counts[k] = (counts[k] ?? 0) + v
    if (shops > step)
      log(
        `  ${Math.min(shops, first + step)} shops, ${Math.round((Date.now() - started) / 1000)} s`,
      )
  }
  seedProductFeed(db)
  db.exec('ANALYZE')
  const seedSeconds = (Date.now() - started) / 1000
  log(`  seeded in ${seedSeconds.toFixed(0)} s; measuring table sizes…`)
  const tables = tableSizes(db)
  db.close()
  renameSync(partial, file)
  writeFileSync(facts, JSON.stringify({ counts, tables, migrations }))
  return { file, counts, seedSeconds, tables }
}

/** The probe shop's ids the routes need (a product page, products with stock to order). */
function probeOf(file: string): Probe {
  const db = new DatabaseSync(file, { readOnly: true })
  const store = db.prepare('SELECT id FROM stores WHERE slug = ?').get(PROBE.slug) as { id: string }
  const ids = (sql: string) => (db.prepare(sql).all(store.id) as { id: string }[]).map((r) => r.id)
  const productId = ids(
    "SELECT id FROM products WHERE store_id = ? AND status = 'active' ORDER BY created_at DESC LIMIT 1",
  )[0]!
  const orderProductIds = ids(
    "SELECT id FROM products WHERE store_id = ? AND status = 'active' AND sizes = '[]' AND stock >= 20",
  )
  db.close()
  return { productId, orderProductIds }
}

function build() {
  // wrangler wants the dashboard's build folder to exist; build it only when it is missing.
  const script = existsSync(join(ROOT, 'dist', 'dashboard', 'index.html'))
    ? 'build:worker'
    : 'build'
  execFileSync('npm', ['run', script], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

if (flag('seed-only')) {
  for (const shops of sizes) seeded(shops)
  process.exit(0)
}
const machineBefore = machine()
if (!flag('no-build')) build()
const seededSizes = sizes.map((shops) => ({ shops, ...seeded(shops) }))
const largest = seededSizes[seededSizes.length - 1]!
log(`starting one worker per size (${sizes.join(', ')} shops)…`)
const servers: SizeServer[] = []
let perSize: Map<number, RowResult[]>
let placementsPerSecond: number
try {
  for (const s of seededSizes) servers.push(await serveSeeded(s.shops, s.file, probeOf(s.file)))
  log(
    `measuring: each row at every size in turn, ${o.requests} requests after ${o.warmup} warm-up…`,
  )
  perSize = await measureAll(servers, o, log)
  placementsPerSecond = await placementRate(servers[servers.length - 1]!, o.requests * 4, log)
} finally {
  for (const s of servers) await s.stop()
}
const runs: SizeRun[] = seededSizes.map((s) => ({
  shops: s.shops,
  seedSeconds: s.seedSeconds,
  counts: s.counts,
  rows: perSize.get(s.shops)!,
}))

const date = new Date().toISOString().slice(0, 16).replace('T', ' ')
const md = scaleMarkdown(
  runs,
  machineBefore,
  date,
  `Un Worker par taille, tous démarrés ensemble ; chaque ligne mesurée à chaque taille tour à tour. Requêtes séquentielles, ${o.requests} par ligne après ${o.warmup} de chauffe (connexion : ${Math.max(5, Math.round(o.requests / 4))}) ; vitrine hors cache (\`STOREFRONT_CACHE=off\`) ; CPU = temps CPU du processus workerd de la taille (Worker et SQLite de D1) ÷ requêtes, le CPU par requête n’étant pas observable localement ; tâches planifiées : le gestionnaire \`scheduled\` entier, un tour avec le travail dû laissé par le semis (le même à chaque taille), puis ${o.cronRounds} tours à vide.`,
)
console.log(`\n${md}\n`)
const last = runs[runs.length - 1]!
const idleCron = last.rows.find((r) => r.name.includes('sans travail'))
log('write rate of one database (SQLite alone)…')
const writes = sqliteWriteRate(seededSizes[0]!.file)
const cap = capacity(last.shops, largest.tables, placementsPerSecond, writes.ordersPerSecond)
const capMd = capacityMarkdown(cap, largest.tables, idleCron ? idleCron.cpuUs : null)
console.log(`${capMd}\n`)
if (!flag('no-readme')) {
  const readme = join(ROOT, 'README.md')
  const a = writeSection(readme, 'bench-scale:results', md)
  const b = writeSection(readme, 'bench-scale:capacity', capMd)
  log(a && b ? 'README sections updated.' : 'README markers not found: not written.')
}
