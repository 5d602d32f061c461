import type { ReactNode } from 'react'
import { COUNTRIES } from '../../schemas/countries'
import { siteWords } from '../fr'
import { Logo, SiteHead } from '../layout'
import { authPageWords as w } from './fr'
import { PREFETCH_SCRIPT, PREFETCH_TEMPLATE_ID } from './prefetch'
import { AUTH_CSS } from './styles'

/**
 * The frame of the worker's /auth pages (ADR 038, 064): the dashboard's auth layout (brand,
 * teal panel from 1024 px, a centred card), a stylesheet inline and the theme's inline script
 * only, so that each page is one request that works without JavaScript on a slow phone.
 */
export function AuthDocument(props: {
  title: string
  subtitle?: string | undefined
  /** The page's `<title>`; the heading when absent. */
  pageTitle?: string
  /**
   * The dashboard's files this page leads to (sign-in, sign-up: the board's first load),
   * fetched once the page has loaded, while the person types (ADR 064, prefetch.ts).
   */
  prefetch?: readonly string[]
  year: number
  children: ReactNode
}) {
  return (
    <html lang="fr">
      <SiteHead
        title={props.pageTitle ?? `${props.title} — Boutiko`}
        description={w.description}
        css={AUTH_CSS}
      >
        <meta name="robots" content="noindex" />
        {props.prefetch?.length ? (
          <>
            {/* As the shell asks for them (`crossorigin`), so its requests find them cached. */}
            <template id={PREFETCH_TEMPLATE_ID}>
              {props.prefetch.map((file) => (
                <link key={file} rel="prefetch" href={`/${file}`} crossOrigin="anonymous" />
              ))}
            </template>
            <script dangerouslySetInnerHTML={{ __html: PREFETCH_SCRIPT }} />
          </>
        ) : null}
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
            <small>{w.footer(props.year)}</small>
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
                <h1>{props.title}</h1>
                {props.subtitle && <p className="sub">{props.subtitle}</p>}
                <div className="box">{props.children}</div>
              </div>
            </main>
          </div>
        </div>
      </body>
    </html>
  )
}

/** A label, its control and, when refused, the message under it (named by the control). */
export const Field = (p: {
  id: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  children: ReactNode
}) => (
  <div>
    <label htmlFor={p.id}>{p.label}</label>
    {p.children}
    {p.hint && !p.error && (
      <p className="hint" id={`${p.id}-hint`}>
        {p.hint}
      </p>
    )}
    {p.error && (
      <p className="err" id={`${p.id}-error`}>
        {p.error}
      </p>
    )}
  </div>
)

/** `aria-invalid` and the message's id on a control whose field was refused (else its hint's). */
export const invalid = (id: string, error: string | undefined, hint = false) =>
  error
    ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
    : hint
      ? { 'aria-describedby': `${id}-hint` }
      : {}

/**
 * A password field: never given back after a refusal. `new-password` lets the phone offer a
 * strong one and save it; `hint` says the rule under it until it is refused.
 */
export function PasswordField(p: {
  name: 'password' | 'confirmPass'
  label: string
  error?: string | undefined
  hint?: string | undefined
  autoComplete?: 'new-password' | 'current-password'
}) {
  return (
    <Field id={p.name} label={p.label} error={p.error} hint={p.hint}>
      <input
        id={p.name}
        name={p.name}
        type="password"
        autoComplete={p.autoComplete ?? 'new-password'}
        {...invalid(p.name, p.error, p.hint !== undefined)}
      />
    </Field>
  )
}

/** News above a form (a code sent), and a refusal above its button. */
export const Notice = ({ text }: { text?: string | undefined }) =>
  text ? (
    <p className="note" role="status">
      {text}
    </p>
  ) : null

export const Alert = ({ text }: { text?: string | undefined }) =>
  text ? (
    <p className="alert" role="alert">
      {text}
    </p>
  ) : null

/** What the E-mail / WhatsApp choice holds, as typed (given back on a refusal). */
export type IdentifierValues = {
  identifierType: 'email' | 'phone'
  email: string
  country: string
  phone: string
}

/** The two ways to name an account, as radios styled as tabs: the checked one shows its pane. */
const TABS = [
  ['email', w.tabEmail, 'l'],
  ['phone', w.tabPhone, 'r'],
] as const

/**
 * The E-mail / WhatsApp tabs of sign-in, sign-up and the forgotten password, with no script:
 * the checked radio shows its pane (styles.ts). `error` is shown on the chosen tab's field.
 */
export function IdentifierTabs({
  values: v,
  error,
  legend,
}: {
  values: IdentifierValues
  error?: string | undefined
  legend: string
}) {
  const emailError = v.identifierType === 'email' ? error : undefined
  const phoneError = v.identifierType === 'phone' ? error : undefined
  return (
    <fieldset className="tabs">
      <legend className="sr">{legend}</legend>
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
        <Field id="email" label={w.email} error={emailError}>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={w.emailPlaceholder}
            defaultValue={v.email}
            {...invalid('email', emailError)}
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
        <Field id="phone" label={w.phone} error={phoneError}>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="70 00 00 00"
            defaultValue={v.phone}
            {...invalid('phone', phoneError)}
          />
        </Field>
      </div>
    </fieldset>
  )
}

/**
 * Where a link led: a mark, the news as a heading (a status, or an alert when it failed), a
 * sentence and the one way on, a link styled as a button (outlined when it failed).
 */
export const Outcome = (p: {
  ok: boolean
  heading: string
  text: string
  link: { href: string; label: string }
}) => (
  <div className="outcome">
    <span className={p.ok ? 'mark' : 'mark bad'} aria-hidden="true">
      {p.ok ? '✓' : '!'}
    </span>
    <h2 role={p.ok ? 'status' : 'alert'}>{p.heading}</h2>
    <p>{p.text}</p>
    <a className={p.ok ? 'btn' : 'btn out'} href={p.link.href}>
      {p.link.label}
    </a>
  </div>
)
