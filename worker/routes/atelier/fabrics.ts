import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import {
  FabricCreateInput,
  FabricListQuery,
  FabricMovementInput,
  FabricUpdateInput,
} from '../../schemas/atelier/fabrics'
import { addFabricMovement } from '../../services/atelier/fabric-movements'
import {
  createFabric,
  deleteFabric,
  getFabric,
  listFabrics,
  updateFabric,
} from '../../services/atelier/fabrics'

/** Whoever takes orders reads the fabrics (an order takes its fabric from stock). */
const readFabrics = () => requireAtelier(['fabrics', 'orders'])
const writeFabrics = () => requireAtelier(['fabrics'])

/** /api/atelier/fabrics: fabrics and their stock, changed only through movements. */
export const fabricRoutes = new Hono<AppEnv>()
  .get('/', readFabrics(), validate('query', FabricListQuery), async (c) =>
    c.json(await listFabrics(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/', writeFabrics(), validate('json', FabricCreateInput), async (c) =>
    c.json(await createFabric(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', readFabrics(), async (c) =>
    c.json(await getFabric(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )
  .put('/:id', writeFabrics(), validate('json', FabricUpdateInput), async (c) =>
    c.json(await updateFabric(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', writeFabrics(), async (c) => {
    await deleteFabric(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
  .post('/:id/movements', writeFabrics(), validate('json', FabricMovementInput), async (c) =>
    c.json(
      await addFabricMovement(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      201,
    ),
  )
