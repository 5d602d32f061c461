import { authPageWords, passwordWords as w } from './fr'
import { Alert, AuthDocument, IdentifierTabs, type IdentifierValues } from './layout'

export type ForgotView = {
  values: IdentifierValues
  errors: { emailOrPhone?: string }
  /** Above the button: a wait, a refused cross-site post. */
  alert?: string | undefined
  year: number
}

/**
 * /auth/forgot, rendered by the worker (ADR 064): every identifier gets the same answer, the
 * reset page; the code travels only by message.
 */
export function ForgotPage({ values, errors, alert, year }: ForgotView) {
  return (
    <AuthDocument title={w.forgotTitle} subtitle={w.forgotSubtitle} year={year}>
      <form method="post" action="/auth/forgot" noValidate>
        <IdentifierTabs values={values} error={errors.emailOrPhone} legend={w.identifierChoice} />
        <Alert text={alert} />
        <button type="submit">{w.forgotSubmit}</button>
        <p className="alt">
          <a href="/auth/signin">{authPageWords.backToSignin}</a>
        </p>
      </form>
    </AuthDocument>
  )
}
