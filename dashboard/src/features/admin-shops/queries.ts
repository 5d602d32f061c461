import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adminOverviewKeys } from '#dashboard/features/admin-overview/queries.ts'
import { adminUserKeys } from '#dashboard/features/admin-users/queries.ts'
import { api } from '#dashboard/lib/api-client.ts'
import type {
  AdminProduct,
  AdminProductListQuery,
  AdminShop,
  AdminShopDetail,
  AdminShopListQuery,
  ProductModerationInput,
  ShopStatusInput,
} from '#worker/schemas/admin.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type { Plan } from '#worker/schemas/plans.ts'

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
    queryFn: () => api.get<Paged<AdminShop>>('/api/admin/shops', filters),
    placeholderData: keepPreviousData,
  })

export const adminShopQuery = (id: string) =>
  queryOptions({
    queryKey: adminShopKeys.detail(id),
    queryFn: () => api.get<AdminShopDetail>(`/api/admin/shops/${encodeURIComponent(id)}`),
  })

export const adminProductListQuery = (filters: AdminProductListQuery) =>
  queryOptions({
    queryKey: adminShopKeys.products(filters),
    queryFn: () => api.get<Paged<AdminProduct>>('/api/admin/shops/products', filters),
    placeholderData: keepPreviousData,
  })

/** The plan filter's options (the public list of plans on offer). */
export const planOptionsQuery = () =>
  queryOptions({
    queryKey: adminShopKeys.plans(),
    queryFn: async () => (await api.get<{ items: Plan[] }>('/api/plans')).items,
    staleTime: 5 * 60 * 1000,
  })

export function useSetShopStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ShopStatusInput) =>
      api.patch<AdminShopDetail>(`/api/admin/shops/${encodeURIComponent(id)}/status`, input),
    onSuccess: (shop) => {
      queryClient.setQueryData(adminShopKeys.detail(id), shop)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShopKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
      ])
    },
  })
}

export function useModerateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: ProductModerationInput & { id: string }) =>
      api.patch<AdminProduct>(`/api/admin/shops/products/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShopKeys.allProducts() }),
  })
}
