import { KeyRound } from 'lucide-react'
import { useId } from 'react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import {
  IdentifierField,
  type IdentifierValues,
  identifierOf,
} from '#dashboard/features/auth/identifier-field.tsx'
import { DEFAULT_COUNTRY } from '#dashboard/lib/countries.ts'
import { applyServerErrors, payloadResolver } from '#dashboard/lib/forms.ts'
import { type Staff, StaffAccountInput } from '#worker/schemas/atelier/staff.ts'
import { staffWords as w } from './fr.ts'
import { useGiveAccess } from './queries.ts'

type AccountForm = IdentifierValues & { password: string }

const resolver = payloadResolver<AccountForm, StaffAccountInput>(StaffAccountInput, (v) => ({
  identifierType: v.identifierType,
  emailOrPhone: identifierOf(v),
  password: v.password,
}))

/** Owner only: the member's sign-in, with the Email / WhatsApp tabs of the sign-in page. */
function AccountForm({ staff, onDone }: { staff: Staff; onDone: () => void }) {
  const id = useId()
  const give = useGiveAccess(staff.id)
  const form = useForm<AccountForm, unknown, StaffAccountInput>({
    resolver,
    defaultValues: {
      identifierType: 'email',
      emailOrPhone: staff.email ?? '',
      country: DEFAULT_COUNTRY,
      password: '',
    },
  })
  const error = form.formState.errors.password?.message
  const submit = form.handleSubmit(async (input) => {
    try {
      await give.mutateAsync(input)
      toast.success(w.accessGiven)
      onDone()
    } catch (err) {
      applyServerErrors(form, err, { emailOrPhone: 'emailOrPhone', password: 'password' })
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <IdentifierField form={form as unknown as UseFormReturn<IdentifierValues>} />
      <FormField id={`${id}-password`} label={w.password} error={error} hint={w.passwordHint}>
        <Input
          type="password"
          autoComplete="new-password"
          {...controlProps(`${id}-password`, error, true)}
          {...form.register('password')}
        />
      </FormField>
      <FormActions
        submitLabel={w.giveAccess}
        submitting={form.formState.isSubmitting}
        onCancel={onDone}
      />
    </form>
  )
}

export function StaffAccountDialog({
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
      icon={KeyRound}
    >
      {open && <AccountForm staff={staff} onDone={() => onOpenChange(false)} />}
    </AppDialog>
  )
}
