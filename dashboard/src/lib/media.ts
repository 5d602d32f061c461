import { useIsMutating, useMutation } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Media } from '#worker/schemas/media.ts'
import { msg } from '#worker/schemas/messages.ts'
import { uploadErrorMessage } from './api-client.ts'
import { type ImageRules, readyImage, SHOP_PICTURE } from './image-compression.ts'
import { imageUploadForm } from './image-sizes.ts'
import { ImageRefusal, throwIfCancelled } from './upload-cancel.ts'
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

const UPLOAD_KEY = ['image-upload'] as const

/** What an upload's work is given: its « Annuler », and where to say how far the sending is. */
export type UploadControl = { signal: AbortSignal; onProgress: (ratio: number) => void }

/**
 * Rejects « Envoi annulé… » the moment `signal` is aborted, whatever step `work` is at (a
 * canvas being drawn cannot be stopped midway: its result is then dropped), else settles as it.
 */
function untilCancelled<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new ImageRefusal(uploadWords.cancelled))
    if (signal.aborted) return stop()
    signal.addEventListener('abort', stop, { once: true })
    const done = () => signal.removeEventListener('abort', stop)
    work.then(
      (value) => {
        done()
        resolve(value)
      },
      (err) => {
        done()
        reject(err)
      },
    )
  })
}

/**
 * An upload with its bar and « Annuler » (issue 27, UploadProgress): `task` readies `input`
 * (compression, copies) then sends it with `sendUpload`. `progress` is the share sent, null
 * while it is readied; `cancel` stops it at once, at any step: the mutation rejects there and
 * then (« Envoi annulé… »), each step checks the signal before the next, and nothing is sent.
 */
export function useUploadTask<I, O>(
  task: (input: I, control: UploadControl) => Promise<O>,
  options: { mutationKey?: readonly unknown[]; onSuccess?: (sent: O) => unknown } = {},
) {
  const [progress, setProgress] = useState<number | null>(null)
  const running = useRef<AbortController | null>(null)
  const mutation = useMutation({
    ...(options.mutationKey ? { mutationKey: options.mutationKey } : {}),
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
    mutationFn: async (input: I) => {
      const controller = new AbortController()
      running.current = controller
      const control = { signal: controller.signal, onProgress: setProgress }
      try {
        return await untilCancelled(task(input, control), controller.signal)
      } finally {
        if (running.current === controller) running.current = null
        setProgress(null)
      }
    },
  })
  const cancel = useCallback(() => running.current?.abort(), [])
  return { ...mutation, progress, cancel }
}

/** The readied form, sent by XHR with its progress (the bar leaves « Préparation… » for 0 %). */
export function sendUpload<T>(url: string, form: FormData, { signal, onProgress }: UploadControl) {
  throwIfCancelled(signal)
  onProgress(0)
  return postUpload<T>(url, form, { onProgress, signal })
}

/**
 * Readies the picture (checked, compressed: see readyImage) by `rules`, then POSTs it and its
 * smaller copies (ADR 006) to `endpoint`, /api/media by default; the form keeps the answer's
 * id. A refused picture rejects with an ImageRefusal (see pickErrorMessage). With the bar and
 * « Annuler » of useUploadTask: a stopped upload rejects, so "Enregistrer" never waits on it.
 */
export function useUploadImage(
  endpoint: MediaEndpoint = MEDIA_ENDPOINT,
  rules: ImageRules = PRODUCT_IMAGE,
) {
  return useUploadTask(
    async (file: File, control: UploadControl) => {
      const ready = await readyImage(file, rules, control.signal)
      return sendUpload<Media>(endpoint, await imageUploadForm(ready, control.signal), control)
    },
    { mutationKey: UPLOAD_KEY },
  )
}

/**
 * Whether a picture of the page is still being compressed or sent: a form waits for it rather
 * than save without it (on a slow network a phone photo takes seconds).
 */
export const useImageUploading = () => useIsMutating({ mutationKey: UPLOAD_KEY }) > 0

/** What a field says when a picked picture did not go: why it was refused, or the API's word. */
export const pickErrorMessage = (err: unknown) =>
  err instanceof ImageRefusal ? err.message : uploadErrorMessage(err)
