/**
 * Capacity figures from a seeded file: bytes per row per table (SQLite's `dbstat` table: every
 * page of the table and of its indexes, the product search index counted with products), and
 * what they mean against D1's limits (ADR 035).
 */
import type { DatabaseSync } from 'node:sqlite'

export type TableSize = { table: string; rows: number; bytes: number; perRow: number }

/** D1 and Workers limits (Workers Paid), as Cloudflare documents them (ADR 035 cites them). */
export const LIMITS = {
  databaseBytes: 10 * 1024 ** 3,
  headroom: 0.5,
  databasesPerAccount: 50_000,
  subrequestsPerInvocation: 1000,
  queriesPerInvocation: 1000,
  storagePerAccountBytes: 1024 ** 4,
  d1BindingsPerScript: 5000,
  cpuPerInvocationMs: 5 * 60 * 1000,
} as const

/**
 * D1 round trips of one idle cron round per database, read from worker/jobs.ts: payments (2),
 * overdue orders (1), subscriptions (expire, day and week reminders: 3), outbox (1), auth rows
 * (1 batch), atelier reminders (1), domain claims (1). Each counts against the 1 000 queries of
 * one invocation.
 */
export const CRON_QUERIES_PER_DATABASE = 10

/** Orders per shop per day the growth figures assume: a quiet shop and a busy one. */
export const GROWTH_RATES = [0.1, 1] as const

/** The product search index's shadow tables belong to products: a product writes them. */
const owner = (name: string) => (name.startsWith('product_search') ? 'products' : name)

export function tableSizes(db: DatabaseSync): TableSize[] {
  const tableOf = new Map<string, string>()
  for (const r of db.prepare('SELECT name, tbl_name FROM sqlite_master').all() as {
    name: string
    tbl_name: string
  }[])
    tableOf.set(r.name, owner(r.tbl_name))
  const bytes = new Map<string, number>()
  for (const r of db.prepare('SELECT name, SUM(pgsize) AS b FROM dbstat GROUP BY name').all() as {
    name: string
    b: number
  }[]) {
    const t = tableOf.get(r.name) ?? owner(r.name)
    bytes.set(t, (bytes.get(t) ?? 0) + r.b)
  }
  const out: TableSize[] = []
  for (const [table, b] of bytes) {
    if (table.startsWith('sqlite_') || table === 'product_search') continue
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }
    if (!n) continue
    out.push({ table, rows: n, bytes: b, perRow: b / n })
  }
  return out.sort((a, b) => b.bytes - a.bytes)
}

export type Capacity = {
  shops: number
  fileBytes: number
  bytesPerShop: number
  shopsPerDatabase: number
  /** Orders one database holds (at the seed's mix, orders and everything they bring). */
  bytesPerOrder: number
  placementsPerSecond: number
  /** Order-shaped transactions per second straight into SQLite (write-rate.ts). */
  sqliteOrdersPerSecond: number
  million: {
    databases: number
    directoryBytes: number
    cronQueries: number
  }
  /** Per orders-per-day rate: shops one database holds so that a year of orders still fits. */
  growth: { ordersPerDay: number; shopsPerDatabase: number; databases: number; yearBytes: number }[]
}

const ORDER_TABLES = [
  'orders',
  'order_items',
  'order_events',
  'notifications',
  'outbox',
  'payments',
  'customers',
]
const DIRECTORY_TABLES = ['users', 'stores', 'subscriptions']

export function capacity(
  shops: number,
  sizes: TableSize[],
  placementsPerSecond: number,
  sqliteOrdersPerSecond: number,
): Capacity {
  const total = sizes.reduce((s, t) => s + t.bytes, 0)
  const bytesPerShop = total / shops
  const usable = LIMITS.databaseBytes * LIMITS.headroom
  const shopsPerDatabase = Math.floor(usable / bytesPerShop)
  const orders = sizes.find((t) => t.table === 'orders')?.rows ?? 1
  const orderBytes = sizes
    .filter((t) => ORDER_TABLES.includes(t.table))
    .reduce((s, t) => s + t.bytes, 0)
  const directoryPerShop =
    sizes.filter((t) => DIRECTORY_TABLES.includes(t.table)).reduce((s, t) => s + t.bytes, 0) / shops
  const databases = Math.ceil(1_000_000 / shopsPerDatabase)
  return {
    shops,
    fileBytes: total,
    bytesPerShop,
    shopsPerDatabase,
    bytesPerOrder: orderBytes / orders,
    placementsPerSecond,
    sqliteOrdersPerSecond,
    million: {
      databases,
      directoryBytes: directoryPerShop * 1_000_000,
      cronQueries: databases * CRON_QUERIES_PER_DATABASE,
    },
    growth: GROWTH_RATES.map((ordersPerDay) => {
      const perShopAfterAYear = bytesPerShop + 365 * ordersPerDay * (orderBytes / orders)
      const perDb = Math.floor(usable / perShopAfterAYear)
      return {
        ordersPerDay,
        shopsPerDatabase: perDb,
        databases: Math.ceil(1_000_000 / perDb),
        yearBytes: 1_000_000 * perShopAfterAYear,
      }
    }),
  }
}
