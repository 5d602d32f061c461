import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env'
import { ApiError } from '../../lib/errors'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import {
  isLookupKind,
  LOOKUP_PERMISSION,
  LookupInput,
  type LookupKind,
  lookupMsg,
} from '../../schemas/atelier/lookups'
import { ServiceInput } from '../../schemas/atelier/services'
import { SupplierInput, SupplierListQuery } from '../../schemas/atelier/suppliers'
import {
  createLookup,
  deleteLookup,
  listLookups,
  updateLookup,
} from '../../services/atelier/lookups'
import {
  createService,
  deleteService,
  listServices,
  updateService,
} from '../../services/atelier/services'
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from '../../services/atelier/suppliers'

export { fabricRoutes } from './stock-fabrics'

/**
 * Guards a lookup route: any member reads (order and fabric forms pick from the lists), and
 * changing a list takes the permission of its area. The caller is checked before the kind,
 * so an unknown list answers 401/403 to strangers and 404 to members.
 */
const lookupGuard = (write: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const kind = c.req.param('kind') ?? ''
    const known = isLookupKind(kind)
    const guard = requireAtelier(write && known ? [LOOKUP_PERMISSION[kind]] : [])
    return guard(c, async () => {
      if (!known) throw new ApiError('NOT_FOUND', lookupMsg.unknownKind)
      await next()
    })
  })
const kindOf = (value: string | undefined) => value as LookupKind

/** /api/atelier/lookups/:kind: fabric names, fabric types and supplier types. */
export const lookupRoutes = new Hono<AppEnv>()
  .get('/:kind', lookupGuard(false), async (c) =>
    c.json(await listLookups(asAtelier(c.var.ctx), kindOf(c.req.param('kind'))), 200),
  )
  .post('/:kind', lookupGuard(true), validate('json', LookupInput), async (c) =>
    c.json(
      await createLookup(asAtelier(c.var.ctx), kindOf(c.req.param('kind')), c.req.valid('json')),
      201,
    ),
  )
  .put('/:kind/:id', lookupGuard(true), validate('json', LookupInput), async (c) => {
    const { kind, id } = c.req.param()
    return c.json(
      await updateLookup(asAtelier(c.var.ctx), kindOf(kind), id, c.req.valid('json')),
      200,
    )
  })
  .delete('/:kind/:id', lookupGuard(true), async (c) => {
    const { kind, id } = c.req.param()
    await deleteLookup(asAtelier(c.var.ctx), kindOf(kind), id)
    return c.body(null, 204)
  })

const suppliers = () => requireAtelier(['suppliers'])

/** /api/atelier/suppliers (§3/§5: name, phone, address required, email optional). */
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
