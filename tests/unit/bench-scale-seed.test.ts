import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { verifyPassword } from '#worker/lib/passwords.ts'
import { workerPasswordHash } from '../../scripts/bench-scale/password.ts'
import { Prng, skewedCount } from '../../scripts/bench-scale/prng.ts'
import {
  DUE,
  openSeededFile,
  seedAdmin,
  seedProductFeed,
  seedShops,
} from '../../scripts/bench-scale/seed.ts'

const ROOT = join(import.meta.dirname, '..', '..')

describe('bench:scale seeder', () => {
  it('draws the same platform from the same seed, and another from another seed', () => {
    const draw = (seed: number) => Array.from({ length: 8 }, () => new Prng(seed).next())
    const a = new Prng(42)
    const b = new Prng(42)
    const c = new Prng(43)
    const seqA = Array.from({ length: 50 }, () => a.next())
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA)
    expect(draw(1)[0]).not.toBe(draw(2)[0])
  })

  it('sizes shops on a skewed law: within bounds, most small, a long tail', () => {
    const rng = new Prng(7)
    const xs = Array.from({ length: 20_000 }, () => skewedCount(rng, 5, 500, 1.1)).sort(
      (x, y) => x - y,
    )
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length
    expect(xs[0]).toBeGreaterThanOrEqual(5)
    expect(xs[xs.length - 1]).toBeLessThanOrEqual(500)
    expect(xs[xs.length / 2]).toBeLessThan(15)
    // 100 000 shops must hold at least 2 million products.
    expect(mean).toBeGreaterThan(20)
    expect(xs.filter((x) => x > 200).length).toBeGreaterThan(0)
  })

  it('writes rows the schema accepts, with the shapes and the due work the bench relies on', () => {
    const db = openSeededFile(':memory:', ROOT)
    const hash = workerPasswordHash('Echelle2026!', 'pepper', Buffer.alloc(16, 1))
    seedAdmin(db, hash)
    seedShops({ directory: db, shop: db }, { first: 0, count: 70 }, hash, 1_800_000_000)
    const one = (sql: string) => Object.values(db.prepare(sql).get() as object)[0] as number
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([])
    expect(one('SELECT COUNT(*) FROM stores')).toBe(70)
    expect(one('SELECT MIN(n) FROM (SELECT COUNT(*) n FROM products GROUP BY store_id)')).toBe(5)
    expect(
      one('SELECT MAX(n) FROM (SELECT COUNT(*) n FROM products GROUP BY store_id)'),
    ).toBeLessThanOrEqual(500)
    const lines = 'SELECT COUNT(*) n FROM order_items GROUP BY order_id'
    expect(one(`SELECT MIN(n) FROM (${lines})`)).toBe(1)
    expect(one(`SELECT MAX(n) FROM (${lines})`)).toBe(5)
    expect(
      one(
        'SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)',
      ),
    ).toBe(0)
    expect(one('SELECT COUNT(*) FROM product_search')).toBe(one('SELECT COUNT(*) FROM products'))
    expect(
      one("SELECT COUNT(*) FROM subscriptions WHERE status = 'active' AND ends_at <= 1800000000"),
    ).toBe(DUE.expiredSubscriptions)
    expect(
      one("SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND next_attempt_at <= 1800000000"),
    ).toBe(DUE.outbox)
    expect(one('SELECT COUNT(*) FROM ateliers')).toBeGreaterThan(0)
    db.close()
  })

  it('lists the newest products in the directory, as the scheduled round fills the list', () => {
    const db = openSeededFile(':memory:', ROOT)
    seedShops({ directory: db, shop: db }, { first: 0, count: 3 }, 'hash', 1_800_000_000)
    seedProductFeed(db)
    const ids = (sql: string) => (db.prepare(sql).all() as { id: string }[]).map((r) => r.id)
    const newest = ids('SELECT id FROM products ORDER BY created_at DESC, rowid DESC')
    // Added oldest first: the list's newest-first order (rowid breaks ties) is the products'.
    expect(
      ids('SELECT product_id AS id FROM product_feed ORDER BY created_at DESC, rowid DESC'),
    ).toEqual(newest)
    seedProductFeed(db) // a second time adds nothing
    expect(ids('SELECT product_id AS id FROM product_feed')).toHaveLength(newest.length)
    db.close()
  })

  it('stores a password hash the worker accepts', async () => {
    const hash = workerPasswordHash('Echelle2026!', 'pepper', Buffer.alloc(16, 3))
    expect(await verifyPassword('Echelle2026!', hash, 'pepper')).toBe(true)
    expect(await verifyPassword('autre', hash, 'pepper')).toBe(false)
  })
})
