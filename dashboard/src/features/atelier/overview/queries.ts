import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationKeys } from '#dashboard/features/notifications/queries.ts'
import { api } from '#dashboard/lib/api-client.ts'
import type { AtelierOverview } from '#worker/schemas/atelier/overview.ts'
import type { Notification, OpenedNotification } from '#worker/schemas/notifications.ts'
import { atelierKeys } from '../shell/queries.ts'

export const overviewKeys = {
  overview: () => [...atelierKeys.all, 'overview'] as const,
  notifications: () => [...atelierKeys.all, 'notifications'] as const,
}

export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.overview(),
    queryFn: () => api.get<AtelierOverview>('/api/atelier/overview'),
  })

export const atelierNotificationsQuery = () =>
  queryOptions({
    queryKey: overviewKeys.notifications(),
    queryFn: async () =>
      (await api.get<{ data: Notification[] }>('/api/atelier/notifications')).data,
    refetchInterval: 60_000,
  })

export function useOpenAtelierNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api.put<{ data: OpenedNotification }>(
          `/api/atelier/notifications/${encodeURIComponent(id)}`,
        )
      ).data,
    // The shop's bell lists the same notifications.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: overviewKeys.notifications() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  })
}
