import { useIsMutating, useMutation } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Media } from '#worker/schemas/media.ts'
import { msg } from '#worker/schemas/messages.ts'
import { uploadErrorMessage } from './api-client.ts'
import { ImageRefusal, type ImageRules, readyImage, SHOP_PICTURE } from './image-compression.ts'
import { imageUploadForm } from './image-sizes.ts'
import { uploadWords } from './upload-fr.ts'
import { postUpload } from './upload-request.ts'

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

/** The picture upload routes; both answer the stored picture (`Media`). */
export type MediaEndpoint = typeof MEDIA_ENDPOINT | '/api/atelier/media'

/**
 * Readies the picture (checked, compressed: see readyImage) by `rules`, then POSTs it and its
 * smaller copies (ADR 006) to `endpoint`, /api/media by default; the form keeps the answer's
 * id. A refused picture rejects with an ImageRefusal (see pickErrorMessage). `progress` is the
 * share sent (null while the picture is readied) and `cancel` stops it (issue 27): a stopped
 * upload rejects, so the form's "Enregistrer" never waits on it.
 */
export function useUploadImage(
  endpoint: MediaEndpoint = MEDIA_ENDPOINT,
  rules: ImageRules = PRODUCT_IMAGE,
) {
  const [progress, setProgress] = useState<number | null>(null)
  const running = useRef<AbortController | null>(null)
  const mutation = useMutation({
    mutationKey: UPLOAD_KEY,
    mutationFn: async (file: File) => {
      const controller = new AbortController()
      running.current = controller
      try {
        const form = await imageUploadForm(await readyImage(file, rules))
        if (controller.signal.aborted) throw new ImageRefusal(uploadWords.cancelled)
        setProgress(0)
        return await postUpload<Media>(endpoint, form, {
          onProgress: setProgress,
          signal: controller.signal,
        })
      } finally {
        running.current = null
        setProgress(null)
      }
    },
  })
  const cancel = useCallback(() => running.current?.abort(), [])
  return { ...mutation, progress, cancel }
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
