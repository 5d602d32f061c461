import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import { SHOP_ROLE_LABELS, SHOP_ROLES, type ShopRole } from '#worker/schemas/shop-access.ts'
import type { TeamMember } from '#worker/schemas/team.ts'
import { teamPageWords as w } from './fr.ts'
import {
  teamQuery,
  useCancelInvitation,
  useRemoveMember,
  useResendInvitation,
  useSetRole,
} from './queries.ts'
import { TeamMemberForm } from './team-member-form.tsx'

const nameOf = (m: TeamMember) => `${m.firstName} ${m.lastName}`.trim()

/** Where the member's access stands: signed in, invited (until when), expired, or none. */
function accessState(m: TeamMember, now = Date.now()) {
  if (m.hasAccount) return w.active(m.accountIdentifier ?? '')
  if (!m.invitation) return w.noAccess
  return Date.parse(m.invitation.expiresAt) <= now
    ? w.expired(m.invitation.identifier)
    : w.invited(m.invitation.identifier, formatDate(m.invitation.expiresAt))
}

const done = (message: string) => ({
  onSuccess: () => toast.success(message),
  onError: (error: unknown) => toast.error(errorMessage(error)),
})

function MemberRow({ member, onRemove }: { member: TeamMember; onRemove: () => void }) {
  const setRole = useSetRole()
  const resend = useResendInvitation()
  const cancel = useCancelInvitation()
  const { invitation } = member
  const selectId = `team-role-${member.id}`
  return (
    <li className="grid gap-2 border-t py-3 first:border-t-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-medium">{nameOf(member)}</p>
        <p className="text-xs break-all text-muted-foreground">{accessState(member)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {`${w.role} — ${nameOf(member)}`}
        </label>
        <NativeSelect
          id={selectId}
          value={member.shopRole ?? ''}
          disabled={setRole.isPending}
          onChange={(e) =>
            setRole.mutate(
              { id: member.id, json: { shopRole: e.target.value as ShopRole } },
              done(w.roleSaved),
            )
          }
        >
          {member.shopRole === null && (
            <option value="" disabled>
              {w.atelierOnly}
            </option>
          )}
          {SHOP_ROLES.map((r) => (
            <option key={r} value={r}>
              {SHOP_ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
        {invitation && !member.hasAccount && (
          <>
            <Button
              type="button"
              variant="ghost"
              disabled={resend.isPending}
              onClick={() => resend.mutate({ id: member.id, invitation }, done(w.invitationResent))}
            >
              {w.resendInvitation}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(member.id, done(w.invitationCanceled))}
            >
              {w.cancelInvitation}
            </Button>
          </>
        )}
        <Button type="button" variant="ghost" onClick={onRemove}>
          {w.remove}
        </Button>
      </div>
    </li>
  )
}

/** The list and the form, once the shop exists (exported for its jsdom test). */
export function TeamView() {
  const team = useQuery(teamQuery())
  const remove = useRemoveMember()
  const [removing, setRemoving] = useState<TeamMember | null>(null)
  if (team.isPending) return <Spinner />
  if (team.isError) return <ErrorState error={team.error} onRetry={() => void team.refetch()} />
  const { members, seatsUsed, maxSeats } = team.data
  return (
    <div className="grid gap-6">
      <SectionCard title={w.listTitle} description={w.seats(seatsUsed, maxSeats)} region>
        {members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{w.empty}</p>
        ) : (
          <ul className="grid">
            {members.map((m) => (
              <MemberRow key={m.id} member={m} onRemove={() => setRemoving(m)} />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard icon={UserPlus} title={w.addTitle} description={w.addText} region>
        <TeamMemberForm />
      </SectionCard>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={w.removeTitle}
        description={removing ? w.removeText(nameOf(removing)) : ''}
        confirmLabel={w.remove}
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            ...done(w.removed),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </div>
  )
}

/** Paramètres › Équipe (issue 26, ADR 055): the owner's, L'Atelier on or off. */
export function TeamPage() {
  return (
    <>
      <PageHeader title={w.title} description={w.subtitle} />
      <StoreRequired>
        <TeamView />
      </StoreRequired>
    </>
  )
}
