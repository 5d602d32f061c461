import { queryOptions, useMutation } from '@tanstack/react-query'
import { authKeys, startSession } from '#dashboard/app/session/session.ts'
import { ApiClientError, api, unwrap } from '#dashboard/lib/api-client.ts'
import { queryClient } from '#dashboard/lib/query-client.ts'
import type { ForgotInput, Me, ResetInput, SigninInput, SignupInput } from '#worker/schemas/auth.ts'

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
