import { useId } from 'react'
import { Controller, type UseFormReturn, useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { ApiClientError } from '#dashboard/lib/api-client.ts'
import { DEFAULT_COUNTRY } from '#dashboard/lib/countries.ts'
import { applyServerErrors, payloadResolver } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { SigninInput } from '#worker/schemas/auth.ts'
import { AuthCard } from './auth-layout.tsx'
import { FormAlert, FormNotice } from './form-alert.tsx'
import { IdentifierField, type IdentifierValues, identifierOf } from './identifier-field.tsx'
import { useSignin } from './queries.ts'
import { safeNext } from './session.ts'

type SigninForm = IdentifierValues & { password: string; remember: boolean }

const resolver = payloadResolver<SigninForm, SigninInput>(SigninInput, (v) => ({
  identifierType: v.identifierType,
  emailOrPhone: identifierOf(v),
  password: v.password,
  remember: v.remember,
}))

export function SigninPage() {
  const id = useId()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const notice = (useLocation().state as { notice?: string } | null)?.notice
  const signin = useSignin()
  const form = useForm<SigninForm, unknown, SigninInput>({
    resolver,
    defaultValues: {
      identifierType: 'email',
      emailOrPhone: '',
      country: DEFAULT_COUNTRY,
      password: '',
      remember: false,
    },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const session = await signin.mutateAsync(input)
      toast.success(fr.auth.welcome(session.user.firstName))
      // flushSync: the first screen (and the shop setup modal) is drawn together with the new URL.
      await navigate(safeNext(params.get('next'), session.role), { replace: true, flushSync: true })
    } catch (error) {
      // Wrong credentials and a lock are not a field's fault: say it above the button.
      if (error instanceof ApiClientError && (error.status === 401 || error.status === 429))
        form.setError('root', { message: error.message })
      else applyServerErrors(form, error, { emailOrPhone: 'emailOrPhone', password: 'password' })
    }
  })

  return (
    <AuthCard title={fr.auth.signinTitle} subtitle={fr.auth.signinSubtitle}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormNotice message={notice} />
        <IdentifierField form={form as unknown as UseFormReturn<IdentifierValues>} />
        <FormField id={`${id}-password`} label={fr.auth.password} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...controlProps(`${id}-password`, errors.password?.message)}
            {...form.register('password')}
          />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="remember"
              render={({ field }) => (
                <Checkbox
                  id={`${id}-remember`}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Label htmlFor={`${id}-remember`} className="font-normal">
              {fr.auth.remember}
            </Label>
          </div>
          <Link to="/auth/forgot" className="text-sm font-medium text-primary hover:underline">
            {fr.auth.forgot}
          </Link>
        </div>
        <FormAlert message={errors.root?.message} />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {fr.auth.signinSubmit}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          {fr.auth.noAccount}{' '}
          <Link to="/auth/signup" className="font-medium text-primary hover:underline">
            {fr.auth.createAccount}
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
