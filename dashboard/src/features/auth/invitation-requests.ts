import { useOnce } from '#dashboard/features/auth/use-request.ts'
import { api, unwrap } from '#dashboard/lib/api-client.ts'
import type { InvitationAcceptInput } from '#worker/schemas/atelier/invitations.ts'

/*
 * The invitation page's calls, for whoever holds the link (signed in or not). The page is one
 * of the /auth entry's, which has no query cache (ADR 062).
 */

export const useInvitation = (token: string) =>
  useOnce(`invitation:${token}`, () => unwrap(api.invitation.check.$post({ json: { token } })))

export const acceptInvitation = (input: InvitationAcceptInput) =>
  unwrap(api.invitation.accept.$post({ json: input }))
