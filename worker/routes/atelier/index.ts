import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { readImageUpload } from '../../lib/uploads'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import { AtelierSettingsInput, RolePermissionsInput } from '../../schemas/atelier/access'
import {
  getAtelierAccess,
  getRolePermissions,
  saveAtelierSettings,
  saveRolePermissions,
} from '../../services/atelier/settings'
import { uploadStoreImage } from '../../services/media'
import { cashbookRoutes } from './cashbook'
import { fabricRoutes } from './fabrics'
import { galleryRoutes } from './gallery'
import { lookupRoutes } from './lookups'
import {
  atelierCustomerRoutes,
  garmentTypeRoutes,
  measurementPartRoutes,
  measurementRoutes,
} from './measurements'
import { calendarRoutes, tailoringOrderRoutes } from './orders'
import { atelierNotificationRoutes, overviewRoutes } from './overview'
import { serviceRoutes } from './services'
import { salaryPaymentRoutes, staffRoutes } from './staff'
import { supplierRoutes } from './suppliers'

/**
 * L'Atelier (issue 8). Every route carries its own requireAtelier guard (never `.use`):
 * sub-routers are mounted side by side and a `.use` would leak onto its neighbours.
 */
export const atelierRoutes = new Hono<AppEnv>()
  .get('/access', requireAtelier([], { allowDisabled: true }), async (c) =>
    c.json(await getAtelierAccess(asAtelier(c.var.ctx)), 200),
  )
  .put(
    '/settings',
    requireAtelier([], { allowDisabled: true, ownerOnly: true }),
    validate('json', AtelierSettingsInput),
    async (c) => c.json(await saveAtelierSettings(asAtelier(c.var.ctx), c.req.valid('json')), 200),
  )
  .get('/roles', requireAtelier([], { ownerOnly: true }), async (c) =>
    c.json(await getRolePermissions(asAtelier(c.var.ctx)), 200),
  )
  .put(
    '/roles',
    requireAtelier([], { ownerOnly: true }),
    validate('json', RolePermissionsInput),
    async (c) =>
      c.json(await saveRolePermissions(asAtelier(c.var.ctx), c.req.valid('json').roles), 200),
  )
  // Photos of models, fabrics and staff: staff accounts upload here, not through /api/media.
  .post('/media', requireAtelier(), async (c) => {
    const { file, copies } = await readImageUpload(c)
    return c.json(await uploadStoreImage(asAtelier(c.var.ctx), file, undefined, copies), 201)
  })
  .route('/garment-types', garmentTypeRoutes)
  .route('/measurement-parts', measurementPartRoutes)
  .route('/customers', atelierCustomerRoutes)
  .route('/measurements', measurementRoutes)
  .route('/orders', tailoringOrderRoutes)
  .route('/calendar', calendarRoutes)
  .route('/fabrics', fabricRoutes)
  .route('/lookups', lookupRoutes)
  .route('/suppliers', supplierRoutes)
  .route('/services', serviceRoutes)
  .route('/staff', staffRoutes)
  .route('/salary-payments', salaryPaymentRoutes)
  .route('/cashbook', cashbookRoutes)
  .route('/gallery', galleryRoutes)
  .route('/overview', overviewRoutes)
  .route('/notifications', atelierNotificationRoutes)
