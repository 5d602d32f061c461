import { createD1Db } from './db/client'
import type { Env, RequestCtx } from './env'
import { deliverDueMessages } from './services/outbox'

/** What the cron trigger runs. Each job is independent: one failing does not stop the others. */
export async function runScheduledJobs(env: Env, now: Date) {
  const ctx: RequestCtx = {
    db: createD1Db(env.DB),
    env,
    requestId: `cron-${now.toISOString()}`,
    now,
    origin: env.APP_URL ?? 'http://localhost:8787',
    user: null,
    store: null,
    effects: { deliverOutbox: false },
  }
  const jobs = { outbox: () => deliverDueMessages(ctx, 100) }
  const results = await Promise.allSettled(Object.values(jobs).map((job) => job()))
  results.forEach((r, i) => {
    if (r.status === 'rejected')
      console.error(`[${ctx.requestId}] job ${Object.keys(jobs)[i]}`, r.reason)
  })
  return results
}
