import { withShop } from '../db/databases'
import type { AppEnv, RequestCtx } from '../env'
import { ApiError, fieldError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { refuseWriteWhileMoving } from '../lib/shop-moving'
import { validate } from '../lib/validate'
import { msg } from '../schemas/messages'
import { IdempotencyKey, OrderCreateInput, orderMsg } from '../schemas/orders'
import { findStorefrontWithDomain } from '../services/custom-domains'
import { phoneOf, placeOrder, replayedOrder } from '../services/order-placement'
import { assertOrderPace } from '../services/shopper-pace'
import { toPublicStore, toStoreRef } from '../services/stores'

/** A shop shoppers can buy from; unknown and suspended shops both answer 404. */
async function openStore(ctx: RequestCtx, slug: string) {
  const found = await findStorefrontWithDomain(ctx, slug)
  if (!found || found.suspended) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  return { store: found.store, ctx: withShop(ctx, toStoreRef(found.store)) }
}

/** The optional `Idempotency-Key` header: a malformed one is the client's mistake (422). */
function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  const parsed = IdempotencyKey.safeParse(header)
  if (!parsed.success)
    throw fieldError('UNPROCESSABLE', 'Idempotency-Key', orderMsg.idempotencyKeyFormat)
  return parsed.data
}

/** What shoppers (no account) may call: a shop's public profile and placing an order. */
export const publicRoutes = new Hono<AppEnv>()
  .get('/:slug', async (c) => {
    const { store } = await openStore(c.var.ctx, c.req.param('slug'))
    return c.json({ data: toPublicStore(store) }, 200)
  })
  .post('/:slug/orders', validate('json', OrderCreateInput), async (c) => {
    const { store, ctx } = await openStore(c.var.ctx, c.req.param('slug'))
    refuseWriteWhileMoving(c.req.method, store.movingTo)
    const input = c.req.valid('json')
    const idempotencyKey = idempotencyKeyOf(c.req.header('idempotency-key'))
    // A retry of an order already made answers as the first did, without counting as a new one.
    const prior =
      idempotencyKey && (await replayedOrder(ctx, store.id, idempotencyKey, phoneOf(input)))
    if (prior) return c.json(prior, 201)
    await assertOrderPace(ctx, store.id, c.req.raw.headers, input)
    return c.json(await placeOrder(ctx, store, input, { idempotencyKey }), 201)
  })
