import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import { compiledQueries } from '../../worker/db/compiled-reads.ts'
import { stores, subscriptions } from '../../worker/db/schema/index.ts'
import type { ShopDatabaseCtx } from '../../worker/env.ts'
import { newestProductsQuery, productQueries } from '../../worker/services/products.ts'
import {
  compiledReads,
  homePlan,
  productPagePlan,
  productsPlan,
} from '../../worker/storefront/loaders.ts'

// A D1 stand-in: building and preparing a query asks it for a statement, nothing more.
const d1 = { prepare: () => ({ bind: () => ({}) }), batch: async () => [] }
const ctx = { db: drizzle(d1 as never), now: new Date() } as unknown as ShopDatabaseCtx

type Query = { sql: string; params: unknown[] }
/** A page plan's queries, for the shop `storeId` on the ctx's database. */
const planned = (
  plan: (db: ShopDatabaseCtx['db'], storeId: string) => { queries: readonly unknown[] },
  storeId: string,
) => plan(ctx.db, storeId).queries
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
      const product = planned(productPagePlan(ctx, productId), storeId)
      expect(built(product).slice(0, 3)).toEqual(
        built(productQueries(ctx, storeId, productId, { publishedOnly: true })),
      )
      expect(built(planned(homePlan(ctx), storeId))[0]).toEqual(
        built([newestProductsQuery(ctx, storeId, 8)])[0],
      )
      const list = built(planned(productsPlan(ctx, '', categoryId, 3), storeId))
      expect(list[0]!.params).toEqual([storeId, 'active', categoryId, 12, 24])
      expect(list[0]!.sql).toContain('offset ?')
      // The whole shop's list is another shape: no category filter left over from the one above.
      const all = built(planned(productsPlan(ctx, '', '', 2), storeId))
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
    const a = built(planned(productsPlan(ctx, 'wax', '', 1), 'sto_a'))
    const b = built(planned(productsPlan(ctx, 'bazin', '', 1), 'sto_b'))
    expect(JSON.stringify(a)).toContain('sto_a')
    expect(JSON.stringify(b)).toContain('bazin')
    expect(JSON.stringify(b)).not.toContain('sto_a')
  })

  it("bind a number given as a plain parameter (the shop lookup's time), built once", () => {
    let builds = 0
    const routing = (slug: string, now: number) =>
      compiledQueries('test-routing', ctx.db, { slug, now }, (db, v) => {
        builds++
        return [
          db
            .select({ id: stores.id })
            .from(stores)
            .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
            .where(sql`${stores.slug} = ${v.slug} and ${subscriptions.endsAt} > ${v.now}`),
        ] as const
      })
    const first = built(routing('chez-awa', 1_800_000_000))
    const second = built(routing('bazin-fatou', 1_800_000_060))
    expect(builds).toBe(1)
    expect(second[0]!.sql).toBe(first[0]!.sql)
    expect(first[0]!.params).toEqual(['chez-awa', 1_800_000_000])
    expect(second[0]!.params).toEqual(['bazin-fatou', 1_800_000_060])
  })
})
