import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationKeys } from '#dashboard/features/notifications/queries.ts'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type { EnquiryListQuery } from '#worker/schemas/enquiries.ts'

export const enquiryKeys = {
  all: ['enquiries'] as const,
  lists: () => [...enquiryKeys.all, 'list'] as const,
  list: (filters: EnquiryListQuery) => [...enquiryKeys.lists(), filters] as const,
}

export const enquiryListQuery = (filters: EnquiryListQuery) =>
  queryOptions({
    queryKey: enquiryKeys.list(filters),
    queryFn: () => unwrap(api.enquiries.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

/** PATCH /api/enquiries/:id/read: the bell's notification for it is read with it. */
export function useMarkEnquiryRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(api.enquiries[':id'].read.$patch({ param: encoded({ id }) })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enquiryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unread('store') }),
      ]),
  })
}
