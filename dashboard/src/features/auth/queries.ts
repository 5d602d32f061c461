import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { ApiClientError, api } from '#dashboard/lib/api-client.ts'
import { backoff, FIVE_MINUTES, queryClient, retryUpTo } from '#dashboard/lib/query-client.ts'
import type {
  AuthMessage,
  AuthResult,
  ForgotInput,
  ForgotResult,
  Me,
  ResetInput,
  SigninInput,
  SignupInput,
} from '#worker/schemas/auth.ts'
import { authKeys, endSession, startSession } from './session.ts'

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

/** Sign-in refusals that leave the person on the auth screens (not a crash). */
const isSigninRefusal = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 401 || error.status === 429)

/**
 * Sign-up answers the same for a new and a taken identifier, so the dashboard signs in right
 * after with the password just chosen: a new merchant lands on the dashboard as before;
 * `session` is null when the sign-in is refused (someone else's identifier, a lock).
 */
export function useSignup() {
  return useMutation({
    mutationFn: async (input: SignupInput) => {
      const accepted = await api.post<AuthMessage>('/api/signup', input)
      const credentials: SigninInput = {
        identifierType: input.identifierType,
        emailOrPhone: input.emailOrPhone,
        password: input.password,
      }
      const session = await api
        .post<AuthResult>('/api/signin', credentials)
        .catch((error: unknown) => {
          if (isSigninRefusal(error)) return null
          throw error
        })
      return { message: accepted.message, session }
    },
    onSuccess: ({ session }) => session && startSession(session),
  })
}

/** Sign-out always ends the local session, even when the server cannot be reached. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        return await api.post<AuthMessage>('/api/logout')
      } finally {
        endSession()
      }
    },
  })
}

/** A query, not a mutation: the key dedupes the call, so a link is spent once per page. */
export const verifyQuery = (token: string) =>
  queryOptions({
    queryKey: [...authKeys.all, 'verify', token] as const,
    queryFn: () => api.post<AuthMessage>('/api/verify', { token }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

/** Marks the signed-in person (if any) confirmed, so the banner disappears at once. */
export function markVerified() {
  queryClient.setQueryData<Me>(authKeys.me(), (me) => (me ? { ...me, verified: true } : me))
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<AuthMessage>('/api/verify/resend'),
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotInput) => api.post<ForgotResult>('/api/password/forgot', input),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetInput) => api.post<AuthMessage>('/api/password/reset', input),
  })
}
