import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { accountMsg, PasswordChangeInput } from '#worker/schemas/account.ts'
import { t } from './fr.ts'
import { useChangePassword } from './queries.ts'

const EMPTY: PasswordChangeInput = { currentPassword: '', password: '', confirmPass: '' }
const FIELDS = [
  ['currentPassword', t.currentPassword, 'current-password'],
  ['password', t.newPassword, 'new-password'],
  ['confirmPass', t.confirmPassword, 'new-password'],
] as const

/** Change password: the current one, then the new one twice (rules from the shared schema). */
export function PasswordCard() {
  const id = useId()
  const change = useChangePassword()
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(PasswordChangeInput),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState

  const submit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input)
      form.reset(EMPTY)
      toast.success(accountMsg.passwordChanged)
    } catch (error) {
      applyServerErrors(
        form,
        error,
        sameNames<PasswordChangeInput>('currentPassword', 'password', 'confirmPass'),
      )
    }
  })

  return (
    <SectionCard region title={t.passwordTitle} description={t.passwordText}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {FIELDS.map(([name, label, autoComplete]) => (
          <FormField key={name} id={`${id}-${name}`} label={label} error={errors[name]?.message}>
            <Input
              type="password"
              autoComplete={autoComplete}
              {...controlProps(`${id}-${name}`, errors[name]?.message)}
              {...form.register(name)}
            />
          </FormField>
        ))}
        <Button type="submit" className="w-full sm:w-fit" disabled={form.formState.isSubmitting}>
          {t.changePassword}
        </Button>
      </form>
    </SectionCard>
  )
}
