import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { invitationAgain } from '#worker/schemas/atelier/invitations.ts'
import type { TeamMember, TeamMemberInput, TeamRoleInput } from '#worker/schemas/team.ts'

export const teamKeys = { all: ['team'] as const }

export const teamQuery = () =>
  queryOptions({ queryKey: teamKeys.all, queryFn: () => unwrap(api.team.$get()) })

/** Every write changes the list (roles, invitations, seats): refetch it once done. */
function useTeamWrite<TInput, TOut>(write: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}

export const useAddMember = () =>
  useTeamWrite((json: TeamMemberInput) => unwrap(api.team.$post({ json })))

export const useSetRole = () =>
  useTeamWrite(({ id, json }: { id: string; json: TeamRoleInput }) =>
    unwrap(api.team[':id'].role.$put({ param: encoded({ id }), json })),
  )

/** « Renvoyer l'invitation »: a new link to the identifier invited, the old one stops working. */
export const useResendInvitation = () =>
  useTeamWrite(
    ({ id, invitation }: Pick<TeamMember, 'id'> & { invitation: { identifier: string } }) =>
      unwrap(
        api.team[':id'].invitation.$post({
          param: encoded({ id }),
          json: invitationAgain(invitation.identifier),
        }),
      ),
  )

export const useCancelInvitation = () =>
  useTeamWrite((id: string) =>
    unwrap(api.team[':id'].invitation.$delete({ param: encoded({ id }) })),
  )

export const useRemoveMember = () =>
  useTeamWrite((id: string) => unwrap(api.team[':id'].$delete({ param: encoded({ id }) })))
