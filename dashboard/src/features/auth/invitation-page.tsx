import { CircleAlert, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { AuthCard } from '#dashboard/components/auth-layout.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Link, useNavigate, useParams } from '#dashboard/features/auth/auth-router.tsx'
import { signin } from '#dashboard/features/auth/requests.ts'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import {
  InvitationAcceptInput,
  type InvitationPreview,
} from '#worker/schemas/atelier/invitations.ts'
import { formatPhone } from '#worker/schemas/phone.ts'
import { homeFor } from '#worker/schemas/session-paths.ts'
import { invitationFr as w } from './fr.ts'
import { acceptInvitation, useInvitation } from './invitation-requests.ts'

type AcceptForm = { password: string; confirmPass: string }

const serverFields = sameNames<AcceptForm>('password', 'confirmPass')

/** An invitation's identifier as people read it: a phone is stored as its bare digits. */
const shown = ({ identifier, identifierType }: InvitationPreview) =>
  identifierType === 'phone' ? formatPhone(identifier) : identifier

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlert className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold" role="alert">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <Button asChild variant="outline" className="w-full">
        <Link reloadDocument to="/auth/signin">
          {w.backToSignin}
        </Link>
      </Button>
    </div>
  )
}

/**
 * The person chooses their password; then they are signed in and land on the shop's dashboard
 * (homeFor('staff')), which sends a member without a shop role on to the atelier.
 */
function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const id = useId()
  const navigate = useNavigate()
  const form = useForm<AcceptForm, unknown, InvitationAcceptInput>({
    resolver: payloadResolver<AcceptForm, InvitationAcceptInput>(InvitationAcceptInput, (v) => ({
      ...v,
      token,
    })),
    defaultValues: { password: '', confirmPass: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const accepted = await acceptInvitation(input)
      // Signed in, then a page load into the dashboard (ADR 062): no toast survives it.
      const session = await signin({
        identifierType: accepted.identifierType,
        emailOrPhone: accepted.identifier,
        password: input.password,
      })
      await navigate(homeFor(session.role), { replace: true })
    } catch (error) {
      applyServerErrors(form, error, serverFields)
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm">{w.signsInWith(shown(invitation))}</p>
      <FormField
        id={`${id}-password`}
        label={w.password}
        error={errors.password?.message}
        hint={w.passwordHint}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...controlProps(`${id}-password`, errors.password?.message, true)}
          {...form.register('password')}
        />
      </FormField>
      <FormField id={`${id}-confirmPass`} label={w.confirmPass} error={errors.confirmPass?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...controlProps(`${id}-confirmPass`, errors.confirmPass?.message)}
          {...form.register('confirmPass')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {w.submit}
      </Button>
    </form>
  )
}

/** `/auth/invitation/:token`: the link of an invitation to the shop's team (ADR 016, 055). */
export function InvitationPage() {
  const token = useParams().token ?? ''
  const invitation = useInvitation(token)
  if (invitation.isPending)
    return (
      <AuthCard title={w.title}>
        <p role="status" className="flex items-center justify-center gap-2 text-sm">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {w.loading}
        </p>
      </AuthCard>
    )
  if (invitation.isError)
    return (
      <AuthCard title={w.title}>
        <Problem title={errorMessage(invitation.error)} text={w.invalidText} />
      </AuthCard>
    )
  const i = invitation.data
  return (
    <AuthCard title={w.title} subtitle={w.intro(i.shopName, `${i.firstName} ${i.lastName}`)}>
      {i.canAccept ? (
        <AcceptForm token={token} invitation={i} />
      ) : (
        <Problem title={w.title} text={w.unavailable(shown(i))} />
      )}
    </AuthCard>
  )
}
