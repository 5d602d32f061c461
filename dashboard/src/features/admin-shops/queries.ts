import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adminOverviewKeys } from '#dashboard/features/admin-overview/queries.ts'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type {
  AdminProductListQuery,
  AdminShopListQuery,
  ProductModerationInput,
  ShopStatusInput,
} from '#worker/schemas/admin.ts'

export const adminShopKeys = {
  all: ['admin', 'shops'] as const,
  lists: () => [...adminShopKeys.all, 'list'] as const,
  list: (filters: AdminShopListQuery) => [...adminShopKeys.lists(), filters] as const,
  detail: (id: string) => [...adminShopKeys.all, 'detail', id] as const,
  allProducts: () => [...adminShopKeys.all, 'products'] as const,
  products: (filters: AdminProductListQuery) => [...adminShopKeys.allProducts(), filters] as const,
  plans: () => [...adminShopKeys.all, 'plans'] as const,
}

export const adminShopListQuery = (filters: AdminShopListQuery) =>
  queryOptions({
    queryKey: adminShopKeys.list(filters),
    queryFn: () => unwrap(api.admin.shops.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const adminShopQuery = (id: string) =>
  queryOptions({
    queryKey: adminShopKeys.detail(id),
    queryFn: () => unwrap(api.admin.shops[':id'].$get({ param: encoded({ id }) })),
  })

export const adminProductListQuery = (filters: AdminProductListQuery) =>
  queryOptions({
    queryKey: adminShopKeys.products(filters),
    queryFn: () => unwrap(api.admin.shops.products.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

/** The plan filter's options (the public list of plans on offer). */
export const planOptionsQuery = () =>
  queryOptions({
    queryKey: adminShopKeys.plans(),
    queryFn: async () => (await unwrap(api.plans.$get())).items,
    staleTime: 5 * 60 * 1000,
  })

export function useSetShopStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ShopStatusInput) =>
      unwrap(api.admin.shops[':id'].status.$patch({ param: encoded({ id }), json: input })),
    onSuccess: (shop) => {
      queryClient.setQueryData(adminShopKeys.detail(id), shop)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShopKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.adminUsers }),
      ])
    },
  })
}

export function useModerateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: ProductModerationInput & { id: string }) =>
      unwrap(api.admin.shops.products[':id'].$patch({ param: encoded({ id }), json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShopKeys.allProducts() }),
  })
}
