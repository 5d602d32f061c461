import type { Context, Hono } from 'hono'
import type { AppEnv } from '../../env'
import { jwtSecret } from '../../lib/config'
import { signAccessToken } from '../../lib/jwt'
import { BOOKMARK_HEADER } from '../../schemas/bookmarks'
import type { FirstRead } from '../../schemas/first-screen'
import type { OpenSession } from '../../services/sessions'

/** The whole worker's fetch: a read goes through the API as the app's call would (app.ts). */
export type AppFetch = Hono<AppEnv>['fetch']

/**
 * The page's first reads, asked of the API itself for the session's account (ADR 066): its
 * routes, guards and answers, nothing written twice. The access token is minted here for
 * these calls and never leaves the worker. Only what the API answers 200 is kept: anything
 * else, the app asks and handles as it always has.
 */
export async function readAsTheApp(
  c: Context<AppEnv>,
  session: OpenSession,
  paths: readonly string[],
  appFetch: AppFetch,
): Promise<Record<string, FirstRead>> {
  const token = await signAccessToken(
    { sub: session.userId, role: session.role, sid: session.familyId },
    jwtSecret(c.env),
    c.var.ctx.now,
  )
  const origin = new URL(c.req.url).origin
  const headers = {
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
  }
  const answers = await Promise.all(
    paths.map(async (path) => {
      const res = await appFetch(new Request(origin + path, { headers }), c.env, c.executionCtx)
      if (res.status !== 200) {
        await res.body?.cancel()
        return null
      }
      const read: FirstRead = { body: await res.json(), bookmark: res.headers.get(BOOKMARK_HEADER) }
      return [path, read] as const
    }),
  )
  return Object.fromEntries(answers.filter((answer) => answer !== null))
}
