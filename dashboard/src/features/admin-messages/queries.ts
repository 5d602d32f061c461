import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adminOverviewKeys } from '#dashboard/features/admin-overview/queries.ts'
import { notificationKeys } from '#dashboard/features/notifications/queries.ts'
import { api } from '#dashboard/lib/api-client.ts'
import type { ContactMessage, MessageListQuery } from '#worker/schemas/admin.ts'
import type { Paged } from '#worker/schemas/fields.ts'

export const adminMessageKeys = {
  all: ['admin', 'messages'] as const,
  list: (filters: MessageListQuery) => [...adminMessageKeys.all, 'list', filters] as const,
}

export const adminMessageListQuery = (filters: MessageListQuery) =>
  queryOptions({
    queryKey: adminMessageKeys.list(filters),
    queryFn: () =>
      api.get<Paged<ContactMessage> & { unread: number }>('/api/admin/overview/messages', filters),
    placeholderData: keepPreviousData,
  })

export function useMarkMessageRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      api.patch<ContactMessage>(`/api/admin/overview/messages/${encodeURIComponent(id)}/read`),
    // Reading a message also reads its notification: the bell and the board change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unread('admin') }),
      ]),
  })
}
