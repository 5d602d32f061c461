import type { Context } from 'hono'
import { t } from '#themes/fr.ts'
import { LOCATE_SCRIPT } from '#themes/shared/locate-script.ts'
import type { CartView, FormState } from '#themes/types.ts'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { newSecretToken } from '../lib/ids'
import { type DeliveryOffer, offersDelivery } from '../schemas/delivery'
import { msg } from '../schemas/messages'
import { IdempotencyKey } from '../schemas/orders'
import { clientAddress } from '../services/attempts'
import { deliveryOfferOf } from '../services/delivery'
import {
  type IntakeRead,
  type IntakeResult,
  intakeOrder,
  intakePlan,
  type PreparedIntake,
  type PromoPreview,
  prepareIntake,
  previewPromo,
} from '../services/orders/intake'
import { offeredMethods, type ShopPaymentOptions } from '../services/payments/options'
import { type CartLine, readCart, writeCart } from './cart'
import { type CartWithOptions, cartOf, cartReads } from './cart-pages'
import { contactOf, fieldErrors, formDefaults, PRIVATE_PAGE, readForm } from './forms'
import type { PageReads } from './page-reads'
import { afterOrderMade } from './payment-pages'
import { forgetShopper, keepOrForgetShopper, rememberedShopper } from './remember-shopper'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

function renderCheckout(
  shop: Shop,
  cart: CartView,
  options: ShopPaymentOptions,
  delivery: DeliveryOffer,
  form: FormState,
  status = 200,
  headers: Record<string, string> = {},
  promo?: PromoPreview,
  remembered = false,
) {
  const { CheckoutPage } = shop.theme
  const methods = offeredMethods(options)
  // Each render is a new attempt with its own key. The posted one made no order (else the
  // shopper would be on its receipt), or one for another phone: confirming again orders anew.
  const values = { ...form.values, idempotencyKey: newSecretToken() }
  const data = {
    cart,
    form: { ...form, values },
    methods,
    delivery: offersDelivery(delivery) ? delivery : undefined,
    promo,
    remembered,
  }
  return shop.html(<CheckoutPage ctx={shop.ctx} data={data} />, {
    status,
    headers: { ...PRIVATE_PAGE, ...headers },
    // "Partager ma position" comes with the delivery choice (ADR 050).
    ...(data.delivery ? { scripts: [LOCATE_SCRIPT] } : {}),
  })
}

/**
 * GET /<slug>/checkout: an empty cart goes back to the cart page. The cart's products are read
 * with the shop's row (one round trip).
 */
export async function checkoutPage(c: C): Promise<PageReads<(shop: Shop) => CartWithOptions>> {
  return {
    plan: cartReads(c),
    render: async (c, shop, loaded) => {
      const cart = loaded(shop)
      if (cart.kept.length === 0) return c.redirect(`${shop.ctx.basePath}/cart`, 303)
      const formError = cart.removed ? t.cartRemovedLines : undefined
      // "Se souvenir de moi" ticked last time: filled here, so it works without JavaScript,
      // and ticked again (unticking it on this order forgets the shopper).
      const remembered = await rememberedShopper(c, shop.store.id)
      const values = { ...formDefaults(shop.store), ...remembered, ...(remembered && REMEMBER) }
      const form = { values, errors: {}, formError }
      const { paymentOptions, delivery } = cart
      return renderCheckout(
        shop,
        cart.view,
        paymentOptions,
        delivery,
        form,
        200,
        {},
        undefined,
        !!remembered,
      )
    },
  }
}

const REMEMBER = { remember: '1' }

/** GET /<slug>/checkout/effacer, « Ce n'est pas vous ? Effacer »: an empty form again. */
export async function forgetShopperPage(c: C, shop: Shop) {
  forgetShopper(c, shop.ctx.basePath)
  return c.redirect(`${shop.ctx.basePath}/checkout`, 303)
}

/**
 * The form's hidden key (made when the page rendered), when well-formed. A hand-made one in
 * another format is not trusted: the order is then placed without it.
 */
function checkoutKeyOf(values: Record<string, string>): string | undefined {
  const parsed = IdempotencyKey.safeParse(values.idempotencyKey)
  return parsed.success ? parsed.data : undefined
}

/** The cart is empty (or emptied by the first submit, for an order that is not a repeat). */
class EmptyCart extends Error {}

/**
 * A form's fields refused as a whole (the intake's parse), its delivery choice, or its promo
 * code (invalid, or its last use taken meanwhile): each message beside its field.
 */
const isFieldsRefusal = (err: ApiError) =>
  err.issues?.some((i) => i.path === 'promoCode') ||
  (err.code === 'UNPROCESSABLE' &&
    (err.message === msg.checkFields || err.issues?.some((i) => i.path === 'delivery')))

/**
 * The order exists: the cart is emptied, the contact kept or forgotten as the shopper chose,
 * and the shopper lands on its receipt, or on the provider's page when it is paid online (a
 * repeat reuses the checkout already started).
 */
async function toReceipt(c: C, shop: Shop, order: IntakeResult, values: Record<string, string>) {
  writeCart(c, shop.store.id, shop.ctx.basePath, [])
  await keepOrForgetShopper(c, shop.store.id, shop.ctx.basePath, values)
  return afterOrderMade(c, shop, order)
}

/**
 * The code typed, judged again for a page that keeps it: its line stays on the page. A cart the
 * intake refuses shows its own message; the line then waits for the next render.
 */
async function keptPromo(
  preview: () => ReturnType<typeof previewPromo>,
): Promise<PromoPreview | undefined> {
  try {
    const judged = await preview()
    return judged && !('problem' in judged) ? judged : undefined
  } catch (err) {
    if (err instanceof ApiError) return undefined
    throw err
  }
}

type CheckoutRead = { lines: CartLine[]; prepared: PreparedIntake; read: IntakeRead }

/**
 * POST /<slug>/checkout: one order with every line of the cart, through the one intake
 * (order-intake.ts), its reads in the batch of the shop's lookup; then the cart is emptied and
 * the shopper lands on the receipt. A repeated submit of the same form (double tap, answer lost
 * on a slow network) lands on the same receipt and orders nothing more: its key is looked for
 * before the cart, which the first submit may have emptied.
 */
export async function checkout(c: C): Promise<PageReads<CheckoutRead>> {
  const values = await readForm(c)
  const ctx = c.var.ctx
  return {
    // The cart's cookie is named by the shop: its lines are known once the shop is.
    plan: (db, storeId) => {
      const lines = readCart(c, storeId)
      const prepared = prepareIntake({
        raw: {
          ...contactOf(values),
          items: lines.map((l) => ({
            productId: l.productId,
            quantity: l.quantity,
            size: l.size || undefined,
            color: l.color || undefined,
          })),
          paymentMethod: values.paymentMethod || undefined,
        },
        idempotencyKey: checkoutKeyOf(values),
        address: clientAddress(c.req.raw.headers),
        full: false,
        previewOnly: values.intent === 'apply',
      })
      const plan = intakePlan(ctx, prepared)(db, storeId)
      return { queries: plan.queries, decode: (r) => ({ lines, prepared, read: plan.decode(r) }) }
    },
    render: async (c, shop, { lines, prepared, read }) => {
      const cart = cartOf(c, shop, lines, read.offers)
      const again = async (form: FormState, status = 200, headers: Record<string, string> = {}) => {
        const promo = await keptPromo(() => previewPromo(ctx, shop.store, prepared, read))
        const options = read.paymentOptions(shop.store)
        const delivery = deliveryOfferOf(shop.store, read.zones)
        return renderCheckout(shop, cart.view, options, delivery, form, status, headers, promo)
      }
      try {
        if (values.intent === 'apply') {
          if (cart.kept.length === 0) throw new EmptyCart()
          const preview = await previewPromo(ctx, shop.store, prepared, read)
          if (preview && 'problem' in preview)
            return again({ values, errors: { promoCode: preview.problem } }, 422)
          const formError = cart.removed ? t.cartRemovedLines : undefined
          return again({ values, errors: {}, formError })
        }
        const order = await intakeOrder(shopCtx(c), shop.store, prepared, read, {
          check: () => {
            if (cart.kept.length === 0) throw new EmptyCart()
            // Lines dropped meanwhile: the shopper sees the new cart before anything is ordered.
            if (cart.removed) throw new ApiError('CONFLICT', t.cartRemovedLines)
          },
        })
        return toReceipt(c, shop, order, values)
      } catch (err) {
        if (err instanceof EmptyCart) return c.redirect(`${shop.ctx.basePath}/cart`, 303)
        if (!(err instanceof ApiError)) throw err
        const form = isFieldsRefusal(err)
          ? { values, errors: fieldErrors(err.issues) }
          : { values, errors: {}, formError: err.message }
        // A product gone since the cart was read is a conflict here, not a missing page.
        const status = err.code === 'NOT_FOUND' ? 409 : err.status
        return again(form, status, err.responseHeaders)
      }
    },
  }
}
