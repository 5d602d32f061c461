import { Banknote, KeyRound, Pencil, RotateCcw, UserX } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import type { StaffDetail } from '#worker/schemas/atelier/staff.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { useAtelierAccess, useAtelierMoney } from '../shell/queries.ts'
import { staffWords as w } from './fr.ts'
import { staffPaths } from './paths.ts'
import { useDeactivateStaff, useRemoveAccess, useUpdateStaff } from './queries.ts'
import { StaffAccountDialog } from './staff-account-dialog.tsx'

type Confirming = 'removeAccess' | 'deactivate' | null

/** Edit, pay, give or remove the sign-in (owner), deactivate or bring back. */
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

  return (
    <>
      <LinkButton to={staffPaths.edit(s.id)} variant="outline" icon={Pencil}>
        {fr.common.edit}
      </LinkButton>
      <Button onClick={onPay}>
        <Banknote aria-hidden="true" />
        {w.pay}
      </Button>
      {owner && s.active && !s.hasAccount && (
        <Button variant="outline" onClick={() => setGiving(true)}>
          <KeyRound aria-hidden="true" />
          {w.giveAccess}
        </Button>
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
      <StaffAccountDialog staff={s} open={giving} onOpenChange={setGiving} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'removeAccess' ? w.removeAccess : w.deactivate}
        confirmLabel={confirming === 'removeAccess' ? w.removeAccess : w.deactivate}
        description={
          confirming === 'removeAccess' ? w.removeAccessText(name) : w.deactivateText(name)
        }
        pending={removeAccess.isPending || deactivate.isPending}
        onConfirm={() =>
          void (confirming === 'removeAccess'
            ? run(() => removeAccess.mutateAsync(undefined), w.accessRemoved)
            : run(() => deactivate.mutateAsync(undefined), w.deactivated))
        }
      />
    </>
  )
}
