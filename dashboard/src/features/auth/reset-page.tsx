import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { goToSignin } from '#dashboard/app/session/signin-door.ts'
import { AuthCard } from '#dashboard/components/auth-layout.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { onlyDigits } from '#dashboard/lib/utils.ts'
import { ResetInput } from '#worker/schemas/auth.ts'
import { Link, useLocation, useParams } from './auth-router.tsx'
import { FormNotice } from './form-alert.tsx'
import { authFr } from './fr.ts'
import { resetPassword } from './requests.ts'

type ResetForm = { otp: string; password: string; confirmPass: string }

const serverFields = sameNames<ResetForm>('otp', 'password', 'confirmPass')

/** /auth/reset/{token}: the code received, then the new password twice. */
export function ResetPage() {
  const id = useId()
  const token = useParams().token ?? ''
  const notice = (useLocation().state as { notice?: string } | null)?.notice
  const form = useForm<ResetForm, unknown, ResetInput>({
    resolver: payloadResolver<ResetForm, ResetInput>(ResetInput, (v) => ({ ...v, token })),
    defaultValues: { otp: '', password: '', confirmPass: '' },
  })
  const { errors } = form.formState
  const field = (name: keyof ResetForm, hint = false) =>
    ({
      ...controlProps(`${id}-${name}`, errors[name]?.message, hint),
      ...form.register(name),
    }) as const

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await resetPassword(input)
      // The worker's sign-in page says « Mot de passe réinitialisé… » (the API's own sentence).
      goToSignin({ notice: 'reset' })
    } catch (error) {
      applyServerErrors(form, error, serverFields)
    }
  })

  return (
    <AuthCard title={authFr.resetTitle} subtitle={authFr.resetSubtitle}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormNotice message={notice} />
        <FormField
          id={`${id}-otp`}
          label={authFr.otp}
          error={errors.otp?.message}
          hint={authFr.otpHint}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            className="font-mono tracking-[0.4em]"
            {...field('otp', true)}
            onChange={(e) => form.setValue('otp', onlyDigits(e.target.value).slice(0, 6))}
          />
        </FormField>
        <FormField
          id={`${id}-password`}
          label={authFr.newPassword}
          error={errors.password?.message}
          hint={authFr.newPasswordHint}
        >
          <Input type="password" autoComplete="new-password" {...field('password', true)} />
        </FormField>
        <FormField
          id={`${id}-confirmPass`}
          label={authFr.confirmNewPassword}
          error={errors.confirmPass?.message}
        >
          <Input type="password" autoComplete="new-password" {...field('confirmPass')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {authFr.resetSubmit}
        </Button>
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/auth/forgot" className="font-medium text-primary hover:underline">
            {authFr.askNewCode}
          </Link>
          <Link
            reloadDocument
            to="/auth/signin"
            className="font-medium text-primary hover:underline"
          >
            {authFr.backToSignin}
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
