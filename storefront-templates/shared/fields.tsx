import type { ReactNode } from 'react'
import { t } from '../fr'
import type { FormState } from '../types'

type InputProps = Record<string, string | number | boolean | undefined>

/** The message under a field, tied to it by id so screen readers announce it with the field. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="err" id={id}>
      {message}
    </p>
  ) : null
}

const described = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `e-${id}` } : {}

/**
 * A refused form comes back as a new page (no JavaScript), opened at its top: on a phone the
 * message sits a screen or two below, and the shopper thinks nothing happened. `autofocus`
 * brings the browser to it: to the first refused field, or to the form's own message when no
 * field is at fault. A page renders synchronously in document order, so the first field
 * to ask is the first on the page.
 */
const focusTaken = new WeakSet<FormState>()
export function takesFocus(form: FormState | undefined, name: string): boolean {
  if (!form?.errors[name] || focusTaken.has(form)) return false
  focusTaken.add(form)
  return true
}
const focus = (form: FormState | undefined, name: string) =>
  takesFocus(form, name) ? { autoFocus: true } : {}

/** A labelled input, its value and error taken from the re-rendered form state. */
export function Field({
  form,
  name,
  label,
  props = {},
  id = `f-${name}`,
  multiline,
}: {
  form?: FormState
  name: string
  label: ReactNode
  props?: InputProps
  id?: string
  multiline?: boolean
}) {
  const error = form?.errors[name]
  const common = {
    id,
    name,
    defaultValue: form?.values[name] ?? '',
    required: true,
    ...described(id, error),
    ...focus(form, name),
    ...props,
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={6} {...common} /> : <input {...common} />}
      <FieldError id={`e-${id}`} message={error} />
    </div>
  )
}

/** A required choice (the size, the colour of a product without variants). */
export function Choice({
  form,
  name,
  label,
  options,
}: {
  form?: FormState
  name: string
  label: string
  options: string[]
}) {
  if (options.length === 0) return null
  const id = `f-${name}`
  const error = form?.errors[name]
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={form?.values[name] ?? ''}
        required
        {...described(id, error)}
        {...focus(form, name)}
      >
        <option value="">{t.choose}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldError id={`e-${id}`} message={error} />
    </div>
  )
}

export type FieldSpec = {
  name: string
  label: string
  props?: InputProps
  multiline?: boolean
}

/** Several labelled fields of one form, from their specs. */
export function Fields({ form, specs }: { form?: FormState; specs: FieldSpec[] }) {
  return specs.map((spec) => <Field key={spec.name} form={form} {...spec} />)
}

const NAMES: FieldSpec[] = [
  { name: 'firstName', label: t.firstName, props: { autoComplete: 'given-name' } },
  { name: 'lastName', label: t.lastName, props: { autoComplete: 'family-name' } },
]
const PHONE: FieldSpec[] = [
  {
    name: 'phoneCountryCode',
    label: t.phoneCode,
    props: { inputMode: 'tel', pattern: '\\+?[0-9]{1,4}', autoComplete: 'tel-country-code' },
  },
  { name: 'phone', label: t.phone, props: { type: 'tel', autoComplete: 'tel-national' } },
]
const CITY: FieldSpec[] = [
  { name: 'city', label: t.city, props: { autoComplete: 'address-level2' } },
]

/** Delivery contact: first name, last name, phone with its country code, city. */
export function ContactFields({ form }: { form?: FormState }) {
  return (
    <>
      <div className="row">
        <Fields form={form} specs={NAMES} />
      </div>
      <div className="phone">
        <Fields form={form} specs={PHONE} />
      </div>
      <Fields form={form} specs={CITY} />
    </>
  )
}

/**
 * The banner above a form the server refused as a whole (stock, product gone): in view on
 * arrival, unless one of the form's fields is at fault and takes the focus itself.
 */
export function FormAlert({ message, form }: { message?: string; form?: FormState }) {
  const focus = !form || Object.keys(form.errors).length === 0
  // The message of one field (« Veuillez choisir une taille »): a link to it, as an error
  // summary does, wherever the page was re-rendered (a form post's page has no anchor).
  const field = Object.entries(form?.errors ?? {}).find(([, m]) => m === message)?.[0]
  return message ? (
    // biome-ignore lint/a11y/noAutofocus: a re-rendered page has no script to bring its message into view
    <p className="alert" role="alert" tabIndex={-1} autoFocus={focus}>
      {field ? <a href={`#f-${field}`}>{message}</a> : message}
    </p>
  ) : null
}
