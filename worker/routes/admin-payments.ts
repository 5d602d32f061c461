import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import { AdminPaymentListQuery } from '../schemas/platform-settings'
import { listPlatformPayments } from '../services/admin/payments'

/** Platform administrators: payments made to the platform (subscription fees paid online). */
export const adminPaymentRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', validate('query', AdminPaymentListQuery), async (c) =>
    c.json(await listPlatformPayments(c.var.ctx, c.req.valid('query')), 200),
  )
