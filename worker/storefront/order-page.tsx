import type { Context } from 'hono'
import type { FieldErrors } from '#themes/types.ts'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { deliveryMsg } from '../schemas/delivery'
import { msg } from '../schemas/messages'
import { clientAddress } from '../services/attempts'
import { type IntakeRead, intakeOrder, intakePlan, prepareIntake } from '../services/orders/intake'
import { productWithErrors } from './cart-pages'
import { contactOf, fieldErrors, readForm, withCombination } from './forms'
import type { PageReads } from './page-reads'
import { afterOrderMade } from './payment-pages'
import { shopCtx } from './shop'

type C = Context<AppEnv>

/**
 * POST /<slug>/order: the product page's "Passer la commande", this one product at once
 * (the cart is left as it is), through the one intake (order-intake.ts), its reads in the
 * batch of the shop's lookup. Mistakes come back on the product page beside their fields.
 */
export async function orderNow(c: C): Promise<PageReads<IntakeRead>> {
  const values = withCombination(await readForm(c))
  const prepared = prepareIntake({
    raw: {
      ...contactOf(values),
      items: [
        {
          productId: values.productId ?? '',
          quantity: values.quantity ?? '',
          size: values.size || undefined,
          color: values.color || undefined,
        },
      ],
      paymentMethod: values.paymentMethod || undefined,
    },
    address: clientAddress(c.req.raw.headers),
    full: false,
  })
  return {
    plan: intakePlan(c.var.ctx, prepared),
    render: async (c, shop, read) => {
      try {
        return afterOrderMade(c, shop, await intakeOrder(shopCtx(c), shop.store, prepared, read))
      } catch (err) {
        if (!(err instanceof ApiError) || err.code === 'NOT_FOUND') throw err
        // A form refused as a whole says so beside each field, without a message above them.
        const asWhole = err.code === 'UNPROCESSABLE' && err.message === msg.checkFields
        // This form offers no zone to choose (ADR 050): the checkout does, through the cart.
        const noZone = err.issues?.some((i) => i.path === 'delivery')
        return productWithErrors(c, shop, values, {
          errors: onCombinationList(fieldErrors(err.issues), values, read.offers),
          formError: noZone ? deliveryMsg.chooseInCart : asWhole ? undefined : err.message,
          status: err.status,
          headers: err.responseHeaders,
        })
      }
    },
  }
}

/**
 * A product with variants is chosen in one list of its combinations (ADR 059): a size or colour
 * problem, or its chosen combination sold out, is said under the list (`#f-variant`), as
 * « Ajouter au panier » does, not on fields the form does not show.
 */
function onCombinationList(
  errors: FieldErrors,
  values: Record<string, string>,
  offers: IntakeRead['offers'],
): FieldErrors {
  const variants = offers.get(values.productId ?? '')?.variants ?? []
  if (variants.length === 0) return errors
  const { size, color, quantity, ...rest } = errors
  const chosen = variants.find((v) => v.size === values.size && v.color === values.color)
  const soldOut = quantity !== undefined && chosen?.stock === 0
  const message = size ?? color ?? (soldOut ? quantity : undefined)
  return {
    ...(message ? { variant: message } : {}),
    ...(quantity !== undefined && !soldOut ? { quantity } : {}),
    ...rest,
  }
}
