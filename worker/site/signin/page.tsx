import { COUNTRIES } from '../../schemas/countries'
import { siteWords } from '../fr'
import { Logo, SiteHead } from '../layout'
import { signinWords as w } from './fr'
import { SIGNIN_CSS } from './styles'

/** What the visitor typed, given back on a refusal (never the password). */
export type SigninValues = {
  identifierType: 'email' | 'phone'
  email: string
  country: string
  phone: string
  remember: boolean
  next: string
}

export type SigninView = {
  values: SigninValues
  /** Under their field: `emailOrPhone` (shown on the chosen tab) and `password`. */
  errors: { emailOrPhone?: string; password?: string }
  /** Above the button: wrong credentials, a wait, a refused cross-site post. */
  alert?: string
  /** Above the form: news left by the dashboard (sign-up accepted, password reset…). */
  notice?: string
  year: number
}

/** The two ways to sign in, as radios styled as tabs: the checked one shows its pane, no script. */
const TABS = [
  ['email', w.tabEmail, 'l'],
  ['phone', w.tabPhone, 'r'],
] as const

const Field = (p: { id: string; label: string; error?: string | undefined; children: unknown }) => (
  <div>
    <label htmlFor={p.id}>{p.label}</label>
    {p.children as never}
    {p.error && (
      <p className="err" id={`${p.id}-error`}>
        {p.error}
      </p>
    )}
  </div>
)

/** `aria-invalid` and the error's id on a control whose field has an error. */
const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}

/**
 * /auth/signin, rendered by the worker (ADR 038): a plain form posted to itself, which works
 * without JavaScript; its only script is the theme's, inline and allowed by hash.
 */
export function SigninPage({ values: v, errors, alert, notice, year }: SigninView) {
  const idError = errors.emailOrPhone
  const action = v.next ? `/auth/signin?next=${encodeURIComponent(v.next)}` : '/auth/signin'
  return (
    <html lang="fr">
      <SiteHead title={w.pageTitle} description={w.description} css={SIGNIN_CSS}>
        <meta name="robots" content="noindex" />
      </SiteHead>
      <body>
        <div className="auth">
          <aside className="panel">
            <span className="brand">
              <Logo />
              Boutiko
            </span>
            <div>
              <p className="tag">{w.tagline}</p>
              <ul>
                {w.sellingPoints.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
            <small>{w.footer(year)}</small>
          </aside>
          <div className="col">
            <header className="top">
              <a className="brand" href="/">
                <Logo />
                Boutiko
              </a>
              <button type="button" data-theme-toggle hidden>
                {siteWords.layout.themeToggle}
              </button>
            </header>
            <main>
              <div className="card">
                <h1>{w.title}</h1>
                <p className="sub">{w.subtitle}</p>
                <div className="box">
                  <form method="post" action={action} noValidate>
                    {notice && (
                      <p className="note" role="status">
                        {notice}
                      </p>
                    )}
                    <fieldset className="tabs">
                      <legend className="sr">{w.identifierChoice}</legend>
                      {TABS.flatMap(([type, label, side]) => [
                        <input
                          key={`i-${type}`}
                          className="sr"
                          type="radio"
                          id={`t-${type}`}
                          name="identifierType"
                          value={type}
                          defaultChecked={v.identifierType === type}
                        />,
                        <label key={`l-${type}`} className={`tab ${side}`} htmlFor={`t-${type}`}>
                          {label}
                        </label>,
                      ])}
                      <div className="pane p-email">
                        <Field
                          id="email"
                          label={w.email}
                          error={v.identifierType === 'email' ? idError : undefined}
                        >
                          <input
                            id="email"
                            name="email"
                            type="email"
                            autoComplete="email"
                            placeholder={w.emailPlaceholder}
                            defaultValue={v.email}
                            {...invalid(
                              'email',
                              v.identifierType === 'email' ? idError : undefined,
                            )}
                          />
                        </Field>
                      </div>
                      <div className="pane p-phone phone">
                        <div>
                          <label htmlFor="country">{w.dialCode}</label>
                          <select id="country" name="country" autoComplete="tel-country-code">
                            {COUNTRIES.map((c) => (
                              <option key={c.code} value={c.code} selected={c.code === v.country}>
                                {`${c.code} +${c.dial} ${c.name}`}
                              </option>
                            ))}
                          </select>
                        </div>
                        <Field
                          id="phone"
                          label={w.phone}
                          error={v.identifierType === 'phone' ? idError : undefined}
                        >
                          <input
                            id="phone"
                            name="phone"
                            type="tel"
                            inputMode="numeric"
                            autoComplete="tel-national"
                            placeholder="70 00 00 00"
                            defaultValue={v.phone}
                            {...invalid(
                              'phone',
                              v.identifierType === 'phone' ? idError : undefined,
                            )}
                          />
                        </Field>
                      </div>
                    </fieldset>
                    <Field id="password" label={w.password} error={errors.password}>
                      <input
                        id="password"
                        name="password"
                        type="password"
                        autoComplete="current-password"
                        {...invalid('password', errors.password)}
                      />
                    </Field>
                    <div className="row">
                      <label className="check">
                        <input
                          type="checkbox"
                          name="remember"
                          value="1"
                          defaultChecked={v.remember}
                        />
                        {w.remember}
                      </label>
                      <a href="/auth/forgot">{w.forgot}</a>
                    </div>
                    {alert && (
                      <p className="alert" role="alert">
                        {alert}
                      </p>
                    )}
                    <button type="submit">{w.submit}</button>
                    <p className="alt">
                      {w.noAccount} <a href="/auth/signup">{w.createAccount}</a>
                    </p>
                  </form>
                </div>
              </div>
            </main>
          </div>
        </div>
      </body>
    </html>
  )
}
