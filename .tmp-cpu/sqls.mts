import { drizzle } from 'drizzle-orm/d1'
import * as schema from '../worker/db/schema/index.ts'
import { homePlan, productPagePlan, productsPlan } from '../worker/storefront/loaders.ts'
const d1 = { prepare: () => ({ bind: () => ({}) }), batch: async () => [] }
const db = drizzle(d1 as never, { schema })
const ctx = { db, now: new Date() } as any
const out: Record<string, { sql: string; params: unknown[] }[]> = {}
const q = (items: readonly any[]) => items.map((i) => { const { sql, params } = i._prepare().getQuery(); return { sql, params } })
out.home = q(homePlan(ctx)(db as any, 'STORE').queries)
out.products = q(productsPlan(ctx, '', '', 1)(db as any, 'STORE').queries)
out.product = q(productPagePlan(ctx, 'PRODUCT')(db as any, 'STORE').queries)
console.log(JSON.stringify(out, null, 1))
