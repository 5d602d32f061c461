import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { requireRole } from '../middleware/auth'
import { requireShop } from '../middleware/shop'
import { asStore, asUser } from '../services/context'
import { listUnreadNotifications, openNotification } from '../services/notifications'

/** GET lists unread ones; PUT marks one read and answers where it leads. */
export const notificationRoutes = new Hono<AppEnv>()
  .use(requireShop('member'))
  .get('/', async (c) =>
    c.json({ data: await listUnreadNotifications(asStore(c.var.ctx), 'store') }, 200),
  )
  .put('/:id', async (c) =>
    c.json({ data: await openNotification(asStore(c.var.ctx), 'store', c.req.param('id')) }, 200),
  )

export const adminNotificationRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', async (c) =>
    c.json({ data: await listUnreadNotifications(asUser(c.var.ctx), 'admin') }, 200),
  )
  .put('/:id', async (c) =>
    c.json({ data: await openNotification(asUser(c.var.ctx), 'admin', c.req.param('id')) }, 200),
  )
