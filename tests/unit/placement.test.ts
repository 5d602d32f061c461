import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { beforeAll, describe, expect, it } from 'vitest'
import * as declared from '../../worker/db/schema/index.ts'
import {
  livesIn,
  PLACEMENT,
  SQL_ONLY_TABLES,
  tablesLiving,
} from '../../worker/db/schema/placement.ts'
import { migratedDatabase, type SchemaShape, schemaShape } from '../helpers/schema-shape.ts'

/*
 * Every table must say where its rows live (worker/db/schema/placement.ts, ADR 040): shop:move
 * carries the shop's tables and the database-split check reads the same declaration, so a
 * table placed nowhere would be left behind by a move and escape the check.
 */

const declaredTables = Object.values(declared)
  .filter((value) => is(value, SQLiteTable))
  .map((table) => getTableConfig(table as SQLiteTable))
const declaredNames = declaredTables.map((t) => t.name)

let migrated: SchemaShape
beforeAll(async () => {
  const db = await migratedDatabase()
  migrated = await schemaShape(db)
  db.close()
})

/** The tables of `names` placed nowhere. */
const unplaced = (names: readonly string[]) => names.filter((name) => livesIn(name) === undefined)

describe('where each table lives', () => {
  it('is declared for every table of worker/db/schema', () => {
    expect(declaredNames.length).toBeGreaterThan(40)
    expect(unplaced(declaredNames)).toEqual([])
  })

  it('is declared for every table the migrations make, the SQL-only ones among SQL_ONLY_TABLES', () => {
    const made = [
      ...Object.keys(migrated.tables),
      ...migrated.virtualTables.map((v) => v.split(':')[0]!),
    ]
    expect(unplaced(made)).toEqual([])
    expect(made.filter((t) => !declaredNames.includes(t)).sort()).toEqual(
      Object.keys(SQL_ONLY_TABLES).sort(),
    )
  })

  it('names only tables that exist, and says why a table lives in both', () => {
    expect(Object.keys(PLACEMENT).sort()).toEqual([...declaredNames].sort())
    for (const [table, placement] of Object.entries(PLACEMENT))
      if (typeof placement === 'object') expect(placement.why.length, table).toBeGreaterThan(20)
  })

  it('fails for a table added and placed nowhere', () => {
    expect(unplaced([...declaredNames, 'loyalty_points'])).toEqual(['loyalty_points'])
  })

  it("finds each shop table's rows by the shop: a store_id, or a parent living in a shop", () => {
    const shopOwned = new Set<string>([...tablesLiving('shop'), ...tablesLiving('both')])
    const lost = declaredTables
      .filter((t) => livesIn(t.name) === 'shop')
      .filter(
        (t) =>
          !t.columns.some((c) => c.name === 'store_id') &&
          !t.foreignKeys.some((fk) =>
            shopOwned.has(getTableConfig(fk.reference().foreignTable).name),
          ),
      )
      .map((t) => t.name)
    expect(lost).toEqual([])
  })

  it('never has a foreign key between a shop table and a directory table (the parent would be missing)', () => {
    // D1 enforces foreign keys: a shop database's row pointing at a directory-only row cannot
    // be inserted there, and the other way round.
    const crossing = declaredTables.flatMap((t) =>
      t.foreignKeys
        .map((fk) => getTableConfig(fk.reference().foreignTable).name)
        .filter((parent) => {
          const [child, of] = [livesIn(t.name), livesIn(parent)]
          return (
            (child === 'shop' && of === 'directory') || (child === 'directory' && of === 'shop')
          )
        })
        .map((parent) => `${t.name} → ${parent}`),
    )
    expect(crossing).toEqual([])
  })
})
