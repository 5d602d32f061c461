import { createApp } from './app'
import type { Env } from './env'
import { runScheduledJobs } from './jobs'

const app = createApp()

export default {
  fetch: app.fetch,
  /** Cron trigger (wrangler.toml): retries pending messages and runs the periodic jobs. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)))
  },
} satisfies ExportedHandler<Env>
