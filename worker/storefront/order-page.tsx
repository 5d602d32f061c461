import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { OrderCreateInput } from '../schemas/orders'
import { placeOrder } from '../services/order-placement'
import { assertOrderPace } from '../services/shopper-pace'
import { productWithErrors } from './cart-pages'
import { contactOf, fieldErrors, readForm, zodFieldErrors } from './forms'
import { afterOrderPlaced } from './payment-pages'
import type { Shop } from './shop'

type C = Context<AppEnv>

/**
 * POST /<slug>/order: the product page's "Passer la commande", this one product at once
 * (the cart is left as it is). Mistakes come back on the product page beside their fields.
 */
export async function orderNow(c: C, shop: Shop) {
  const { store } = shop
  const values = await readForm(c)
  const item = {
    productId: values.productId ?? '',
    quantity: values.quantity ?? '',
    size: values.size || undefined,
    color: values.color || undefined,
  }
  const parsed = OrderCreateInput.safeParse({
    ...contactOf(values),
    items: [item],
    paymentMethod: values.paymentMethod || undefined,
  })
  if (!parsed.success)
    return productWithErrors(c, shop, values, { errors: zodFieldErrors(parsed.error), status: 422 })
  try {
    await assertOrderPace(c.var.ctx, store.id, c.req.raw.headers, parsed.data)
    const order = await placeOrder(c.var.ctx, store, parsed.data)
    return afterOrderPlaced(c, shop, order.trackingToken)
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 'NOT_FOUND') throw err
    return productWithErrors(c, shop, values, {
      errors: fieldErrors(err.issues),
      formError: err.message,
      status: err.status,
      headers: err.responseHeaders,
    })
  }
}
