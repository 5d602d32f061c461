import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type {
  Customer,
  CustomerDetail,
  CustomerInput,
  CustomerListQuery,
} from '#worker/schemas/customers.ts'
import type { Paged } from '#worker/schemas/fields.ts'

export const customerKeys = {
  all: queryRoots.customers,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filters: CustomerListQuery) => [...customerKeys.lists(), filters] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
}

export const customerListQuery = (filters: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: () => api.get<Paged<Customer>>('/api/customers', filters),
    placeholderData: keepPreviousData,
  })

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: () => api.get<CustomerDetail>(`/api/customers/${encodeURIComponent(id)}`),
  })

export function useCreateCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CustomerInput) => api.post<Customer>('/api/customers', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
      ]),
  })
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      api.put<CustomerDetail>(`/api/customers/${encodeURIComponent(id)}`, input),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
      ])
    },
  })
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/customers/${encodeURIComponent(id)}`),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
        queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
      ])
    },
  })
}
