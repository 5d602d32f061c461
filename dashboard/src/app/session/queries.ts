import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'
import { backoff, FIVE_MINUTES, retryUpTo } from '#dashboard/lib/query-client.ts'
import type { Me } from '#worker/schemas/auth.ts'
import { authKeys, endSession } from './session.ts'

// Who is signed in, read by every area (the /auth pages are the worker's, ADR 064).
export { authKeys }

/** The user is fresh for 5 minutes and retried 3 times with a capped backoff. */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: () => unwrap(api.verifyToken.$get()),
    staleTime: FIVE_MINUTES,
    retry: retryUpTo(3),
    retryDelay: backoff,
  })

export function useMe(): Me | undefined {
  return useQuery(meQuery()).data
}

/** Sign-out always ends the local session, even when the server cannot be reached. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        return await unwrap(api.logout.$post())
      } finally {
        endSession()
      }
    },
  })
}
