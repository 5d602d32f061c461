import { rmSync } from 'node:fs'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopMoveGaps, type TableShape } from '../../scripts/lib/shop-move-tables.ts'
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
  it('places every table of the schema, moves every table holding a shop’s rows, parents first', () => {
    expect(schema.length).toBeGreaterThan(40)
    expect(shopMoveGaps(schema)).toEqual([])
  })

  it('fails for a table added with a store_id, or scoped through a shop’s table, that the list forgets', () => {
    const added: TableShape[] = [
      ...schema,
      { name: 'loyalty_points', columns: ['id', 'store_id', 'points'], parents: ['stores'] },
      { name: 'product_tags', columns: ['product_id', 'tag'], parents: ['products'] },
    ]
    const gaps = shopMoveGaps(added)
    expect(gaps.some((g) => g.startsWith('loyalty_points: holds a shop'))).toBe(true)
    expect(gaps.some((g) => g.startsWith('product_tags: holds a shop'))).toBe(true)
  })

  it('fails when a moved table would be copied before a parent it points at', () => {
    const reordered = schema.map((t) =>
      t.name === 'media' ? { ...t, parents: [...t.parents, 'orders'] } : t,
    )
    expect(shopMoveGaps(reordered)).toContain('media: listed before its parent orders')
  })
})
