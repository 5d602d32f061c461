import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { generateCookie, getCookie } from 'hono/cookie'
import type { AppEnv } from '../../env'
import { ApiError } from '../../lib/errors'
import { Hono } from '../../lib/hono'
import { streamHtml } from '../../lib/render'
import { REFRESH_COOKIE, setRefreshCookie } from '../../middleware/session-cookie'
import { SigninInput } from '../../schemas/auth'
import { COUNTRIES, DEFAULT_COUNTRY, internationalNumber } from '../../schemas/countries'
import { phoneDigits } from '../../schemas/phone'
import { SIGNIN_NOTICE_COOKIE as NOTICE_COOKIE, safeNext } from '../../schemas/session-paths'
import { clientAddress } from '../../services/attempts'
import { signin } from '../../services/auth'
import { openSession } from '../../services/sessions'
import { siteCsp } from '../csp'
import { SIGNIN_NOTICES, signinWords } from './fr'
import { SigninPage, type SigninValues, type SigninView } from './page'

type C = Context<AppEnv>

/** Personal (typed values, a notice): never kept by a cache. Same hash CSP as the site. */
const page = async (
  c: C,
  view: Omit<SigninView, 'year'>,
  init: { status?: number; headers?: Record<string, string> } = {},
) =>
  streamHtml(c, <SigninPage {...view} year={c.var.ctx.now.getUTCFullYear()} />, {
    status: init.status ?? 200,
    headers: {
      ...init.headers,
      'cache-control': 'no-store',
      'content-security-policy': await siteCsp(),
    },
  })

const emptyValues = (next: string): SigninValues => ({
  identifierType: 'email',
  email: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  remember: false,
  next,
})

/**
 * Login CSRF: another site's form must not sign the visitor into an account of its choosing.
 * Browsers say where a post comes from (`Sec-Fetch-Site`, else `Origin`); a client that sends
 * neither (a script, an old browser) has no victim's cookies to set.
 */
function isCrossSite(c: C): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined) return site !== 'same-origin'
  const origin = c.req.header('origin')
  return origin !== undefined && origin !== new URL(c.req.url).origin
}

/** The form as typed: unknown fields are ignored, long ones cut (the schema says the rest). */
function readValues(form: FormData | null, next: string): SigninValues {
  const text = (name: string) => String(form?.get(name) ?? '').slice(0, 300)
  const country = text('country')
  return {
    identifierType: text('identifierType') === 'phone' ? 'phone' : 'email',
    email: text('email'),
    country: COUNTRIES.some((c) => c.code === country) ? country : DEFAULT_COUNTRY,
    phone: text('phone'),
    remember: form?.get('remember') != null,
    next,
  }
}

/** A sign-in form is a few short fields: anything bigger is refused before it is read. */
const smallForm = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => c.text(signinWords.bodyTooLarge, 413),
})

/** `/auth/signin`, the merchant's door, rendered by the worker (ADR 038). */
export const signinRoutes = new Hono<AppEnv>()
  .get('/auth', (c) => c.redirect('/auth/signin', 302))
  .get('/auth/signin', async (c) => {
    const next = c.req.query('next') ?? ''
    // As the dashboard's sign-in did: a visitor still signed in goes straight home.
    const token = getCookie(c, REFRESH_COOKIE)
    const session = await openSession(c.var.ctx, token)
    if (token && session) {
      // The same token again, at every path: a session opened before the dashboard's pages
      // were among them (ADR 057) would otherwise be sent back here by those pages, forever.
      setRefreshCookie(c, { refreshToken: token, ...session })
      return c.redirect(safeNext(next, session.role), 303)
    }
    const key = getCookie(c, NOTICE_COOKIE)
    const notice = key && Object.hasOwn(SIGNIN_NOTICES, key) ? SIGNIN_NOTICES[key as never] : ''
    const view = { values: emptyValues(next), errors: {}, ...(notice ? { notice } : {}) }
    // The news is shown once: the cookie goes with this answer.
    const spent = key
      ? { 'set-cookie': generateCookie(NOTICE_COOKIE, '', { path: '/auth/signin', maxAge: 0 }) }
      : undefined
    return page(c, view, spent ? { headers: spent } : {})
  })
  .post('/auth/signin', smallForm, async (c) => {
    const next = c.req.query('next') ?? ''
    if (isCrossSite(c))
      return page(
        c,
        { values: emptyValues(next), errors: {}, alert: signinWords.crossSite },
        { status: 403 },
      )
    // Not a form (another content type, a broken body): the empty form's 422.
    const form = await c.req.formData().catch(() => null)
    const values = readValues(form, next)
    const input = {
      identifierType: values.identifierType,
      emailOrPhone:
        values.identifierType === 'phone'
          ? internationalNumber(values.country, phoneDigits(values.phone))
          : values.email,
      password: String(form?.get('password') ?? '').slice(0, 1000),
      remember: values.remember,
    }
    // The API's own contract (POST /api/signin): the same rules and messages.
    const parsed = SigninInput.safeParse(input)
    if (!parsed.success) {
      const errors: SigninView['errors'] = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (field === 'emailOrPhone' || field === 'password') errors[field] ??= issue.message
      }
      return page(c, { values, errors }, { status: 422 })
    }
    try {
      const session = await signin(c.var.ctx, parsed.data, clientAddress(c.req.raw.headers))
      setRefreshCookie(c, session)
      return c.redirect(safeNext(next, session.role), 303)
    } catch (err) {
      // Wrong credentials, a wait or a lock: not a field's fault, said above the button.
      if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 429)) throw err
      return page(
        c,
        { values, errors: {}, alert: err.message },
        { status: err.status, headers: err.responseHeaders },
      )
    }
  })
