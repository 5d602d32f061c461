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
  cronCpuMs: 15 * 60 * 1000,
} as const

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
  million: {
    databases: number
    directoryBytes: number
    cronSubrequests: number
  }
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

export function capacity(shops: number, sizes: TableSize[], placementsPerSecond: number): Capacity {
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
    million: {
      databases,
      directoryBytes: directoryPerShop * 1_000_000,
      // A round visits every shop database with at least one query per job (7 jobs today).
      cronSubrequests: databases * 7,
    },
  }
}
