import { lt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/sqlite-proxy'
import { describe, expect, it } from 'vitest'
import { asDirectoryDb, type Db } from '#worker/db/client.ts'
import { payments } from '#worker/db/schema/index.ts'
import type { ShopDatabaseCtx } from '#worker/env.ts'
import { pendingPaymentsQuery } from '#worker/services/payments/order-payments.ts'
import { productListQueries } from '#worker/services/products.ts'
import { publicShopsPage } from '#worker/services/site.ts'
import { migratedDatabase, planOf } from '../helpers/query-plans.ts'

/**
 * A scheduled job's cost follows the work that is due, not the size of its tables (issue 16).
 * The query-plan check (ADR 034) plans on an empty schema; D1 plans with the statistics SQLite
 * gathers on a live database (`PRAGMA optimize`), which can turn a bounded search into a skip
 * scan of every row. These plans are taken with the statistics of the 100 000-shop platform of
 * `npm run bench:scale` (138 479 payments, a few statuses and accounts).
 */
function withPlatformStatistics() {
  const db = migratedDatabase()
  db.exec('ANALYZE')
  const stat = db.prepare('INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)')
  for (const [idx, value] of [
    ['payments_pending_idx', '138479 46160 23080'],
    ['payments_account_idx', '138479 69240 1'],
    ['payments_store_idx', '138479 3 3 1'],
    ['payments_order_idx', '138479 1 1'],
    ['payments_pending_created_idx', '138479 46160 1'],
  ])
    stat.run('payments', idx!, value!)
  db.exec('ANALYZE sqlite_schema') // reloads the statistics just written
  return db
}

const sqlOf = (query: { toSQL(): { sql: string } }) => query.toSQL().sql
const builder = drizzle(async () => ({ rows: [] })) as unknown as Db

describe('the scheduled jobs on a large platform', () => {
  it('re-checks pending provider payments from the pending ones, by creation date', () => {
    const sql = sqlOf(pendingPaymentsQuery(builder, lt(payments.createdAt, new Date()), 50))
    const plan = planOf(withPlatformStatistics(), sql).map((r) => r.detail)
    expect(plan.join('\n')).toMatch(
      /SEARCH payments USING INDEX payments_pending_created_idx \(status=\? AND created_at<\?\)/,
    )
  })
})

describe('the public pages on a large platform', () => {
  it('lists /stores from an index of shops by product count, reading no product', () => {
    const sql = sqlOf(publicShopsPage(asDirectoryDb(builder), undefined, 1, 24))
    const plan = planOf(migratedDatabase(), sql)
      .map((r) => r.detail)
      .join('\n')
    expect(plan).not.toMatch(/products/)
    expect(plan).toMatch(/SCAN stores USING INDEX stores_product_count_idx/)
    expect(plan).not.toMatch(/TEMP B-TREE/)
  })
})

describe('/stores by delivered orders on a large platform', () => {
  it('lists from an index of shops by delivered orders, reading no order', () => {
    const sql = sqlOf(publicShopsPage(asDirectoryDb(builder), undefined, 1, 24, 'livraisons'))
    const plan = planOf(migratedDatabase(), sql)
      .map((r) => r.detail)
      .join('\n')
    expect(plan).not.toMatch(/\borders\b/)
    expect(plan).toMatch(/SCAN stores USING INDEX stores_delivered_orders_idx/)
    expect(plan).not.toMatch(/TEMP B-TREE/)
  })
})

describe('the storefront search on a large platform', () => {
  it("reads the search index once, first, for the shop's matches: never once per product of the shop", () => {
    const ctx = { db: builder } as unknown as ShopDatabaseCtx
    const [page, total] = productListQueries(
      ctx,
      'sto_probe',
      { q: 'pagne', page: 1, pageSize: 20 },
      { publishedOnly: true },
    )
    for (const query of [page, total]) {
      const plan = planOf(migratedDatabase(), sqlOf(query)).map((r) => r.detail)
      // The index answers as a subquery of its own, before any product is read…
      expect(plan[0]).toMatch(/CO-ROUTINE hits|MATERIALIZE hits/)
      expect(plan[1]).toMatch(/SCAN product_search VIRTUAL TABLE/)
      // …and is not asked again inside the loop over the shop's products.
      expect(plan.filter((d) => /product_search/.test(d))).toHaveLength(1)
    }
  })
})
