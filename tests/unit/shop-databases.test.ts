import { describe, expect, it } from 'vitest'
import { choosePlacement, databaseNames } from '#worker/db/databases.ts'
import type { Env } from '#worker/env.ts'
import {
  appliedMigrations,
  d1Bindings,
  pendingMigrations,
  refuseDeploy,
} from '../../scripts/lib/databases.ts'

const d1 = {} as D1Database

describe('placing a new shop', () => {
  const bound = ['DB', 'SHOP_DB_1', 'SHOP_DB_2']
  it('takes the open database holding the fewest shops, the first listed on a tie', () => {
    const rows = [
      { name: 'DB', open: true, shopCount: 40 },
      { name: 'SHOP_DB_1', open: true, shopCount: 12 },
      { name: 'SHOP_DB_2', open: true, shopCount: 12 },
    ]
    expect(choosePlacement(rows, bound)).toBe('SHOP_DB_1')
  })
  it('never takes a closed database, nor one this worker is not bound to', () => {
    const rows = [
      { name: 'DB', open: true, shopCount: 40 },
      { name: 'SHOP_DB_1', open: false, shopCount: 0 },
      { name: 'SHOP_DB_9', open: true, shopCount: 0 },
    ]
    expect(choosePlacement(rows, bound)).toBe('DB')
  })
  it('has no answer when no database is open', () => {
    expect(choosePlacement([{ name: 'DB', open: false, shopCount: 0 }], bound)).toBeNull()
  })
  it('lists the directory then the shop databases in number order, from the bindings', () => {
    const env = {
      DB: d1,
      SHOP_DB_10: d1,
      SHOP_DB_2: d1,
      SHOP_DB_1: d1,
      FILES: {},
    } as unknown as Env
    expect(databaseNames(env)).toEqual(['DB', 'SHOP_DB_1', 'SHOP_DB_2', 'SHOP_DB_10'])
  })
})

describe('migrating every database before a deploy', () => {
  it("reads every [[d1_databases]] binding of wrangler.toml, and no other block's", () => {
    const toml = `[[d1_databases]]\nbinding = "DB"\nmigrations_dir = "migrations"\n\n[[r2_buckets]]\nbinding = "FILES"\n\n[[d1_databases]]\nbinding = "SHOP_DB_1"\n`
    expect(d1Bindings(toml)).toEqual(['DB', 'SHOP_DB_1'])
  })
  it('reads the pending migrations of `wrangler d1 migrations list`', () => {
    expect(pendingMigrations('✅ No migrations to apply!')).toEqual([])
    const table = 'Migrations to be applied:\n│ 0021_add_shop_databases.sql │\n│ 0020_add_x.sql │'
    expect(pendingMigrations(table)).toEqual(['0020_add_x.sql', '0021_add_shop_databases.sql'])
  })
  it('counts each migration `wrangler d1 migrations apply` applied once, though it reprints its table', () => {
    expect(appliedMigrations('✅ No migrations to apply!')).toEqual([])
    const once = '│ 0000_create_core.sql │ ✅     │\n│ 0001_back_office.sql │ 🕒     │'
    const twice = `${once}\n│ 0000_create_core.sql │ ✅     │\n│ 0001_back_office.sql │ ✅     │`
    expect(appliedMigrations(once)).toEqual(['0000_create_core.sql'])
    expect(appliedMigrations(twice)).toEqual(['0000_create_core.sql', '0001_back_office.sql'])
  })
  it('refuses when any database is behind, and names it', () => {
    expect(
      refuseDeploy([
        { binding: 'DB', pending: [] },
        { binding: 'SHOP_DB_1', pending: [] },
      ]),
    ).toBeNull()
    const refusal = refuseDeploy([
      { binding: 'DB', pending: [] },
      { binding: 'SHOP_DB_2', pending: ['0021_add_shop_databases.sql'] },
    ])
    expect(refusal).toContain('SHOP_DB_2')
    expect(refusal).not.toContain('DB:')
  })
})
