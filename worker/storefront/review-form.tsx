import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { sizedCopiesOf } from '../lib/uploads'
import { orderMsg } from '../schemas/orders'
import { ReviewInput, reviewMsg } from '../schemas/reviews'
import { clientAddress } from '../services/attempts'
import { checkReviewPhoto } from '../services/review-photo'
import { submitReview } from '../services/reviews'
import { assertShopperPace } from '../services/shopper-pace'
import { readForm, zodFieldErrors } from './forms'
import { renderTracked, trackedOrder } from './payment-pages'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

const FIELDS = ['productId', 'rating', 'text'] as const

/**
 * POST /<slug>/orders/<token>/review, a plain form (issue 26): the tracking link is the buyer's
 * credential. Saved, then 303 back to the tracking page (the product's form says thanks);
 * refused, the page comes back with the mistake on that product's form. Paced like every public
 * form, per shop and address. Refused (403) when the shop's plan has no reviews.
 *
 * A multipart form since its optional photo: the photo is checked by its bytes with the stars
 * and text, and a bad one comes back as a message under its field, what was typed kept (a
 * browser never refills a file field: the buyer picks another). Nothing is stored until all
 * of it checks out.
 */
export async function sendReview(c: C, shop: Shop) {
  const token = c.req.param('token') ?? ''
  const tracked = await trackedOrder(c, shop, token)
  const values = await readForm(c)
  const kept = Object.fromEntries(FIELDS.map((k) => [k, values[k] ?? '']))
  const again = (
    errors: Record<string, string>,
    status: number,
    formError?: string,
    headers = {},
  ) =>
    renderTracked(c, shop, tracked, {}, status, {
      productId: kept.productId ?? '',
      form: { values: kept, errors, formError },
    }).then((res) => {
      for (const [k, v] of Object.entries(headers)) res.headers.set(k, v as string)
      return res
    })
  // The shop's plan has no reviews (issue 26): nothing is taken, whatever was typed.
  if (!shop.reviews) return again({}, 403, reviewMsg.closed)
  const parsed = ReviewInput.safeParse(kept)
  const form = await c.req.formData().catch(() => null)
  const file = form?.get('photo') as unknown
  const checked = await checkReviewPhoto(
    file instanceof File ? file : null,
    form ? sizedCopiesOf(form) : {},
  )
  if (!parsed.success || checked.error) {
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error)
    if (checked.error) errors.photo = checked.error.message
    return again(errors, checked.error?.status ?? 422)
  }
  try {
    await assertShopperPace(c.var.ctx, 'review', {
      scope: shop.store.id,
      address: clientAddress(c.req.raw.headers),
    })
    await submitReview(shopCtx(c), shop.store, tracked.row, parsed.data, checked.photo)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    if (err.code === 'NOT_FOUND') throw new ApiError('NOT_FOUND', orderMsg.notFound)
    const errors = Object.fromEntries((err.issues ?? []).map((i) => [i.path, i.message]))
    return again(errors, err.status, err.message, err.responseHeaders)
  }
  return c.redirect(`${shop.ctx.basePath}/orders/${token}#h-review-forms`, 303)
}
