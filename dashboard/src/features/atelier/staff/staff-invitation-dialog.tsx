import { Send } from 'lucide-react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import {
  IdentifierField,
  type IdentifierValues,
  identifierOf,
} from '#dashboard/components/identifier-field.tsx'
import { DEFAULT_COUNTRY } from '#dashboard/lib/countries.ts'
import { applyServerErrors, payloadResolver } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { StaffInvitationInput } from '#worker/schemas/atelier/invitations.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'
import { staffWords as w } from './fr.ts'
import { useInviteStaff } from './queries.ts'

const resolver = payloadResolver<IdentifierValues, StaffInvitationInput>(
  StaffInvitationInput,
  (v) => ({ identifierType: v.identifierType, emailOrPhone: identifierOf(v) }),
)

/**
 * Owner only: the identifier to invite, with the Email / WhatsApp tabs of the sign-in page.
 * The person chooses their own password when they accept (ADR 016).
 */
function InvitationForm({ staff, onDone }: { staff: Staff; onDone: () => void }) {
  const invite = useInviteStaff(staff.id)
  const form = useForm<IdentifierValues, unknown, StaffInvitationInput>({
    resolver,
    defaultValues: {
      identifierType: 'email',
      emailOrPhone: staff.email ?? '',
      country: DEFAULT_COUNTRY,
    },
  })
  const submit = form.handleSubmit(async (input) => {
    try {
      await invite.mutateAsync(input)
      toast.success(w.invitationSent)
      onDone()
    } catch (err) {
      applyServerErrors(form, err, { emailOrPhone: 'emailOrPhone' })
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <IdentifierField form={form as UseFormReturn<IdentifierValues>} />
      <FormActions
        submitLabel={w.sendInvitation}
        submitting={form.formState.isSubmitting}
        onCancel={onDone}
      />
    </form>
  )
}

export function StaffInvitationDialog({
  staff,
  open,
  onOpenChange,
}: {
  staff: Staff
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={w.accessTitle}
      description={w.accessText(`${staff.firstName} ${staff.lastName}`)}
      icon={Send}
    >
      {open && <InvitationForm staff={staff} onDone={() => onOpenChange(false)} />}
    </AppDialog>
  )
}
