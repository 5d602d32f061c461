import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { AssignInput, CourierInput, RunsQuery } from '../schemas/couriers'
import { asStore } from '../services/context'
import {
  createCourier,
  deleteCourier,
  listCouriers,
  updateCourier,
} from '../services/couriers/couriers'
import { assignOrders, listRuns, renewRunLink, revokeRun } from '../services/couriers/runs'

/**
 * Paramètres › Livreurs and "Tournée du jour" (issue 25, ADR 052). Handing parcels to couriers
 * is selling (`orders`: a seller dispatches); the couriers themselves are `delivery` (ADR 055).
 */
const dispatch = requireShop('orders')
const manage = requireShop('delivery')

export const courierRoutes = new Hono<AppEnv>()
  .get('/', dispatch, async (c) => c.json(await listCouriers(asStore(c.var.ctx)), 200))
  .post('/', manage, validate('json', CourierInput), async (c) =>
    c.json(await createCourier(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  // The runs before '/:id', so "runs" is never read as a courier's id.
  .get('/runs', dispatch, validate('query', RunsQuery), async (c) =>
    c.json(await listRuns(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/runs/:runId/revoke', dispatch, async (c) =>
    c.json(await revokeRun(asStore(c.var.ctx), c.req.param('runId')), 200),
  )
  .post('/runs/:runId/link', dispatch, async (c) =>
    c.json(await renewRunLink(asStore(c.var.ctx), c.req.param('runId')), 200),
  )
  .patch('/:id', manage, validate('json', CourierInput), async (c) =>
    c.json(await updateCourier(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', manage, async (c) => {
    await deleteCourier(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
  .post('/:id/assign', dispatch, validate('json', AssignInput), async (c) =>
    c.json(await assignOrders(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
