import { signinWords as w } from './fr'
import {
  Alert,
  AuthDocument,
  IdentifierTabs,
  type IdentifierValues,
  Notice,
  PasswordField,
} from './layout'

/** What the visitor typed, given back on a refusal (never the password). */
export type SigninValues = IdentifierValues & { remember: boolean; next: string }

export type SigninView = {
  values: SigninValues
  /** Under their field: `emailOrPhone` (shown on the chosen tab) and `password`. */
  errors: { emailOrPhone?: string; password?: string }
  /** Above the button: wrong credentials, a wait, a refused cross-site post. */
  alert?: string | undefined
  /** Above the form: news left by the dashboard (sign-up accepted, password reset…). */
  notice?: string
  /** The dashboard's files a sign-in leads to, fetched while the person types (ADR 064). */
  prefetch?: readonly string[]
  year: number
}

/**
 * /auth/signin, rendered by the worker (ADR 038): a plain form posted to itself, which works
 * without JavaScript; its only script is the theme's, inline and allowed by hash.
 */
export function SigninPage({ values: v, errors, alert, notice, prefetch, year }: SigninView) {
  const action = v.next ? `/auth/signin?next=${encodeURIComponent(v.next)}` : '/auth/signin'
  return (
    <AuthDocument
      title={w.title}
      subtitle={w.subtitle}
      pageTitle={w.pageTitle}
      prefetch={prefetch}
      year={year}
    >
      <form method="post" action={action} noValidate>
        <Notice text={notice} />
        <IdentifierTabs values={v} error={errors.emailOrPhone} legend={w.identifierChoice} />
        <PasswordField
          name="password"
          label={w.password}
          error={errors.password}
          autoComplete="current-password"
        />
        <div className="row">
          <label className="check">
            <input type="checkbox" name="remember" value="1" defaultChecked={v.remember} />
            {w.remember}
          </label>
          <a href="/auth/forgot">{w.forgot}</a>
        </div>
        <Alert text={alert} />
        <button type="submit">{w.submit}</button>
        <p className="alt">
          {w.noAccount} <a href="/auth/signup">{w.createAccount}</a>
        </p>
      </form>
    </AuthDocument>
  )
}
