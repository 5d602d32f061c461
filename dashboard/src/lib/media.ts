import { useIsMutating, useMutation } from '@tanstack/react-query'
import { msg } from '#worker/schemas/messages.ts'
import { api, multipart, unwrap, uploadErrorMessage } from './api-client.ts'
import { ImageRefusal, type ImageRules, readyImage, SHOP_PICTURE } from './image-compression.ts'
import { imageUploadForm } from './image-sizes.ts'

/** Product pictures: JPG, PNG or GIF (testimonials and sections take no GIF). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const

/** Product pictures (the default of the upload fields): JPG, PNG or GIF, compressed. */
export const PRODUCT_IMAGE: ImageRules = {
  types: PRODUCT_IMAGE_TYPES,
  typeMessage: msg.imageType,
  ...SHOP_PICTURE,
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
 * Readies the picture (checked, compressed: see readyImage) by `rules`, then POSTs it and its
 * smaller copies (ADR 006) to `endpoint`, /api/media by default; the form keeps the answer's
 * id. A refused picture rejects with an ImageRefusal (see pickErrorMessage).
 */
export function useUploadImage(
  endpoint: MediaEndpoint = MEDIA_ENDPOINT,
  rules: ImageRules = PRODUCT_IMAGE,
) {
  return useMutation({
    mutationKey: UPLOAD_KEY,
    mutationFn: async (file: File) =>
      UPLOADS[endpoint](await imageUploadForm(await readyImage(file, rules))),
  })
}

const UPLOAD_KEY = ['image-upload'] as const

/**
 * Whether a picture of the page is still being compressed or sent: a form waits for it rather
 * than save without it (on a slow network a phone photo takes seconds).
 */
export const useImageUploading = () => useIsMutating({ mutationKey: UPLOAD_KEY }) > 0

/** What a field says when a picked picture did not go: why it was refused, or the API's word. */
export const pickErrorMessage = (err: unknown) =>
  err instanceof ImageRefusal ? err.message : uploadErrorMessage(err)
