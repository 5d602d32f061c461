import { authPageWords, passwordWords as w } from './fr'
import { Alert, AuthDocument, Field, invalid, Notice, PasswordField } from './layout'

export const RESET_FIELDS = ['otp', 'password', 'confirmPass'] as const
export type ResetErrors = Partial<Record<(typeof RESET_FIELDS)[number], string>>

export type ResetView = {
  token: string
  /** The code as typed, given back on a refusal (never the passwords). */
  otp: string
  errors: ResetErrors
  /** Above the form: « un code vient de vous être envoyé », right after the forgot form. */
  notice?: string | undefined
  /** Above the button: a wait, a refused cross-site post. */
  alert?: string | undefined
  year: number
}

/** /auth/reset/{token}, rendered by the worker (ADR 064): the code received, then the new password twice. */
export function ResetPage({ token, otp, errors, notice, alert, year }: ResetView) {
  return (
    <AuthDocument title={w.resetTitle} subtitle={w.resetSubtitle} year={year}>
      <form method="post" action={`/auth/reset/${encodeURIComponent(token)}`} noValidate>
        <Notice text={notice} />
        <Field id="otp" label={w.otp} error={errors.otp} hint={w.otpHint}>
          <input
            id="otp"
            name="otp"
            className="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="000000"
            defaultValue={otp}
            {...invalid('otp', errors.otp, true)}
          />
        </Field>
        <PasswordField
          name="password"
          label={w.newPassword}
          error={errors.password}
          hint={w.newPasswordHint}
        />
        <PasswordField name="confirmPass" label={w.confirmNewPassword} error={errors.confirmPass} />
        <Alert text={alert} />
        <button type="submit">{w.resetSubmit}</button>
        <p className="links">
          <a href="/auth/forgot">{w.askNewCode}</a>
          <a href="/auth/signin">{authPageWords.backToSignin}</a>
        </p>
      </form>
    </AuthDocument>
  )
}
