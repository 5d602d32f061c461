import { drizzle } from 'drizzle-orm/d1'
import * as schema from '../../worker/db/schema/index.ts'
import { findStorefrontFor } from '../../worker/services/shops/lookup.ts'
import { homePlan, productPagePlan, productsPlan } from '../../worker/storefront/loaders.ts'

/**
 * The D1 statements an uncached storefront page sends (the directory's routing query, then the
 * shop's batch: its own row and the page's reads), as the worker's own code builds them,
 * recorded from a stand-in D1. Values are markers (`SLUG`, `PRODUCT`, `STORE`; `now` is any
 * number above 1e9) the bench's `/__bench/d1/<page>` route fills in (storefront-cpu.ts): the
 * page's database work alone, without drizzle, rendering or routing.
 */
export type Statement = { sql: string; params: unknown[] }
export type PageStatements = { routing: Statement; batch: Statement[] }

export async function pageStatements(): Promise<
  Record<'home' | 'products' | 'product', PageStatements>
> {
  let calls: Statement[][] = []
  const statement = (sql: string, params: unknown[] = []) => ({
    sql,
    params,
    bind: (...p: unknown[]) => statement(sql, p),
    // The routing row: the shop's id and database, active, no domain. Then the batch is sent.
    raw: async () => {
      calls.push([{ sql, params }])
      return [['STORE', 'DB', null, 'active', null]]
    },
  })
  const d1 = {
    prepare: (sql: string) => statement(sql),
    batch: async (all: Statement[]) => {
      calls.push(all.map(({ sql, params }) => ({ sql, params })))
      return all.map(() => ({ results: [] }))
    },
  }
  const db = drizzle(d1 as never, { schema })
  const ctx = { db, directory: db, now: new Date(), env: {}, openDatabase: () => db } as never
  const pages = {
    home: homePlan(ctx),
    products: productsPlan(ctx, '', '', 1),
    product: productPagePlan(ctx, 'PRODUCT'),
  }
  const out = {} as Record<keyof typeof pages, PageStatements>
  for (const [page, plan] of Object.entries(pages)) {
    calls = []
    await findStorefrontFor(ctx, 'slug:SLUG', plan as never)
    const [[routing], batch] = calls as [[Statement], Statement[]]
    out[page as keyof typeof pages] = { routing, batch }
  }
  return out
}

/**
 * `bundle` with a `/__bench/d1/<page>?slug=&product=&store=` route in front: the page's
 * statements sent as the worker sends them (a D1 session, the routing query and the shop's
 * batch in parallel), answered with a fixed "ok".
 */
export function withD1Route(bundle: string, statements: Record<string, PageStatements>): string {
  const m = /export\s*\{\s*(\w+) as default\s*\};?/.exec(bundle)
  if (!m) throw new Error('the bundle has no default export to wrap')
  return `${bundle.replace(m[0], '')}
const benchStatements = ${JSON.stringify(statements)};
const benchApp = ${m[1]};
export default {
  scheduled: (controller, env, ctx) => benchApp.scheduled(controller, env, ctx),
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/__bench/d1/')) return benchApp.fetch(request, env, ctx)
    const page = benchStatements[url.pathname.slice('/__bench/d1/'.length)]
    const q = url.searchParams
    const values = { SLUG: q.get('slug'), PRODUCT: q.get('product'), STORE: q.get('store') }
    const session = env.DB.withSession('first-unconstrained')
    const now = Math.floor(Date.now() / 1000)
    const bound = (s) =>
      session.prepare(s.sql).bind(...s.params.map((p) => (typeof p === 'number' && p > 1e9 ? now : (values[p] ?? p))))
    const [routing, batch] = await Promise.all([bound(page.routing).raw(), session.batch(page.batch.map(bound))])
    // Rows must come back, or the figure would be that of an empty answer.
    if (!routing.length || !batch[0].results.length) return new Response('no rows', { status: 500 })
    return new Response('ok')
  },
}
`
}
