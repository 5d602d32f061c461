import type { AppEnv, RequestCtx } from '../env'
import { ApiError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { msg } from '../schemas/messages'
import { OrderCreateInput } from '../schemas/orders'
import { placeOrder } from '../services/order-placement'
import { assertOrderPace } from '../services/shopper-pace'
import { findStorefront, toPublicStore } from '../services/stores'

/** A shop shoppers can buy from; unknown and suspended shops both answer 404. */
async function openStore(ctx: RequestCtx, slug: string) {
  const found = await findStorefront(ctx, slug)
  if (!found || found.suspended) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  return found.store
}

/** What shoppers (no account) may call: a shop's public profile and placing an order. */
export const publicRoutes = new Hono<AppEnv>()
  .get('/:slug', async (c) => {
    const store = await openStore(c.var.ctx, c.req.param('slug'))
    return c.json({ data: toPublicStore(store) }, 200)
  })
  .post('/:slug/orders', validate('json', OrderCreateInput), async (c) => {
    const store = await openStore(c.var.ctx, c.req.param('slug'))
    const input = c.req.valid('json')
    await assertOrderPace(c.var.ctx, store.id, c.req.raw.headers, input)
    return c.json(await placeOrder(c.var.ctx, store, input), 201)
  })
