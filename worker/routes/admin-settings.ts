import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import { PlatformPaymentSettingsInput } from '../schemas/platform-settings'
import { asUser } from '../services/context'
import {
  getPlatformPaymentSettings,
  updatePlatformPaymentSettings,
} from '../services/platform-settings'

/** Platform administrators: the platform's own settings (where merchants pay their plan). */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/payments', async (c) => c.json(await getPlatformPaymentSettings(c.var.ctx), 200))
  .put('/payments', validate('json', PlatformPaymentSettingsInput), async (c) =>
    c.json(await updatePlatformPaymentSettings(asUser(c.var.ctx), c.req.valid('json')), 200),
  )
