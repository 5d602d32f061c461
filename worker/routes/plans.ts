import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { publicRoute, requireRole } from '../middleware/auth'
import { PlanRequestInput } from '../schemas/plans'
import { asStore } from '../services/context'
import { getMySubscription, listPlans, requestPlanChange } from '../services/plans'

/** Public plans list and the merchant subscription (current plan, change request). */
export const planRoutes = new Hono<AppEnv>()
  .get('/', publicRoute(), async (c) => c.json({ items: await listPlans(c.var.ctx) }, 200))
  .get('/subscription', requireRole('user'), async (c) =>
    c.json(await getMySubscription(asStore(c.var.ctx)), 200),
  )
  .post('/requests', requireRole('user'), validate('json', PlanRequestInput), async (c) =>
    c.json(await requestPlanChange(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
