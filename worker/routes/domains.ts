import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { DomainInput } from '../schemas/domains'
import { asStore } from '../services/context'
import {
  addDomain,
  getDomainSettings,
  removeDomain,
  verifyDomain,
} from '../services/custom-domains'

/** The merchant's own domain ("Nom de domaine"): add, prove ownership, remove. */
export const domainRoutes = new Hono<AppEnv>()
  .use(requireShop('owner'))
  .get('/', async (c) => c.json(await getDomainSettings(asStore(c.var.ctx)), 200))
  .post('/', validate('json', DomainInput), async (c) =>
    c.json(await addDomain(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  // The real network: DNS over HTTPS and the merchant's own web server.
  .post('/verify', async (c) => c.json(await verifyDomain(asStore(c.var.ctx), fetch), 200))
  .delete('/', async (c) => {
    await removeDomain(asStore(c.var.ctx))
    return c.body(null, 204)
  })
