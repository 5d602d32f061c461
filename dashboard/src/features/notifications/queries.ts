import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { FIVE_MINUTES, retryUpTo } from '#dashboard/lib/query-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { OpenedNotification } from '#worker/schemas/notifications.ts'

export type NotificationScope = 'store' | 'admin'

const ROUTES = { store: api.notifications, admin: api['admin-notifications'] }

export const notificationKeys = {
  all: queryRoots.notifications,
  unread: (scope: NotificationScope) => [...notificationKeys.all, scope, 'unread'] as const,
}

/** Fresh for 5 minutes, retried twice; polled so a new order shows without a reload. */
export const unreadNotificationsQuery = (scope: NotificationScope) =>
  queryOptions({
    queryKey: notificationKeys.unread(scope),
    queryFn: async () => (await unwrap(ROUTES[scope].$get())).data,
    staleTime: FIVE_MINUTES,
    retry: retryUpTo(2),
    refetchInterval: 60_000,
  })

export function useOpenNotification(scope: NotificationScope) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await unwrap(ROUTES[scope][':id'].$put({ param: encoded({ id }) }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread(scope) }),
  })
}

/** Where opening a notification leads (null: nowhere to go, it is only marked read). */
export function notificationTarget(
  scope: NotificationScope,
  { type, related_id: id }: OpenedNotification,
): string | null {
  const ref = id ? encodeURIComponent(id) : null
  if (scope === 'store') {
    if (type === 'order' && ref) return `/user/orders/${ref}`
    if (type === 'subscription') return '/user/settings/settings'
    if (type === 'product' && ref) return `/user/products/${ref}`
    if (type === 'enquiry') return '/user/enquiries'
    if (type === 'atelier_order' && ref) return `/user/atelier/orders/view/${ref}`
    if (type === 'atelier_fabric' && ref) return `/user/atelier/fabric/view/${ref}`
    return null
  }
  if ((type === 'register' || type === 'login') && ref) return `/admin/users/${ref}`
  // Ids are prefixed: a subscription event names the subscription (sub_…) or, as the shared
  // subscription notices do, its shop (sto_…), whose page shows the subscription.
  if (type === 'subscription' && ref)
    return id?.startsWith('sub_') ? `/admin/subscription/${ref}` : `/admin/shops/${ref}`
  if (type === 'requested' && ref) return `/admin/subscription/requested/${ref}`
  if (type === 'stores' && ref) return `/admin/shops/${ref}`
  if (type === 'contact') return '/admin/messages'
  return null
}
