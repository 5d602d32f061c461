import type { InvitationPreview } from '../../schemas/atelier/invitations'
import { formatPhone } from '../../schemas/phone'
import { authPageWords, invitationWords as w } from './fr'
import { Alert, AuthDocument, Outcome, PasswordField } from './layout'

export const INVITATION_FIELDS = ['password', 'confirmPass'] as const
export type InvitationErrors = Partial<Record<(typeof INVITATION_FIELDS)[number], string>>

export type InvitationView =
  /** An open invitation: the person chooses a password. `alert`: a refusal not a field's. */
  | {
      step: 'form'
      token: string
      invitation: InvitationPreview
      errors: InvitationErrors
      alert?: string | undefined
    }
  /** Its identifier already names an account that cannot join (ADR 009, 016). */
  | { step: 'unavailable'; invitation: InvitationPreview }
  /** Unknown, expired, accepted or withdrawn: the service's message. */
  | { step: 'invalid'; message: string }

/** An invitation's identifier as people read it: a phone is stored as its bare digits. */
const shown = ({ identifier, identifierType }: InvitationPreview) =>
  identifierType === 'phone' ? formatPhone(identifier) : identifier

const toSignin = { href: '/auth/signin', label: w.toSignin }

function AcceptForm(p: Extract<InvitationView, { step: 'form' }>) {
  return (
    <form method="post" action={`/auth/invitation/${encodeURIComponent(p.token)}`} noValidate>
      <p className="lead">{w.signsInWith(shown(p.invitation))}</p>
      <PasswordField
        name="password"
        label={authPageWords.password}
        error={p.errors.password}
        hint={w.passwordHint}
      />
      <PasswordField name="confirmPass" label={w.confirmPass} error={p.errors.confirmPass} />
      <Alert text={p.alert} />
      <button type="submit">{w.submit}</button>
    </form>
  )
}

/**
 * /auth/invitation/:token, rendered by the worker: the invitation to a shop's team (ADR 016,
 * 055) read on the server, a plain form to choose a password, which works without JavaScript.
 */
export function InvitationPage({ view, year }: { view: InvitationView; year: number }) {
  if (view.step === 'invalid')
    return (
      <AuthDocument title={w.title} year={year}>
        <Outcome ok={false} heading={view.message} text={w.invalidText} link={toSignin} />
      </AuthDocument>
    )
  const i = view.invitation
  return (
    <AuthDocument
      title={w.title}
      subtitle={w.intro(i.shopName, `${i.firstName} ${i.lastName}`)}
      year={year}
    >
      {view.step === 'form' ? (
        <AcceptForm {...view} />
      ) : (
        <Outcome ok={false} heading={w.title} text={w.unavailable(shown(i))} link={toSignin} />
      )}
    </AuthDocument>
  )
}
