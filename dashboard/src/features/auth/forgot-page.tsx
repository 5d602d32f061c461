import { type UseFormReturn, useForm } from 'react-hook-form'
import { AuthCard } from '#dashboard/components/auth-layout.tsx'
import {
  IdentifierField,
  type IdentifierValues,
  identifierOf,
} from '#dashboard/components/identifier-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { DEFAULT_COUNTRY } from '#dashboard/lib/countries.ts'
import { applyServerErrors, payloadResolver } from '#dashboard/lib/forms.ts'
import { ForgotInput } from '#worker/schemas/auth.ts'
import { Link, useNavigate } from './auth-router.tsx'
import { authFr } from './fr.ts'
import { forgotPassword } from './requests.ts'

const resolver = payloadResolver<IdentifierValues, ForgotInput>(ForgotInput, (v) => ({
  identifierType: v.identifierType,
  emailOrPhone: identifierOf(v),
}))

/** /auth/forgot: every identifier gets the same answer; the code travels only by message. */
export function ForgotPage() {
  const navigate = useNavigate()
  const form = useForm<IdentifierValues, unknown, ForgotInput>({
    resolver,
    defaultValues: { identifierType: 'email', emailOrPhone: '', country: DEFAULT_COUNTRY },
  })

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { message, resetToken } = await forgotPassword(input)
      await navigate(`/auth/reset/${resetToken}`, { state: { notice: message } })
    } catch (error) {
      applyServerErrors(form, error, { emailOrPhone: 'emailOrPhone' })
    }
  })

  return (
    <AuthCard title={authFr.forgotTitle} subtitle={authFr.forgotSubtitle}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <IdentifierField form={form as unknown as UseFormReturn<IdentifierValues>} />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {authFr.forgotSubmit}
        </Button>
        <p className="text-center text-sm">
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
