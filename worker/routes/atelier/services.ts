import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import { ServiceInput } from '../../schemas/atelier/services'
import {
  createService,
  deleteService,
  listServices,
  updateService,
} from '../../services/atelier/services'

const services = () => requireAtelier(['services'])

/** /api/atelier/services: every member reads them (the order form), 'services' changes them. */
export const serviceRoutes = new Hono<AppEnv>()
  .get('/', requireAtelier(), async (c) => c.json(await listServices(asAtelier(c.var.ctx)), 200))
  .post('/', services(), validate('json', ServiceInput), async (c) =>
    c.json(await createService(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .put('/:id', services(), validate('json', ServiceInput), async (c) =>
    c.json(await updateService(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', services(), async (c) => {
    await deleteService(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
