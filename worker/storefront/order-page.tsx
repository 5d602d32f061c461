import type { Context } from 'hono'
import type { FormState } from '#themes/types.ts'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { OrderCreateInput } from '../schemas/orders'
import { placeOrder } from '../services/order-placement'
import { contactOf, fieldErrors, PRIVATE_PAGE, readForm, zodFieldErrors } from './forms'
import { loadProduct, loadProductTestimonials } from './loaders'
import type { Shop } from './routes'

type C = Context<AppEnv>

/**
 * POST /<slug>/order: the product page's "Passer la commande", this one product at once
 * (the cart is left as it is). Mistakes come back on the product page beside their fields.
 */
export async function orderNow(c: C, { store, theme, ctx, html }: Shop) {
  const values = await readForm(c)
  const rerender = async (form: FormState, status: number) => {
    const id = values.productId ?? ''
    const [product, testimonials] = await Promise.all([
      loadProduct(c.var.ctx, store, id),
      loadProductTestimonials(c.var.ctx, store, id),
    ])
    const { ProductPage } = theme
    return html(<ProductPage ctx={ctx} data={{ product, testimonials, form }} />, {
      status,
      headers: PRIVATE_PAGE,
    })
  }
  const item = {
    productId: values.productId ?? '',
    quantity: values.quantity ?? '',
    size: values.size || undefined,
    color: values.color || undefined,
  }
  const parsed = OrderCreateInput.safeParse({ ...contactOf(values), items: [item] })
  if (!parsed.success) return rerender({ values, errors: zodFieldErrors(parsed.error) }, 422)
  try {
    const order = await placeOrder(c.var.ctx, store, parsed.data)
    return c.redirect(`${ctx.basePath}/orders/${order.trackingToken}`, 303)
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 'NOT_FOUND') throw err
    return rerender({ values, errors: fieldErrors(err.issues), formError: err.message }, err.status)
  }
}
