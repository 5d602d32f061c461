import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { publicRoute } from '../middleware/auth'
import { requireShop } from '../middleware/shop'
import { PlanRequestInput } from '../schemas/plans'
import { PlanPaymentInput } from '../schemas/platform-settings'
import { asStore } from '../services/context'
import { getPlanPaymentOptions, startPlanPayment } from '../services/payments/plan-checkout'
import { getMySubscription, listPlans, requestPlanChange } from '../services/plans'

/** Public plans list and the merchant subscription (current plan, change request, payment). */
export const planRoutes = new Hono<AppEnv>()
  .get('/', publicRoute(), async (c) => c.json({ items: await listPlans(c.var.ctx) }, 200))
  .get('/subscription', requireShop('owner'), async (c) =>
    c.json(await getMySubscription(asStore(c.var.ctx)), 200),
  )
  .post('/requests', requireShop('owner'), validate('json', PlanRequestInput), async (c) =>
    c.json(await requestPlanChange(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  // Paying a plan online to the platform's provider account (issue 14); the claim above stays.
  .post('/payments', requireShop('owner'), validate('json', PlanPaymentInput), async (c) =>
    c.json(await startPlanPayment(asStore(c.var.ctx), c.req.valid('json').planId), 201),
  )
  // A query, not /:id: plans are the platform's, not rows of a shop (tenant-isolation matrix).
  .get('/payment', requireShop('owner'), validate('query', PlanPaymentInput), async (c) =>
    c.json(await getPlanPaymentOptions(c.var.ctx, c.req.valid('query').planId), 200),
  )
