import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationKeys } from '#dashboard/features/notifications/queries.ts'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { atelierKeys } from '../shell/queries.ts'

export const overviewKeys = {
  overview: () => [...atelierKeys.all, 'overview'] as const,
  notifications: () => [...atelierKeys.all, 'notifications'] as const,
}

export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.overview(),
    queryFn: () => unwrap(api.atelier.overview.$get()),
  })

export const atelierNotificationsQuery = () =>
  queryOptions({
    queryKey: overviewKeys.notifications(),
    queryFn: async () => (await unwrap(api.atelier.notifications.$get())).data,
    refetchInterval: 60_000,
  })

export function useOpenAtelierNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await unwrap(api.atelier.notifications[':id'].$put({ param: encoded({ id }) }))).data,
    // The shop's bell lists the same notifications.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: overviewKeys.notifications() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  })
}
