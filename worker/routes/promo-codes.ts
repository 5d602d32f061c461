import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { PromoCodeInput } from '../schemas/promo-codes'
import { asStore } from '../services/context'
import {
  createPromoCode,
  deletePromoCode,
  listPromoCodes,
  updatePromoCode,
} from '../services/promo-codes'

/** Marketing › Codes promo (issue 26): the owner's, like Livraison. */
export const promoCodeRoutes = new Hono<AppEnv>()
  .use(requireShop('marketing'))
  .get('/', async (c) => c.json(await listPromoCodes(asStore(c.var.ctx)), 200))
  .post('/', validate('json', PromoCodeInput), async (c) =>
    c.json(await createPromoCode(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .put('/:id', validate('json', PromoCodeInput), async (c) =>
    c.json(await updatePromoCode(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deletePromoCode(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
