import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adminOverviewKeys } from '#dashboard/features/admin-overview/queries.ts'
import { notificationKeys } from '#dashboard/features/notifications/queries.ts'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type { MessageListQuery } from '#worker/schemas/admin.ts'

export const adminMessageKeys = {
  all: ['admin', 'messages'] as const,
  list: (filters: MessageListQuery) => [...adminMessageKeys.all, 'list', filters] as const,
}

export const adminMessageListQuery = (filters: MessageListQuery) =>
  queryOptions({
    queryKey: adminMessageKeys.list(filters),
    queryFn: () => unwrap(api.admin.overview.messages.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export function useMarkMessageRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(api.admin.overview.messages[':id'].read.$patch({ param: encoded({ id }) })),
    // Reading a message also reads its notification: the bell and the board change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unread('admin') }),
      ]),
  })
}
