import { createApp } from './app'
import type { Env } from './env'
import { runScheduledJobs } from './jobs'
import { routeByHost } from './storefront/host'

/** Durable Object classes are exported by the entry module (wrangler.toml [[durable_objects]]). */
export { AudienceCounter } from './services/audience/counter'

const app = createApp()

export default {
  /** The Host decides first: the platform itself, a shop's own domain, or neither. */
  fetch: (request, env, ctx) => routeByHost(request, env, ctx, app.fetch),
  /** Cron trigger (wrangler.toml): retries pending messages and runs the periodic jobs. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)))
  },
} satisfies ExportedHandler<Env>
