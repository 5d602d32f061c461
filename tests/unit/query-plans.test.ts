import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { fullScans, planOf, tablesOf } from '#tests/helpers/query-plans.ts'

/** The rule of the query-plan check (ADR 034) on a schema of its own. */
const db = new DatabaseSync(':memory:')
db.exec(`CREATE TABLE shops (id TEXT PRIMARY KEY, name TEXT, created_at INTEGER);
CREATE INDEX shops_created_idx ON shops (created_at);
CREATE TABLE items (id TEXT PRIMARY KEY, shop_id TEXT NOT NULL REFERENCES shops(id) ON DELETE CASCADE, name TEXT);
CREATE TABLE notes (id TEXT PRIMARY KEY, shop_id TEXT REFERENCES shops(id), body TEXT);
CREATE INDEX notes_shop_idx ON notes (shop_id);`)
const tables = tablesOf(db)
const scans = (sql: string) => fullScans(planOf(db, sql), sql, tables).map((s) => s.table)

describe('the whole-table reads of a plan', () => {
  it('counts a scan, a count over an index and an alias of the table', () => {
    expect(scans('SELECT * FROM items WHERE name = ?')).toEqual(['items'])
    expect(scans('SELECT count(*) FROM shops')).toEqual(['shops'])
    expect(scans('SELECT s.name FROM shops s WHERE s.name = ?')).toEqual(['shops'])
  })

  it('passes a read bounded by an index key', () => {
    expect(scans('SELECT * FROM notes WHERE shop_id = ?')).toEqual([])
    expect(scans('SELECT * FROM shops WHERE id = ?')).toEqual([])
  })

  it('passes a page read in index order, but not the same walk under a filter', () => {
    expect(scans('SELECT * FROM shops ORDER BY created_at DESC LIMIT ?')).toEqual([])
    expect(scans('SELECT * FROM shops WHERE name = ? ORDER BY created_at DESC LIMIT ?')).toEqual([
      'shops',
    ])
  })

  it("passes an insert's foreign-key check of the rows pointing at it, not a parent's delete", () => {
    expect(scans('INSERT INTO shops (id, name) SELECT ?, ? WHERE ? IS NOT NULL')).toEqual([])
    expect(scans('DELETE FROM shops WHERE id = ?')).toEqual(['items'])
  })
})
