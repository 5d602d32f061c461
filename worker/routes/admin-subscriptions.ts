import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import {
  AdminRequestListQuery,
  AdminSubscriptionListQuery,
  RequestRejectInput,
  SubscriptionStatusInput,
} from '../schemas/plans'
import {
  approvePlanRequest,
  getPlanRequest,
  listPlanRequests,
  rejectPlanRequest,
} from '../services/admin/plan-requests'
import {
  changeSubscriptionStatus,
  getAdminSubscription,
  listAdminSubscriptions,
} from '../services/admin/subscriptions'

/** Platform administrators: subscriptions and plan-change requests (approve / reject). */
export const adminSubscriptionRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', validate('query', AdminSubscriptionListQuery), async (c) =>
    c.json(await listAdminSubscriptions(c.var.ctx, c.req.valid('query')), 200),
  )
  // Before '/:id', which would otherwise take "requests" for a subscription id.
  .get('/requests', validate('query', AdminRequestListQuery), async (c) =>
    c.json(await listPlanRequests(c.var.ctx, c.req.valid('query')), 200),
  )
  .get('/requests/:id', async (c) =>
    c.json(await getPlanRequest(c.var.ctx, c.req.param('id')), 200),
  )
  .post('/requests/:id/approve', async (c) =>
    c.json(await approvePlanRequest(c.var.ctx, c.req.param('id')), 200),
  )
  .post('/requests/:id/reject', validate('json', RequestRejectInput), async (c) =>
    c.json(await rejectPlanRequest(c.var.ctx, c.req.param('id'), c.req.valid('json')), 200),
  )
  .get('/:id', async (c) => c.json(await getAdminSubscription(c.var.ctx, c.req.param('id')), 200))
  .patch('/:id/status', validate('json', SubscriptionStatusInput), async (c) =>
    c.json(await changeSubscriptionStatus(c.var.ctx, c.req.param('id'), c.req.valid('json')), 200),
  )
