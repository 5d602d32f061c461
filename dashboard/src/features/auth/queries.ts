import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { ApiClientError, api, unwrap } from '#dashboard/lib/api-client.ts'
import { backoff, FIVE_MINUTES, queryClient, retryUpTo } from '#dashboard/lib/query-client.ts'
import type { ForgotInput, Me, ResetInput, SigninInput, SignupInput } from '#worker/schemas/auth.ts'
import { authKeys, endSession, startSession } from './session.ts'

export { authKeys }

/** §9: the user is fresh for 5 minutes and retried 3 times with a capped backoff. */
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

export function useSignin() {
  return useMutation({
    mutationFn: (input: SigninInput) => unwrap(api.signin.$post({ json: input })),
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
      const accepted = await unwrap(api.signup.$post({ json: input }))
      const credentials: SigninInput = {
        identifierType: input.identifierType,
        emailOrPhone: input.emailOrPhone,
        password: input.password,
      }
      const session = await unwrap(api.signin.$post({ json: credentials })).catch(
        (error: unknown) => {
          if (isSigninRefusal(error)) return null
          throw error
        },
      )
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
        return await unwrap(api.logout.$post())
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
    queryFn: () => unwrap(api.verify.$post({ json: { token } })),
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
    mutationFn: () => unwrap(api.verify.resend.$post()),
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotInput) => unwrap(api.password.forgot.$post({ json: input })),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetInput) => unwrap(api.password.reset.$post({ json: input })),
  })
}
