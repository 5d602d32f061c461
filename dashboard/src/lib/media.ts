import { useMutation } from '@tanstack/react-query'
import { msg } from '#worker/schemas/messages.ts'
import { api, multipart, unwrap } from './api-client.ts'
import { imageUploadForm } from './image-sizes.ts'

/** §5: an image weighs at most 5 MB, checked before the upload as the server checks it after. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** §5 product pictures: JPG, PNG or GIF (testimonials and sections take no GIF). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const

/** Why a picture cannot be sent, before any upload: its type, then its weight. */
export function imageRefusal(
  file: File,
  types: readonly string[],
  typeMessage: string,
): string | null {
  if (!types.includes(file.type)) return typeMessage
  if (file.size > MAX_IMAGE_BYTES) return msg.imageTooBig(5)
  return null
}

/** The shop's upload route (merchant only); the atelier has its own for staff accounts. */
export const MEDIA_ENDPOINT = '/api/media'

/** The picture upload routes, each typed from its route. */
const UPLOADS = {
  [MEDIA_ENDPOINT]: (form: FormData) => unwrap(api.media.$post(undefined, multipart(form))),
  '/api/atelier/media': (form: FormData) =>
    unwrap(api.atelier.media.$post(undefined, multipart(form))),
}
export type MediaEndpoint = keyof typeof UPLOADS

/**
 * POST the picture and its smaller copies (ADR 006) to `endpoint`, /api/media by default;
 * the form keeps the answer's id.
 */
export function useUploadImage(endpoint: MediaEndpoint = MEDIA_ENDPOINT) {
  return useMutation({
    mutationFn: async (file: File) => UPLOADS[endpoint](await imageUploadForm(file)),
  })
}
