import { createApp } from './app'
import type { Env } from './env'
import { runScheduledJobs } from './jobs'
import { routeByHost } from './storefront/host'

const app = createApp()

export default {
  /** The Host decides first: the platform itself, a shop's own domain, or neither. */
  fetch: (request, env, ctx) => routeByHost(request, env, ctx, app.fetch),
  /** Cron trigger (wrangler.toml): retries pending messages and runs the periodic jobs. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)))
  },
} satisfies ExportedHandler<Env>
