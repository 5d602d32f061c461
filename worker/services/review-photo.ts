import type { RequestCtx } from '../env'
import { ApiError } from '../lib/errors'
import type { ImageWidth } from '../schemas/image-sizes'
import { reviewMsg } from '../schemas/reviews'
import { type ImageRules, type InspectedImage, inspectImage, MB, putInspectedImage } from './media'

/** A buyer's photo (issue 26): the checks of a product picture, under the form's `photo` field. */
const REVIEW_PHOTO: ImageRules = {
  maxBytes: 5 * MB,
  kinds: ['jpeg', 'png', 'gif'],
  typeMessage: reviewMsg.photoType,
  field: 'photo',
}

export type ReviewPhoto = {
  image: InspectedImage
  copies: Partial<Record<ImageWidth, File>>
}

/**
 * The form's photo checked by its bytes (type, size, pixels, every GIF frame), before anything
 * is stored: `photo` null when none was chosen (an empty file field), `error` the French
 * message to show under the field.
 */
export async function checkReviewPhoto(
  file: File | null,
  copies: ReviewPhoto['copies'],
): Promise<{ photo: ReviewPhoto | null; error?: { message: string; status: number } }> {
  if (!file || file.size === 0) return { photo: null }
  try {
    return { photo: { image: await inspectImage(file, REVIEW_PHOTO), copies } }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    return { photo: null, error: { message: err.message, status: err.status } }
  }
}

/**
 * Puts a checked photo in R2 with the small copies the browser sent beside it, if any (a page
 * without JavaScript sends none: `/media` then answers a copy's URL with the original). Returns
 * its `media` rows (not inserted) and a way to take the files back when the review is refused.
 */
export async function putReviewPhoto(ctx: RequestCtx, storeId: string, photo: ReviewPhoto) {
  const rows = await putInspectedImage(ctx, storeId, photo.image, photo.copies)
  const discard = () => ctx.env.FILES.delete(rows.map((r) => r.key)).catch(() => undefined)
  return { key: rows[0].key, rows, discard }
}
