import { useQueryClient } from '@tanstack/react-query'
import { imageUploadForm } from '#dashboard/lib/image-sizes.ts'
import { sendUpload, type UploadControl, useUploadTask } from '#dashboard/lib/media.ts'
import type { Store } from '#worker/schemas/stores.ts'
import { storeSaved } from './queries.ts'

/**
 * POST /api/store/logo with its copies, readied by `ready` (checked, compressed), by XHR: the
 * bar and « Annuler » product pictures have (issue 27, useUploadTask).
 */
export function useUploadLogo(ready: (file: File, signal: AbortSignal) => Promise<File>) {
  const queryClient = useQueryClient()
  return useUploadTask(
    async (file: File, control: UploadControl) => {
      const form = await imageUploadForm(await ready(file, control.signal), control.signal)
      return sendUpload<Store>('/api/store/logo', form, control)
    },
    { onSuccess: (store) => storeSaved(queryClient, store) },
  )
}
