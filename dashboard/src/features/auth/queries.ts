import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import { backoff, FIVE_MINUTES, retryUpTo } from '#dashboard/lib/query-client.ts'
import type { AuthResult, Me, SigninInput, SignupInput } from '#worker/schemas/auth.ts'
import { authKeys, startSession } from './session.ts'

export { authKeys }

/** §9: the user is fresh for 5 minutes and retried 3 times with a capped backoff. */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: () => api.get<Me>('/api/verifyToken'),
    staleTime: FIVE_MINUTES,
    retry: retryUpTo(3),
    retryDelay: backoff,
  })

export function useMe(): Me | undefined {
  return useQuery(meQuery()).data
}

export function useSignin() {
  return useMutation({
    mutationFn: (input: SigninInput) => api.post<AuthResult>('/api/signin', input),
    onSuccess: startSession,
  })
}

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) => api.post<AuthResult>('/api/signup', input),
    onSuccess: startSession,
  })
}

export function useLogout() {
  return useMutation({ mutationFn: () => api.post<{ message: string }>('/api/logout') })
}
