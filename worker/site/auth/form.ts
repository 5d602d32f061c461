import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { setCookie } from 'hono/cookie'
import type { ReactNode } from 'react'
import type { AppEnv } from '../../env'
import { ApiError } from '../../lib/errors'
import { streamHtml } from '../../lib/render'
import { COUNTRIES, DEFAULT_COUNTRY, internationalNumber } from '../../schemas/countries'
import { phoneDigits } from '../../schemas/phone'
import { SIGNIN_NOTICE_COOKIE, type SigninNotice } from '../../schemas/session-paths'
import { authPageCsp } from '../csp'
import { authPageWords } from './fr'
import type { IdentifierValues } from './layout'

type C = Context<AppEnv>

/**
 * An /auth page as served: personal (typed values, a notice), so never kept by a cache; a hash
 * CSP (its scripts are two constants, the theme's and the prefetch's; `form-action 'self'`).
 */
export const authPage = async (
  c: C,
  node: ReactNode,
  init: { status?: number; headers?: Record<string, string> } = {},
) =>
  streamHtml(c, node, {
    status: init.status ?? 200,
    headers: {
      ...init.headers,
      'cache-control': 'no-store',
      'content-security-policy': await authPageCsp(),
    },
  })

/**
 * Login CSRF: another site's form must not sign the visitor into an account of its choosing,
 * nor spend their links. Browsers say where a post comes from (`Sec-Fetch-Site`, else
 * `Origin`); a client that sends neither (a script, an old browser) has no victim's cookies.
 */
export function isCrossSite(c: C): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined) return site !== 'same-origin'
  const origin = c.req.header('origin')
  return origin !== undefined && origin !== new URL(c.req.url).origin
}

/** An /auth form is a few short fields: anything bigger is refused before it is read. */
export const smallForm = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => c.text(authPageWords.bodyTooLarge, 413),
})

/** The posted form, or null when it is not one (another content type, a broken body). */
export const postedForm = (c: C) => c.req.formData().catch(() => null)

/** A field as typed: a string, cut at `max` (the schema says the rest). */
export const textOf = (form: FormData | null, name: string, max = 300) =>
  String(form?.get(name) ?? '').slice(0, max)

/** A password as typed: never trimmed, never given back. */
export const secretOf = (form: FormData | null, name: string) => textOf(form, name, 1000)

export const emptyIdentifier = (): IdentifierValues => ({
  identifierType: 'email',
  email: '',
  country: DEFAULT_COUNTRY,
  phone: '',
})

/** The E-mail / WhatsApp choice as typed; an unknown country falls back to the default. */
export function readIdentifier(form: FormData | null): IdentifierValues {
  const country = textOf(form, 'country')
  return {
    identifierType: textOf(form, 'identifierType') === 'phone' ? 'phone' : 'email',
    email: textOf(form, 'email'),
    country: COUNTRIES.some((c) => c.code === country) ? country : DEFAULT_COUNTRY,
    phone: textOf(form, 'phone'),
  }
}

/** What the API's contracts receive: the e-mail, or the number with its country code. */
export const identifierOf = (v: IdentifierValues) =>
  v.identifierType === 'phone' ? internationalNumber(v.country, phoneDigits(v.phone)) : v.email

/** The first message for each of `fields`, from a contract's issues or a service's refusal. */
export function messagesFor<F extends string>(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const field = String(Array.isArray(issue.path) ? issue.path[0] : issue.path)
    if ((fields as readonly string[]).includes(field)) out[field as F] ??= issue.message
  }
  return out
}

/**
 * A service's refusal as the page shows it: a field's own message under that field, anything
 * else (a wait, a lock) above the button. Other errors are the app's to handle.
 */
export function refusalOf<F extends string>(err: unknown, fields: readonly F[]) {
  if (!(err instanceof ApiError) || err.status >= 500) throw err
  const errors = messagesFor(err.issues ?? [], fields)
  const alert = Object.keys(errors).length > 0 ? undefined : err.message
  return { errors, alert, status: err.status, headers: err.responseHeaders }
}

/**
 * On to the sign-in page with its news (a key of its catalogue, shown once): the same
 * one-minute cookie the dashboard leaves (ADR 038).
 */
export function toSigninWith(c: C, notice: SigninNotice) {
  setCookie(c, SIGNIN_NOTICE_COOKIE, notice, {
    path: '/auth/signin',
    maxAge: 60,
    sameSite: 'Strict',
  })
  return c.redirect('/auth/signin', 303)
}
