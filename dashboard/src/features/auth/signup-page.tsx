import { useId } from 'react'
import { Controller, type UseFormReturn, useForm } from 'react-hook-form'
import { goToSignin } from '#dashboard/app/session/signin-door.ts'
import { AuthCard } from '#dashboard/components/auth-layout.tsx'
import {
  IdentifierField,
  type IdentifierValues,
  identifierOf,
} from '#dashboard/components/identifier-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { controlProps, FieldError, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { authWords } from '#dashboard/lib/auth-words.ts'
import { DEFAULT_COUNTRY } from '#dashboard/lib/countries.ts'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { SignupInput } from '#worker/schemas/auth.ts'
import { homeFor } from '#worker/schemas/session-paths.ts'
import { Link, useNavigate, useSearchParams } from './auth-router.tsx'
import { signupThenSignin } from './requests.ts'
import { type OptionalSignupValues, SignupOptionalFields } from './signup-optional-fields.tsx'

type SignupForm = IdentifierValues &
  OptionalSignupValues & {
    firstName: string
    lastName: string
    password: string
    confirmPass: string
    termCondition: boolean
  }

// `country` is not part of the schema: z.object drops it after it has built the phone number.
const resolver = payloadResolver<SignupForm, SignupInput>(SignupInput, (v) => ({
  ...v,
  emailOrPhone: identifierOf(v),
  gender: v.gender || undefined,
  referralCode: v.referralCode.trim() || undefined,
}))

const serverFields = sameNames<SignupForm>(
  'firstName',
  'lastName',
  'emailOrPhone',
  'password',
  'confirmPass',
  'termCondition',
  'gender',
  'referralCode',
)

export function SignupPage() {
  const id = useId()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const form = useForm<SignupForm, unknown, SignupInput>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      identifierType: 'email',
      emailOrPhone: '',
      country: DEFAULT_COUNTRY,
      password: '',
      confirmPass: '',
      termCondition: false,
      gender: '',
      referralCode: params.get('ref') ?? '',
    },
  })
  const { errors } = form.formState
  const field = (name: 'firstName' | 'lastName' | 'password' | 'confirmPass') =>
    ({ ...controlProps(`${id}-${name}`, errors[name]?.message), ...form.register(name) }) as const

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { session } = await signupThenSignin(input)
      if (!session) {
        // The sign-in was refused: the messages sent tell the person what to do next.
        goToSignin({ notice: input.identifierType === 'phone' ? 'signup-phone' : 'signup' })
        return
      }
      // A page load: the dashboard is another entry, and restores the session from its cookie.
      // It greets the new merchant with the shop setup (no « Compte créé » toast, ADR 062).
      await navigate(homeFor(session.role), { replace: true })
    } catch (error) {
      applyServerErrors(form, error, serverFields)
    }
  })

  return (
    <AuthCard title={authWords.signupTitle} subtitle={authWords.signupSubtitle}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-firstName`}
            label={authWords.firstName}
            error={errors.firstName?.message}
          >
            <Input autoComplete="given-name" {...field('firstName')} />
          </FormField>
          <FormField
            id={`${id}-lastName`}
            label={authWords.lastName}
            error={errors.lastName?.message}
          >
            <Input autoComplete="family-name" {...field('lastName')} />
          </FormField>
        </div>
        <IdentifierField form={form as unknown as UseFormReturn<IdentifierValues>} />
        <SignupOptionalFields
          id={id}
          form={form as unknown as UseFormReturn<OptionalSignupValues>}
        />
        <FormField
          id={`${id}-password`}
          label={authWords.password}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...field('password')} />
        </FormField>
        <FormField
          id={`${id}-confirmPass`}
          label={authWords.confirmPassword}
          error={errors.confirmPass?.message}
        >
          <Input type="password" autoComplete="new-password" {...field('confirmPass')} />
        </FormField>
        <div className="grid gap-2">
          <div className="flex items-start gap-2">
            <Controller
              control={form.control}
              name="termCondition"
              render={({ field: f }) => (
                // 24 px: a thumb finds it (issue 27), the 16 px box was missed on phones.
                <Checkbox
                  className="size-6"
                  checked={f.value}
                  onCheckedChange={(v) => f.onChange(v === true)}
                  onBlur={f.onBlur}
                  ref={f.ref}
                  {...controlProps(`${id}-terms`, errors.termCondition?.message)}
                />
              )}
            />
            <Label htmlFor={`${id}-terms`} className="inline leading-snug font-normal">
              {authWords.termsBefore}
              <a
                href="/terme-condition"
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary hover:underline"
              >
                {authWords.termsLink}
              </a>
            </Label>
          </div>
          <FieldError id={`${id}-terms-error`} message={errors.termCondition?.message} />
        </div>
        <Button type="submit" className="h-11 w-full" disabled={form.formState.isSubmitting}>
          {authWords.signupSubmit}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          {authWords.hasAccount}{' '}
          <Link
            reloadDocument
            to="/auth/signin"
            className="font-medium text-primary hover:underline"
          >
            {authWords.signinLink}
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
