import { authPageWords, signupWords as w } from './fr'
import {
  Alert,
  AuthDocument,
  Field,
  IdentifierTabs,
  type IdentifierValues,
  invalid,
  PasswordField,
} from './layout'

/** What the visitor typed, given back on a refusal (never the passwords). */
export type SignupValues = IdentifierValues & {
  firstName: string
  lastName: string
  gender: string
  referralCode: string
  termCondition: boolean
}

export const SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'emailOrPhone',
  'password',
  'confirmPass',
  'termCondition',
  'gender',
  'referralCode',
] as const
export type SignupErrors = Partial<Record<(typeof SIGNUP_FIELDS)[number], string>>

export type SignupView = {
  values: SignupValues
  errors: SignupErrors
  /** Above the button: a wait, a refused cross-site post. */
  alert?: string | undefined
  /** The board's files, fetched while the new merchant fills the form in (ADR 064). */
  prefetch?: readonly string[]
  year: number
}

const GENDERS = [
  ['', w.genderUnset],
  ['female', w.genderFemale],
  ['male', w.genderMale],
] as const

/** A text field of the form: its label, its value as typed, its message. */
function TextField(p: {
  name: 'firstName' | 'lastName' | 'referralCode'
  label: string
  value: string
  error?: string | undefined
  autoComplete?: string
  autoCapitalize?: string
}) {
  return (
    <Field id={p.name} label={p.label} error={p.error}>
      <input
        id={p.name}
        name={p.name}
        defaultValue={p.value}
        autoComplete={p.autoComplete}
        autoCapitalize={p.autoCapitalize}
        {...invalid(p.name, p.error)}
      />
    </Field>
  )
}

/**
 * /auth/signup, rendered by the worker (ADR 064): a plain form posted to itself, which works
 * without JavaScript; on success the new merchant lands on the dashboard, signed in.
 */
export function SignupPage({ values: v, errors, alert, prefetch, year }: SignupView) {
  return (
    <AuthDocument title={w.title} subtitle={w.subtitle} prefetch={prefetch} year={year}>
      <form method="post" action="/auth/signup" noValidate>
        <div className="two">
          <TextField
            name="firstName"
            label={w.firstName}
            value={v.firstName}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label={w.lastName}
            value={v.lastName}
            error={errors.lastName}
            autoComplete="family-name"
          />
        </div>
        <IdentifierTabs values={v} error={errors.emailOrPhone} legend={w.identifierChoice} />
        <div className="two">
          <Field id="gender" label={w.gender} error={errors.gender}>
            <select id="gender" name="gender" {...invalid('gender', errors.gender)}>
              {GENDERS.map(([value, label]) => (
                <option key={value} value={value} selected={v.gender === value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            name="referralCode"
            label={w.referralCode}
            value={v.referralCode}
            error={errors.referralCode}
            autoCapitalize="characters"
          />
        </div>
        <PasswordField name="password" label={authPageWords.password} error={errors.password} />
        <PasswordField name="confirmPass" label={w.confirmPassword} error={errors.confirmPass} />
        <div>
          <div className="check terms">
            <input
              type="checkbox"
              id="termCondition"
              name="termCondition"
              value="1"
              defaultChecked={v.termCondition}
              {...invalid('termCondition', errors.termCondition)}
            />
            <label htmlFor="termCondition" className="check">
              <span>
                {w.termsBefore}
                <a href="/terme-condition" target="_blank" rel="noreferrer">
                  {w.termsLink}
                </a>
              </span>
            </label>
          </div>
          {errors.termCondition && (
            <p className="err" id="termCondition-error">
              {errors.termCondition}
            </p>
          )}
        </div>
        <Alert text={alert} />
        <button type="submit">{w.submit}</button>
        <p className="alt">
          {w.hasAccount} <a href="/auth/signin">{w.signinLink}</a>
        </p>
      </form>
    </AuthDocument>
  )
}
