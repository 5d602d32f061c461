import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { CategoryInput } from '#worker/schemas/categories.ts'

export const categoryKeys = {
  all: queryRoots.categories,
  list: () => [...categoryKeys.all, 'list'] as const,
}

export const categoryListQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: async () => (await unwrap(api.categories.$get())).items,
  })

/** A category change shows in product lists too (their category name and filter). */
function useInvalidateCatalog() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.products }),
    ])
}

export function useCreateCategory() {
  const invalidate = useInvalidateCatalog()
  return useMutation({
    mutationFn: (input: CategoryInput) => unwrap(api.categories.$post({ json: input })),
    onSuccess: invalidate,
  })
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCatalog()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CategoryInput }) =>
      unwrap(api.categories[':id'].$put({ param: encoded({ id }), json: input })),
    onSuccess: invalidate,
  })
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCatalog()
  return useMutation({
    mutationFn: (id: string) => unwrap(api.categories[':id'].$delete({ param: encoded({ id }) })),
    onSuccess: invalidate,
  })
}
