import type { Context } from 'hono'
import { t } from '#themes/fr.ts'
import type { FormState } from '#themes/types.ts'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { OrderCreateInput } from '../schemas/orders'
import { placeOrder } from '../services/order-placement'
import { offeredMethods, shopPaymentOptions } from '../services/payments/options'
import { assertOrderPace } from '../services/shopper-pace'
import { writeCart } from './cart'
import { loadCart } from './cart-pages'
import { contactOf, FORM_DEFAULTS, PRIVATE_PAGE, readForm, zodFieldErrors } from './forms'
import { afterOrderPlaced } from './payment-pages'
import type { Shop } from './shop'

type C = Context<AppEnv>

async function renderCheckout(
  c: C,
  shop: Shop,
  cart: Awaited<ReturnType<typeof loadCart>>,
  form: FormState,
  status = 200,
  headers: Record<string, string> = {},
) {
  const { CheckoutPage } = shop.theme
  const methods = offeredMethods(await shopPaymentOptions(c.var.ctx, shop.store))
  return shop.html(<CheckoutPage ctx={shop.ctx} data={{ cart: cart.view, form, methods }} />, {
    status,
    headers: { ...PRIVATE_PAGE, ...headers },
  })
}

/** GET /<slug>/checkout: an empty cart goes back to the cart page. */
export async function checkoutPage(c: C, shop: Shop) {
  const cart = await loadCart(c, shop)
  if (cart.kept.length === 0) return c.redirect(`${shop.ctx.basePath}/cart`, 303)
  const formError = cart.removed ? t.cartRemovedLines : undefined
  return renderCheckout(c, shop, cart, { values: { ...FORM_DEFAULTS }, errors: {}, formError })
}

/**
 * POST /<slug>/checkout: one order with every line, priced and stock-checked by placeOrder
 * (atomically), then the cart is emptied and the shopper lands on the receipt.
 */
export async function checkout(c: C, shop: Shop) {
  const { store, ctx } = shop
  const cart = await loadCart(c, shop)
  if (cart.kept.length === 0) return c.redirect(`${ctx.basePath}/cart`, 303)
  const values = await readForm(c)
  // Lines dropped meanwhile: the shopper sees the new cart before anything is ordered.
  if (cart.removed)
    return renderCheckout(c, shop, cart, { values, errors: {}, formError: t.cartRemovedLines }, 409)
  const items = cart.kept.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    size: l.size || undefined,
    color: l.color || undefined,
  }))
  const parsed = OrderCreateInput.safeParse({
    ...contactOf(values),
    items,
    paymentMethod: values.paymentMethod || undefined,
  })
  if (!parsed.success)
    return renderCheckout(c, shop, cart, { values, errors: zodFieldErrors(parsed.error) }, 422)
  try {
    await assertOrderPace(c.var.ctx, store.id, c.req.raw.headers, parsed.data)
    const order = await placeOrder(c.var.ctx, store, parsed.data)
    writeCart(c, store.id, ctx.basePath, [])
    return afterOrderPlaced(c, shop, order.trackingToken)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    // A product gone since the cart was read is a conflict here, not a missing page.
    const status = err.code === 'NOT_FOUND' ? 409 : err.status
    const form = { values, errors: {}, formError: err.message }
    return renderCheckout(c, shop, cart, form, status, err.responseHeaders)
  }
}
