import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type { AtelierGalleryImage, GalleryCaptionInput } from '#worker/schemas/atelier/gallery.ts'
import { atelierKeys } from '../shell/queries.ts'
import { uploadGallery } from './gallery-upload.ts'

export const galleryKeys = {
  all: [...atelierKeys.all, 'gallery'] as const,
}

const path = (id: string) => `/api/atelier/gallery/${encodeURIComponent(id)}`

export const galleryQuery = () =>
  queryOptions({
    queryKey: galleryKeys.all,
    queryFn: () => api.get<AtelierGalleryImage[]>('/api/atelier/gallery'),
  })

export function useUploadGallery(onProgress: (ratio: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (files: File[]) => uploadGallery(files, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  })
}

export function useSaveCaption() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: GalleryCaptionInput & { id: string }) =>
      api.patch<AtelierGalleryImage>(path(id), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  })
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(path(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  })
}
