import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import type { ShopDatabaseCtx } from '../../worker/env.ts'
import { newestProductsQuery, productQueries } from '../../worker/services/products.ts'
import {
  compiledReads,
  homeLoad,
  productPageLoad,
  productsLoad,
} from '../../worker/storefront/loaders.ts'

// A D1 stand-in: building and preparing a query asks it for a statement, nothing more.
const d1 = { prepare: () => ({ bind: () => ({}) }), batch: async () => [] }
const ctx = { db: drizzle(d1 as never), now: new Date() } as unknown as ShopDatabaseCtx

type Query = { sql: string; params: unknown[] }
const built = (reads: readonly unknown[]): Query[] =>
  reads.map((q) => {
    const { sql, params } = (q as { _prepare(): { getQuery(): Query } })._prepare().getQuery()
    return { sql, params }
  })

describe("a storefront page's reads, built once per shape (ADR 043)", () => {
  it("send drizzle's own SQL with each request's shop, product and category bound", () => {
    for (const [storeId, productId, categoryId] of [
      ['sto_a', 'prd_1', 'cat_1'],
      ['sto_b', 'prd_2', 'cat_2'],
    ] as const) {
      const product = productPageLoad(productId).reads(ctx, storeId)
      expect(built(product).slice(0, 3)).toEqual(
        built(productQueries(ctx, storeId, productId, { publishedOnly: true })),
      )
      expect(built(homeLoad.reads(ctx, storeId))[0]).toEqual(
        built([newestProductsQuery(ctx, storeId, 8)])[0],
      )
      const list = built(productsLoad('', categoryId, 3).reads(ctx, storeId))
      expect(list[0]!.params).toEqual([storeId, 'active', categoryId, 12, 24])
      expect(list[0]!.sql).toContain('offset ?')
      // The whole shop's list is another shape: no category filter left over from the one above.
      const all = built(productsLoad('', '', 2).reads(ctx, storeId))
      expect(all[0]!.params).toEqual([storeId, 'active', 12, 12])
    }
  })

  it('build the SQL of a shape once, then only bind values', () => {
    let builds = 0
    const reads = (id: string) =>
      compiledReads('test-shape', { id }, (c, v) => {
        builds++
        return productQueries(c, v.storeId, v.id, { publishedOnly: true })
      })
    const first = built(reads('prd_1')(ctx, 'sto_a'))
    const second = built(reads('prd_2')(ctx, 'sto_b'))
    expect(builds).toBe(1)
    expect(second.map((q) => q.sql)).toEqual(first.map((q) => q.sql))
    expect(second[0]!.params).toEqual(['prd_2', 'sto_b', 'active', 1])
  })

  it('build a search per request: its words and the shop become one FTS expression', () => {
    const a = built(productsLoad('wax', '', 1).reads(ctx, 'sto_a'))
    const b = built(productsLoad('bazin', '', 1).reads(ctx, 'sto_b'))
    expect(JSON.stringify(a)).toContain('sto_a')
    expect(JSON.stringify(b)).toContain('bazin')
    expect(JSON.stringify(b)).not.toContain('sto_a')
  })
})
