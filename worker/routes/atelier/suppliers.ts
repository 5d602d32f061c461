import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import { SupplierInput, SupplierListQuery } from '../../schemas/atelier/suppliers'
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from '../../services/atelier/suppliers'

const suppliers = () => requireAtelier(['suppliers'])

/** /api/atelier/suppliers (name, phone, address required, email optional). */
export const supplierRoutes = new Hono<AppEnv>()
  .get('/', suppliers(), validate('query', SupplierListQuery), async (c) =>
    c.json(await listSuppliers(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/', suppliers(), validate('json', SupplierInput), async (c) =>
    c.json(await createSupplier(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', suppliers(), async (c) =>
    c.json(await getSupplier(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )
  .put('/:id', suppliers(), validate('json', SupplierInput), async (c) =>
    c.json(await updateSupplier(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', suppliers(), async (c) => {
    await deleteSupplier(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
