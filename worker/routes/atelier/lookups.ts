import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env'
import { ApiError } from '../../lib/errors'
import { Hono } from '../../lib/hono'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import {
  isLookupKind,
  LOOKUP_PERMISSION,
  LookupInput,
  type LookupKind,
  lookupMsg,
} from '../../schemas/atelier/lookups'
import {
  createLookup,
  deleteLookup,
  listLookups,
  updateLookup,
} from '../../services/atelier/lookups'

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
