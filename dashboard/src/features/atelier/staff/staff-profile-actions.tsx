import { Banknote, KeyRound, Pencil, RotateCcw, Send, UserX, X } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { StaffDetail } from '#worker/schemas/atelier/staff.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { useAtelierAccess, useAtelierMoney } from '../shell/queries.ts'
import { staffWords as w } from './fr.ts'
import {
  useCancelInvitation,
  useDeactivateStaff,
  useInviteStaff,
  useRemoveAccess,
  useUpdateStaff,
} from './queries.ts'
import { StaffInvitationDialog } from './staff-invitation-dialog.tsx'
import { invitedIdentifierType } from './staff-values.ts'

type Confirming = 'removeAccess' | 'cancelInvitation' | 'deactivate' | null

const CONFIRM = {
  removeAccess: { title: w.removeAccess, text: w.removeAccessText, done: w.accessRemoved },
  cancelInvitation: {
    title: w.cancelInvitation,
    text: w.cancelInvitationText,
    done: w.invitationCanceled,
  },
  deactivate: { title: w.deactivate, text: w.deactivateText, done: w.deactivated },
} as const

/** Edit, pay, invite / resend / cancel / remove the sign-in (owner), deactivate or bring back. */
export function StaffProfileActions({
  staff: s,
  onPay,
}: {
  staff: StaffDetail
  onPay: () => void
}) {
  const access = useAtelierAccess().data
  const { currency } = useAtelierMoney()
  const owner = access?.role === 'owner'
  const self = access?.staffId === s.id
  const name = `${s.firstName} ${s.lastName}`
  const removeAccess = useRemoveAccess(s.id)
  const invite = useInviteStaff(s.id)
  const cancelInvitation = useCancelInvitation(s.id)
  const deactivate = useDeactivateStaff(s.id)
  const update = useUpdateStaff(s.id)
  const [giving, setGiving] = useState(false)
  const [confirming, setConfirming] = useState<Confirming>(null)

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      toast.success(done)
    } catch (error) {
      toast.error(errorMessage(error))
    }
    setConfirming(null)
  }
  const reactivate = () =>
    run(
      () =>
        update.mutateAsync({
          firstName: s.firstName,
          lastName: s.lastName,
          phone: s.phone,
          role: s.role,
          email: s.email ?? '',
          address: s.address ?? '',
          salary: toDecimalString(s.salary, currency),
          hiredOn: s.hiredOn ?? '',
          photoId: s.photoId ?? '',
          active: true,
        }),
      w.reactivated,
    )

  const resend = () => {
    const identifier = s.invitation?.identifier ?? ''
    const identifierType = invitedIdentifierType(identifier)
    // Phones are kept as international digits: the API takes them back with a '+'.
    const emailOrPhone = identifierType === 'phone' ? `+${identifier}` : identifier
    return run(() => invite.mutateAsync({ identifierType, emailOrPhone }), w.invitationSent)
  }
  const confirm = confirming ? CONFIRM[confirming] : null
  const confirmAction = {
    removeAccess: () => removeAccess.mutateAsync(undefined),
    cancelInvitation: () => cancelInvitation.mutateAsync(undefined),
    deactivate: () => deactivate.mutateAsync(undefined),
  }

  return (
    <>
      <LinkButton to={staffPaths.edit(s.id)} variant="outline" icon={Pencil}>
        {fr.common.edit}
      </LinkButton>
      <Button onClick={onPay}>
        <Banknote aria-hidden="true" />
        {w.pay}
      </Button>
      {owner && s.active && !s.hasAccount && !s.invitation && (
        <Button variant="outline" onClick={() => setGiving(true)}>
          <Send aria-hidden="true" />
          {w.giveAccess}
        </Button>
      )}
      {owner && s.active && s.invitation && (
        <>
          <Button variant="outline" disabled={invite.isPending} onClick={() => void resend()}>
            <Send aria-hidden="true" />
            {w.resendInvitation}
          </Button>
          <Button variant="outline" onClick={() => setConfirming('cancelInvitation')}>
            <X aria-hidden="true" />
            {w.cancelInvitation}
          </Button>
        </>
      )}
      {owner && s.hasAccount && (
        <Button variant="outline" onClick={() => setConfirming('removeAccess')}>
          <KeyRound aria-hidden="true" />
          {w.removeAccess}
        </Button>
      )}
      {!self && s.active && (
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={() => setConfirming('deactivate')}
        >
          <UserX aria-hidden="true" />
          {w.deactivate}
        </Button>
      )}
      {!s.active && (
        <Button variant="outline" disabled={update.isPending} onClick={() => void reactivate()}>
          <RotateCcw aria-hidden="true" />
          {w.reactivate}
        </Button>
      )}
      <StaffInvitationDialog staff={s} open={giving} onOpenChange={setGiving} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.title ?? ''}
        description={confirm?.text(name) ?? ''}
        pending={removeAccess.isPending || cancelInvitation.isPending || deactivate.isPending}
        onConfirm={() => {
          if (confirming && confirm) void run(confirmAction[confirming], confirm.done)
        }}
      />
    </>
  )
}
