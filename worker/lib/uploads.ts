import type { Context } from 'hono'
import { IMAGE_WIDTHS, type ImageWidth, sizeField } from '../schemas/image-sizes'
import { readForm, requireFile } from './validate'

export type ImageUpload = { file: File; copies: Partial<Record<ImageWidth, File>> }

/**
 * One image of a multipart form with the smaller copies the dashboard drew in the browser
 * (ADR 006). Shared by every route that stores a picture of the shop (media, atelier photos, logos).
 */
export async function readImageUpload(c: Context): Promise<ImageUpload> {
  const form = await readForm(c)
  return { file: requireFile(form), copies: sizedCopiesOf(form) }
}

/** The smaller copies (`w320`, `w640`, `w1280`) sent beside a form's picture, if any. */
export function sizedCopiesOf(form: FormData): ImageUpload['copies'] {
  const copies: ImageUpload['copies'] = {}
  for (const w of IMAGE_WIDTHS) {
    const copy = form.get(sizeField(w)) as unknown
    if (copy instanceof File) copies[w] = copy
  }
  return copies
}
