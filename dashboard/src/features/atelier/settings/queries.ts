import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { useUploadTask } from '#dashboard/lib/media.ts'
import type { GalleryCaptionInput } from '#worker/schemas/atelier/gallery.ts'
import { atelierKeys } from '../shell/queries.ts'
import { uploadGallery } from './gallery-upload.ts'

export const galleryKeys = {
  all: [...atelierKeys.all, 'gallery'] as const,
}

const gallery = api.atelier.gallery

export const galleryQuery = () =>
  queryOptions({
    queryKey: galleryKeys.all,
    queryFn: () => unwrap(gallery.$get()),
  })

/** The gallery's upload, with its bar and « Annuler » (useUploadTask). */
export function useUploadGallery() {
  const queryClient = useQueryClient()
  return useUploadTask(uploadGallery, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  })
}

export function useSaveCaption() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: GalleryCaptionInput & { id: string }) =>
      unwrap(gallery[':id'].$patch({ param: encoded({ id }), json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  })
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => unwrap(gallery[':id'].$delete({ param: encoded({ id }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  })
}
