import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { CustomerInput, CustomerListQuery } from '#worker/schemas/customers.ts'

export const customerKeys = {
  all: queryRoots.customers,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filters: CustomerListQuery) => [...customerKeys.lists(), filters] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
}

export const customerListQuery = (filters: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: () => unwrap(api.customers.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: () => unwrap(api.customers[':id'].$get({ param: encoded({ id }) })),
  })

export function useCreateCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CustomerInput) => unwrap(api.customers.$post({ json: input })),
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
      unwrap(api.customers[':id'].$put({ param: encoded({ id }), json: input })),
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
    mutationFn: (id: string) => unwrap(api.customers[':id'].$delete({ param: encoded({ id }) })),
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
