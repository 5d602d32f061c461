import type { InferResponseType } from 'hono/client'
import type { api } from '#dashboard/lib/api-client.ts'
import { imageUploadForm } from '#dashboard/lib/image-sizes.ts'
import { sendUpload, type UploadControl } from '#dashboard/lib/media.ts'
import { throwIfCancelled } from '#dashboard/lib/upload-cancel.ts'

/** The worker refuses a gallery request over 51 MB; the multipart framing needs a little room. */
const REQUEST_BUDGET = 50.9 * 1024 * 1024

/**
 * The form of POST /api/atelier/gallery: every file as `images`, and the smaller copies of the
 * i-th as `w320_i`, `w640_i`, `w1280_i` (ADR 006), while the whole stays under the limit.
 * « Annuler » stops it between two pictures.
 */
async function galleryForm(files: File[], signal: AbortSignal): Promise<FormData> {
  const form = new FormData()
  let total = files.reduce((sum, f) => sum + f.size, 0)
  for (const [i, file] of files.entries()) {
    throwIfCancelled(signal)
    form.append('images', file, file.name)
    const single = await imageUploadForm(file, signal)
    for (const [key, value] of single.entries()) {
      if (key === 'file' || typeof value === 'string') continue
      if (total + value.size > REQUEST_BUDGET) continue
      total += value.size
      form.append(`${key}_${i}`, value, value.name)
    }
  }
  return form
}

/** Sent by XHR (for its progress), typed by its route all the same. */
type Added = InferResponseType<typeof api.atelier.gallery.$post, 201>

/**
 * Sends the picked images with their copies, by the uploads' one XHR (postUpload: bearer,
 * bookmarks, the one refresh after a 401), with the bar and « Annuler » of every picture.
 */
export async function uploadGallery(files: File[], control: UploadControl): Promise<Added> {
  const form = await galleryForm(files, control.signal)
  return sendUpload<Added>('/api/atelier/gallery', form, control)
}
