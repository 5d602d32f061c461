import { rmSync } from 'node:fs'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MOVED_BY_HAND,
  parentsFirst,
  SHOP_TABLES,
  shopMoveGaps,
  type TableShape,
} from '../../scripts/lib/shop-move-tables.ts'
import { PLACEMENT, tablesLiving } from '../../worker/db/schema/placement.ts'
import { migratedSqliteFile } from '../helpers/libsql.ts'

// The schema every database carries, as SQLite reports it after every migration.
let schema: TableShape[]
let file: string

beforeAll(async () => {
  file = await migratedSqliteFile()
  const client = createClient({ url: `file:${file}` })
  const tables = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  )
  schema = []
  for (const { name } of tables.rows) {
    const cols = await client.execute(`SELECT name FROM pragma_table_info('${name}')`)
    const fks = await client.execute(`SELECT "table" FROM pragma_foreign_key_list('${name}')`)
    schema.push({
      name: String(name),
      columns: cols.rows.map((r) => String(r.name)),
      parents: fks.rows.map((r) => String(r.table)),
    })
  }
  client.close()
})

afterAll(() => rmSync(file, { force: true }))

describe("shop:move's list of tables", () => {
  it('copies the tables living in a shop, and those in both but the shop row, people and counters', () => {
    const declared = Object.keys(PLACEMENT)
    const notCopied = ['stores', 'users', 'platform_counters']
    const expected = [...tablesLiving('shop'), ...tablesLiving('both')].filter(
      (t) => declared.includes(t) && !notCopied.includes(t),
    )
    expect(SHOP_TABLES.map((t) => t.table).sort()).toEqual(expected.sort())
    expect(MOVED_BY_HAND).toEqual(['stores', 'users'])
  })

  it('lists parents first and scopes by columns the migrated tables have', () => {
    expect(schema.length).toBeGreaterThan(40)
    expect(shopMoveGaps(schema)).toEqual([])
  })

  it('fails for a moved table copied before a parent, or scoped by a store_id it lacks', () => {
    const changed = schema.map((t) =>
      t.name === 'outbox'
        ? { ...t, parents: [...t.parents, 'orders'] }
        : t.name === 'customers'
          ? { ...t, columns: t.columns.filter((c) => c !== 'store_id') }
          : t,
    )
    expect(shopMoveGaps(changed)).toEqual([
      'outbox: listed before its parent orders',
      'customers: scoped by a store_id it has not (a scope of its own in SHOP_SCOPES)',
    ])
  })

  it('orders by foreign keys, keeping the given order otherwise, and refuses a cycle', () => {
    const parents: Record<string, string[]> = { c: ['a', 'outside'], a: ['b'], b: ['b'] }
    expect(parentsFirst(['c', 'a', 'b', 'd'], (t) => parents[t] ?? [])).toEqual([
      'b',
      'a',
      'c',
      'd',
    ])
    expect(() => parentsFirst(['a', 'b'], (t) => (t === 'a' ? ['b'] : ['a']))).toThrow(/cycle/)
  })
})
