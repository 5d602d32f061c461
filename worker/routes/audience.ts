import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { AudienceQuery } from '../schemas/audience'
import { audienceReport } from '../services/audience/report'
import { asStore } from '../services/context'

/** Tableau de bord › Audience (ADR 056): visits, funnel, sources and products viewed. */
export const audienceRoutes = new Hono<AppEnv>()
  .use(requireShop('stats'))
  .get('/', validate('query', AudienceQuery), async (c) =>
    c.json(await audienceReport(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
