import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { CashClosingInput, CashCorrectionInput } from '../schemas/couriers'
import { DayCashQuery } from '../schemas/day-cash'
import { asStore } from '../services/context'
import { addCashCorrection, closeCourierDay, getDayCash } from '../services/couriers/day-cash'

/** "Caisse des livraisons": each courier's day of cash, its closing and corrections (ADR 052). */
export const deliveryCashRoutes = new Hono<AppEnv>()
  .use(requireShop('orders'))
  .get('/', validate('query', DayCashQuery), async (c) =>
    c.json(await getDayCash(asStore(c.var.ctx), c.req.valid('query').day), 200),
  )
  .post('/close', validate('json', CashClosingInput), async (c) =>
    c.json(await closeCourierDay(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .post('/corrections', validate('json', CashCorrectionInput), async (c) =>
    c.json(await addCashCorrection(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
