import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type { Order, OrderListQuery } from '#worker/schemas/orders.ts'

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderListQuery) => [...orderKeys.lists(), filters] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
}

export const orderListQuery = (filters: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: () => api.get<Paged<Order>>('/api/orders', filters),
    placeholderData: keepPreviousData,
  })

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => api.get<Order>(`/api/orders/${encodeURIComponent(id)}`),
  })
