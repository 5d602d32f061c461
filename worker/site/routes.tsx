import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { streamHtml } from '../lib/render'
import { ForbiddenPage, HomePage, NotFoundPage } from './pages'

export const siteRoutes = new Hono<AppEnv>()
  .get('/', (c) => streamHtml(c, <HomePage />))
  .get('/forbidden', (c) => streamHtml(c, <ForbiddenPage />, { status: 403 }))
  // The spec's spelling stays reachable.
  .get('/forbiden', (c) => c.redirect('/forbidden', 301))
  .get('/robots.txt', (c) =>
    c.text('User-agent: *\nDisallow: /api/\nDisallow: /user/\nDisallow: /admin/\n'),
  )

export const renderNotFound = (c: import('hono').Context<AppEnv>) =>
  streamHtml(c, <NotFoundPage />, { status: 404 })
