import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import { MessageListQuery } from '../schemas/admin'
import { listContactMessages, markMessageRead } from '../services/admin/messages'
import { getAdminOverview } from '../services/admin/overview'

/** Platform administrators: the figures of the admin Tableau de Bord, contact messages. */
export const adminOverviewRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', async (c) => c.json(await getAdminOverview(c.var.ctx), 200))
  .get('/messages', validate('query', MessageListQuery), async (c) =>
    c.json(await listContactMessages(c.var.ctx, c.req.valid('query')), 200),
  )
  .patch('/messages/:id/read', async (c) =>
    c.json(await markMessageRead(c.var.ctx, c.req.param('id')), 200),
  )
