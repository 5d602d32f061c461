import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { settingsKeys } from '#dashboard/features/settings/queries.ts'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { ProductInput, ProductListQuery, VariantListQuery } from '#worker/schemas/products.ts'

export const productKeys = {
  all: queryRoots.products,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListQuery) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  variantLists: () => [...productKeys.all, 'variants'] as const,
  variantList: (filters: VariantListQuery) => [...productKeys.variantLists(), filters] as const,
}

export const productListQuery = (filters: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: () => unwrap(api.products.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

/** Every variant of the shop ("Sous-produits"). */
export const variantListQuery = (filters: VariantListQuery) =>
  queryOptions({
    queryKey: productKeys.variantList(filters),
    queryFn: () => unwrap(api.products.variants.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => unwrap(api.products[':id'].$get({ param: encoded({ id }) })),
  })

// Product counts per category change with every product write: categories refresh too.

export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProductInput) => unwrap(api.products.$post({ json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.variantLists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.categories }),
        // The plan's usage (products counted against its limit).
        queryClient.invalidateQueries({ queryKey: settingsKeys.subscription() }),
      ]),
  })
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProductInput) =>
      unwrap(api.products[':id'].$put({ param: encoded({ id }), json: input })),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(id), product)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.variantLists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.categories }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.subscription() }),
      ])
    },
  })
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => unwrap(api.products[':id'].$delete({ param: encoded({ id }) })),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.variantLists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.categories }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.subscription() }),
      ])
    },
  })
}

/** POST /api/media: the product image is uploaded first, then referenced by `imageId`. */
