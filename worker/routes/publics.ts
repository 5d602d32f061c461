import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { validate } from '../lib/validate'
import { OrderCreateInput } from '../schemas/orders'
import { placeOrder } from '../services/order-placement'
import { findStoreBySlug, toPublicStore } from '../services/stores'

/** What shoppers (no account) may call: a shop's public profile and placing an order. */
export const publicRoutes = new Hono<AppEnv>()
  .get('/:slug', async (c) => {
    const store = await findStoreBySlug(c.var.ctx, c.req.param('slug'))
    if (store?.status !== 'active') throw new ApiError('NOT_FOUND', 'Boutique introuvable')
    return c.json({ data: toPublicStore(store) }, 200)
  })
  .post('/:slug/orders', validate('json', OrderCreateInput), async (c) => {
    const store = await findStoreBySlug(c.var.ctx, c.req.param('slug'))
    if (store?.status !== 'active') throw new ApiError('NOT_FOUND', 'Boutique introuvable')
    return c.json(await placeOrder(c.var.ctx, store, c.req.valid('json')), 201)
  })
