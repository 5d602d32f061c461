import { ApiClientError, api, unwrap } from '#dashboard/lib/api-client.ts'
import type { ForgotInput, ResetInput, SigninInput, SignupInput } from '#worker/schemas/auth.ts'

/*
 * The /auth pages' calls. Their entry has no query cache (ADR 062): every page leaves for the
 * sign-in page or the dashboard by a page load, which restores the session from its cookie.
 */

/** Sign-in refusals that leave the person on the auth screens (not a crash). */
const isSigninRefusal = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 401 || error.status === 429)

export const signin = (input: SigninInput) => unwrap(api.signin.$post({ json: input }))

/**
 * Sign-up answers the same for a new and a taken identifier, so the page signs in right after
 * with the password just chosen: a new merchant lands on the dashboard as before; `session` is
 * null when the sign-in is refused (someone else's identifier, a lock).
 */
export async function signupThenSignin(input: SignupInput) {
  const accepted = await unwrap(api.signup.$post({ json: input }))
  const session = await signin({
    identifierType: input.identifierType,
    emailOrPhone: input.emailOrPhone,
    password: input.password,
  }).catch((error: unknown) => {
    if (isSigninRefusal(error)) return null
    throw error
  })
  return { message: accepted.message, session }
}

export const forgotPassword = (input: ForgotInput) =>
  unwrap(api.password.forgot.$post({ json: input }))

export const resetPassword = (input: ResetInput) =>
  unwrap(api.password.reset.$post({ json: input }))
