import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { DeliverySettingsInput, DeliveryZoneInput } from '../schemas/delivery'
import { asStore } from '../services/context'
import {
  addDeliveryZone,
  deleteDeliveryZone,
  getDeliverySettings,
  updateDeliverySettings,
  updateDeliveryZone,
} from '../services/delivery'

/** Paramètres › Livraison: zones, fees, pickup (ADR 050). The owner's, like Paiements. */
export const deliveryRoutes = new Hono<AppEnv>()
  .use(requireShop('delivery', { reads: 'member' }))
  .get('/', async (c) => c.json(await getDeliverySettings(asStore(c.var.ctx)), 200))
  .put('/settings', validate('json', DeliverySettingsInput), async (c) =>
    c.json(await updateDeliverySettings(asStore(c.var.ctx), c.req.valid('json')), 200),
  )
  .post('/zones', validate('json', DeliveryZoneInput), async (c) =>
    c.json(await addDeliveryZone(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .put('/zones/:id', validate('json', DeliveryZoneInput), async (c) =>
    c.json(
      await updateDeliveryZone(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .delete('/zones/:id', async (c) => {
    await deleteDeliveryZone(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
