import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { productKeys } from '#dashboard/features/products/queries.ts'
import { api } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { Category, CategoryInput } from '#worker/schemas/categories.ts'

export const categoryKeys = {
  all: queryRoots.categories,
  list: () => [...categoryKeys.all, 'list'] as const,
}

export const categoryListQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: async () => (await api.get<{ items: Category[] }>('/api/categories')).items,
  })

/** A category change shows in product lists too (their category name and filter). */
function useInvalidateCatalog() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ])
}

export function useCreateCategory() {
  const invalidate = useInvalidateCatalog()
  return useMutation({
    mutationFn: (input: CategoryInput) => api.post<Category>('/api/categories', input),
    onSuccess: invalidate,
  })
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCatalog()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CategoryInput }) =>
      api.put<Category>(`/api/categories/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  })
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCatalog()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/categories/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  })
}
