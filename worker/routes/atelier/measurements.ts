import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import {
  AtelierCustomerListQuery,
  CustomerMeasurementQuery,
  GarmentTypeInput,
  MeasurementInput,
  MeasurementListQuery,
  MeasurementPartInput,
} from '../../schemas/atelier/measurements'
import { CustomerInput } from '../../schemas/customers'
import {
  createAtelierCustomer,
  getAtelierCustomer,
  listAtelierCustomers,
  updateAtelierCustomer,
} from '../../services/atelier/atelier-customers'
import {
  createGarmentType,
  deleteGarmentType,
  listGarmentTypes,
  updateGarmentType,
} from '../../services/atelier/garment-types'
import {
  createMeasurementPart,
  deleteMeasurementPart,
  listMeasurementParts,
  updateMeasurementPart,
} from '../../services/atelier/measurement-parts'
import {
  getMeasurementDetail,
  listCustomerMeasurements,
  listMeasurements,
  takeMeasurement,
} from '../../services/atelier/measurements'

/** `settings/clothing-types`. Any member reads them: the order form needs them. */
export const garmentTypeRoutes = new Hono<AppEnv>()
  .get('/', requireAtelier(), async (c) =>
    c.json(await listGarmentTypes(asAtelier(c.var.ctx)), 200),
  )
  .post('/', requireAtelier(['settings']), validate('json', GarmentTypeInput), async (c) =>
    c.json(await createGarmentType(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .put('/:id', requireAtelier(['settings']), validate('json', GarmentTypeInput), async (c) =>
    c.json(
      await updateGarmentType(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .delete('/:id', requireAtelier(['settings']), async (c) => {
    await deleteGarmentType(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })

/** `measurements/measurement-parts`. */
export const measurementPartRoutes = new Hono<AppEnv>()
  .get('/', requireAtelier(), async (c) =>
    c.json(await listMeasurementParts(asAtelier(c.var.ctx)), 200),
  )
  .post('/', requireAtelier(['settings']), validate('json', MeasurementPartInput), async (c) =>
    c.json(await createMeasurementPart(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .put('/:id', requireAtelier(['settings']), validate('json', MeasurementPartInput), async (c) =>
    c.json(
      await updateMeasurementPart(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .delete('/:id', requireAtelier(['settings']), async (c) => {
    await deleteMeasurementPart(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })

/** The shop's customers seen from the atelier; an order taker ('orders') reads them too. */
export const atelierCustomerRoutes = new Hono<AppEnv>()
  .get(
    '/',
    requireAtelier(['customers', 'orders']),
    validate('query', AtelierCustomerListQuery),
    async (c) =>
      c.json(await listAtelierCustomers(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/', requireAtelier(['customers']), validate('json', CustomerInput), async (c) =>
    c.json(await createAtelierCustomer(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', requireAtelier(['customers', 'orders']), async (c) =>
    c.json(await getAtelierCustomer(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )
  .put('/:id', requireAtelier(['customers']), validate('json', CustomerInput), async (c) =>
    c.json(
      await updateAtelierCustomer(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .get(
    '/:id/measurements',
    requireAtelier(['customers', 'orders']),
    validate('query', CustomerMeasurementQuery),
    async (c) =>
      c.json(
        await listCustomerMeasurements(
          asAtelier(c.var.ctx),
          c.req.param('id'),
          c.req.valid('query'),
        ),
        200,
      ),
  )
  .post(
    '/:id/measurements',
    requireAtelier(['customers']),
    validate('json', MeasurementInput),
    async (c) =>
      c.json(
        await takeMeasurement(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
        201,
      ),
  )

/**
 * Every measurement of the shop. Read-only on purpose: no PUT or DELETE, a measurement is
 * history (taking new measurements adds a row under POST /customers/:id/measurements).
 */
export const measurementRoutes = new Hono<AppEnv>()
  .get('/', requireAtelier(['customers']), validate('query', MeasurementListQuery), async (c) =>
    c.json(await listMeasurements(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .get('/:id', requireAtelier(['customers']), async (c) =>
    c.json(await getMeasurementDetail(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )
