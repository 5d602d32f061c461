import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import { AssignInput, CourierInput, RunsQuery } from '../schemas/couriers'
import { asStore } from '../services/context'
import {
  createCourier,
  deleteCourier,
  listCouriers,
  updateCourier,
} from '../services/couriers/couriers'
import { assignOrders, listRuns, renewRunLink, revokeRun } from '../services/couriers/runs'

/** Paramètres › Livreurs and "Tournée du jour" (issue 25, ADR 052): the owner's, like Livraison. */
export const courierRoutes = new Hono<AppEnv>()
  .use(requireRole('user'))
  .get('/', async (c) => c.json(await listCouriers(asStore(c.var.ctx)), 200))
  .post('/', validate('json', CourierInput), async (c) =>
    c.json(await createCourier(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  // The runs before '/:id', so "runs" is never read as a courier's id.
  .get('/runs', validate('query', RunsQuery), async (c) =>
    c.json(await listRuns(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/runs/:runId/revoke', async (c) =>
    c.json(await revokeRun(asStore(c.var.ctx), c.req.param('runId')), 200),
  )
  .post('/runs/:runId/link', async (c) =>
    c.json(await renewRunLink(asStore(c.var.ctx), c.req.param('runId')), 200),
  )
  .patch('/:id', validate('json', CourierInput), async (c) =>
    c.json(await updateCourier(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deleteCourier(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
  .post('/:id/assign', validate('json', AssignInput), async (c) =>
    c.json(await assignOrders(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
