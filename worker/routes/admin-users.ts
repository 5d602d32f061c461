import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import { AdminUserListQuery, UserStatusInput } from '../schemas/admin'
import { getAdminUser, listAdminUsers, setUserStatus } from '../services/admin/users'
import { asUser } from '../services/context'

/** Platform administrators: users (search, profile, block / unblock). */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', validate('query', AdminUserListQuery), async (c) =>
    c.json(await listAdminUsers(c.var.ctx, c.req.valid('query')), 200),
  )
  .get('/:id', async (c) => c.json(await getAdminUser(c.var.ctx, c.req.param('id')), 200))
  .patch('/:id/status', validate('json', UserStatusInput), async (c) =>
    c.json(await setUserStatus(asUser(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
