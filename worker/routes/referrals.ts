import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { ReferralInput } from '../schemas/referrals'
import { asUser } from '../services/context'
import { createReferral, getReferralOverview } from '../services/referrals'

/** Referrals (Parrainage): a merchant's code and link, their referred merchants, invitations. */
export const referralRoutes = new Hono<AppEnv>()
  .use(requireShop('owner'))
  .get('/', async (c) => c.json(await getReferralOverview(asUser(c.var.ctx)), 200))
  .post('/', validate('json', ReferralInput), async (c) =>
    c.json(await createReferral(asUser(c.var.ctx), c.req.valid('json')), 201),
  )
