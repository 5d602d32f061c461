import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import { PlanInput } from '../schemas/plans'
import {
  createPlan,
  deletePlan,
  getAdminPlan,
  listAdminPlans,
  updatePlan,
} from '../services/admin/plans'

/** Platform administrators: plans (list, add, edit, view, withdraw or delete when unused). */
export const adminPlanRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', async (c) => c.json({ items: await listAdminPlans(c.var.ctx) }, 200))
  .post('/', validate('json', PlanInput), async (c) =>
    c.json(await createPlan(c.var.ctx, c.req.valid('json')), 201),
  )
  .get('/:id', async (c) => c.json(await getAdminPlan(c.var.ctx, c.req.param('id')), 200))
  .put('/:id', validate('json', PlanInput), async (c) =>
    c.json(await updatePlan(c.var.ctx, c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deletePlan(c.var.ctx, c.req.param('id'))
    return c.body(null, 204)
  })
