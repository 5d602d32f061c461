import type { Env } from '../../worker/env.ts'
import worker from '../../worker/index.ts'

// The Durable Object classes wrangler.toml binds, found on the entry module.
export { AudienceCounter } from '../../worker/index.ts'

import { TEST_SQL_PATH, type TestSqlRequest } from './dev-sql.ts'

/**
 * What the browser tests' `wrangler dev` serves: the product's own worker, plus one path that
 * runs SQL on its local D1 from inside the same workerd. The tests set states no screen reaches
 * (a suspension, a theme, an admin role) through it. Before, they ran `wrangler d1 execute`
 * in a second workerd on the same SQLite files while the server had them open: the two
 * processes took each other's locks (SQLITE_BUSY), a page load could hang on it, and each call
 * blocked the test's event loop for seconds. Only this test entry has the path; the production
 * bundle (worker/index.ts) is unchanged, and the path answers only the run's own random token.
 */

async function runSql(request: Request, env: Env): Promise<Response> {
  const { token, bindings, command } = (await request.json()) as TestSqlRequest
  const expected = (env as unknown as Record<string, unknown>).TEST_SQL_TOKEN
  if (typeof expected !== 'string' || expected.length < 16 || token !== expected)
    return new Response('forbidden', { status: 403 })
  const rows: unknown[] = []
  for (const binding of bindings) {
    const database = (env as unknown as Record<string, D1Database>)[binding]
    if (!database) return new Response(`no binding ${binding}`, { status: 400 })
    const { results } = await database.prepare(command).all()
    rows.push(...results)
  }
  return Response.json(rows)
}

export default {
  fetch: (request, env, ctx) =>
    request.method === 'POST' && new URL(request.url).pathname === TEST_SQL_PATH
      ? runSql(request, env)
      : worker.fetch(request, env, ctx),
  scheduled: (controller, env, ctx) => worker.scheduled(controller, env, ctx),
} satisfies ExportedHandler<Env>
