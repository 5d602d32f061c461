import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMe } from '#dashboard/app/session/queries.ts'
import { ApiClientError, api, encoded, isNotFound, unwrap } from '#dashboard/lib/api-client.ts'
import { backoff, FIVE_MINUTES, retryUpTo } from '#dashboard/lib/query-client.ts'

// The signed-in merchant's shop: the shell, the guards and most screens read it; creating it
// is the store feature's.
export const storeKeys = {
  all: ['store'] as const,
  ofUser: (userId: string) => [...storeKeys.all, userId] as const,
}

/**
 * The merchant's shop, or null when they have not created one yet (the API answers 404); for a
 * staff account the shop it works for, with its shop role in `access` (ADR 055), or null when
 * it has none (403: L'Atelier only).
 */
export const storeQuery = (userId: string) =>
  queryOptions({
    queryKey: storeKeys.ofUser(userId),
    queryFn: async () => {
      try {
        return (await unwrap(api.stores[':userId'].$get({ param: encoded({ userId }) }))).data
      } catch (error) {
        if (isNotFound(error) || (error instanceof ApiClientError && error.status === 403))
          return null
        throw error
      }
    },
    staleTime: FIVE_MINUTES,
    retry: retryUpTo(3),
    retryDelay: backoff,
  })

export function useMyStore(enabled = true) {
  const me = useMe()
  return useQuery({ ...storeQuery(me?.id ?? ''), enabled: enabled && Boolean(me) })
}

/** The caller's place in the shop: the owner's, a staff member's shop role, or null. */
export const useShopAccess = () => useMyStore().data?.access ?? null
