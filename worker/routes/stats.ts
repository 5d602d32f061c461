import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { StatsQuery } from '../schemas/stats'
import { asStore } from '../services/context'
import { getStats } from '../services/stats'

/** Dashboard figures computed from real orders (Tableau de Board). */
export const statsRoutes = new Hono<AppEnv>()
  .use(requireShop('stats'))
  .get('/', validate('query', StatsQuery), async (c) =>
    c.json(await getStats(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
