import { requestId } from 'hono/request-id'
import type { AppEnv } from './env'
import { errorBody, handleError } from './lib/errors'
import { Hono } from './lib/hono'
import { context } from './middleware/context'
import { securityHeaders } from './middleware/security-headers'
import { api } from './routes'
import { msg } from './schemas/messages'
import { serveMedia } from './services/media'
import { authPageRoutes } from './site/auth/routes'
import { dashboardRoutes } from './site/dashboard'
import { devOutboxRoutes } from './site/dev-outbox'
import { siteRoutes } from './site/routes'
import { lostShopper, storefrontRoutes } from './storefront/routes'

/**
 * The whole Worker: JSON API under /api, files under /media, its own /auth pages, the dashboard
 * shell for the rest of /auth, /user and /admin, the public site, then storefronts by slug (first path segment).
 */
export function createApp() {
  // The dashboard's pages read their first screen through the whole worker (ADR 066).
  const app: Hono<AppEnv> = new Hono<AppEnv>()
  const appFetch: typeof app.fetch = (...args) => app.fetch(...args)
  return (
    app
      .use(requestId())
      .use(securityHeaders())
      .use(context())
      .onError(handleError)
      .route('/api', api)
      .all('/api/*', (c) => c.json(errorBody(c, 'NOT_FOUND', msg.notFound), 404))
      .get('/sanctum/csrf-cookie', (c) => c.body(null, 204))
      .get('/media/*', (c) =>
        serveMedia(
          c.var.ctx,
          c.req.path.slice('/media/'.length),
          c.req.header('if-none-match') ?? null,
        ),
      )
      .route('/', devOutboxRoutes)
      // Before the dashboard's shell: the worker's own /auth pages (ADR 038, 064).
      .route('/', authPageRoutes)
      .route('/', dashboardRoutes(appFetch))
      .route('/', siteRoutes)
      .route('/', storefrontRoutes)
      // Within a shop (by slug or on its own domain) an unknown path is that shop's 404.
      .notFound(lostShopper)
  )
}
