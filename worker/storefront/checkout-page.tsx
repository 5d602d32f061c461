import type { Context } from 'hono'
import { t } from '#themes/fr.ts'
import type { FormState } from '#themes/types.ts'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { newSecretToken } from '../lib/ids'
import {
  IdempotencyKey,
  OrderContactInput,
  OrderCreateInput,
  type OrderReceipt,
} from '../schemas/orders'
import { phoneOf, placeOrder, replayedOrder } from '../services/order-placement'
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
  // Each render is a new attempt with its own key. The posted one made no order (else the
  // shopper would be on its receipt), or one for another phone: confirming again orders anew.
  const values = { ...form.values, idempotencyKey: newSecretToken() }
  const data = { cart: cart.view, form: { ...form, values }, methods }
  return shop.html(<CheckoutPage ctx={shop.ctx} data={data} />, {
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
 * The form's hidden key (made when the page rendered), when well-formed. A hand-made one in
 * another format is not trusted: the order is then placed without it.
 */
function checkoutKeyOf(values: Record<string, string>): string | undefined {
  const parsed = IdempotencyKey.safeParse(values.idempotencyKey)
  return parsed.success ? parsed.data : undefined
}

/**
 * A repeated submit of this form (double tap, answer lost on a slow network): the order its
 * key already made, found before the cart, which the first submit may have emptied.
 */
async function repeatedCheckout(c: C, shop: Shop, values: Record<string, string>, key?: string) {
  const contact = OrderContactInput.safeParse(contactOf(values))
  if (!key || !contact.success) return null
  // The key with another phone: the normal path below explains it beside the form.
  return replayedOrder(c.var.ctx, shop.store.id, key, phoneOf(contact.data)).catch((err) => {
    if (err instanceof ApiError && err.code === 'CONFLICT') return null
    throw err
  })
}

/**
 * The order exists: the cart is emptied and the shopper lands on its receipt, or on the
 * provider's page when it is paid online (a repeat reuses the checkout already started).
 */
function toReceipt(c: C, shop: Shop, order: OrderReceipt) {
  writeCart(c, shop.store.id, shop.ctx.basePath, [])
  return afterOrderPlaced(c, shop, order.trackingToken)
}

/**
 * POST /<slug>/checkout: one order with every line, priced and stock-checked by placeOrder
 * (atomically), then the cart is emptied and the shopper lands on the receipt. A repeated
 * submit of the same form lands on the same receipt and orders nothing more.
 */
export async function checkout(c: C, shop: Shop) {
  const { store, ctx } = shop
  const values = await readForm(c)
  const idempotencyKey = checkoutKeyOf(values)
  const repeat = await repeatedCheckout(c, shop, values, idempotencyKey)
  if (repeat) return toReceipt(c, shop, repeat)
  const cart = await loadCart(c, shop)
  if (cart.kept.length === 0) return c.redirect(`${ctx.basePath}/cart`, 303)
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
    return toReceipt(c, shop, await placeOrder(c.var.ctx, store, parsed.data, { idempotencyKey }))
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    // A product gone since the cart was read is a conflict here, not a missing page.
    const status = err.code === 'NOT_FOUND' ? 409 : err.status
    const form = { values, errors: {}, formError: err.message }
    return renderCheckout(c, shop, cart, form, status, err.responseHeaders)
  }
}
