import type { Context } from 'hono'
import { generateCookie, getCookie } from 'hono/cookie'
import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { setRefreshCookie } from '../../middleware/session-cookie'
import { SigninInput } from '../../schemas/auth'
import { SIGNIN_NOTICE_COOKIE as NOTICE_COOKIE, safeNext } from '../../schemas/session-paths'
import { clientAddress } from '../../services/attempts'
import { signin } from '../../services/auth'
import {
  authPage,
  emptyIdentifier,
  identifierOf,
  isCrossSite,
  messagesFor,
  postedForm,
  readIdentifier,
  refusalOf,
  secretOf,
  smallForm,
} from './form'
import { SIGNIN_NOTICES, signinWords } from './fr'
import { frameOf, landingOf, sendHomeIfSignedIn } from './session'
import { SigninPage, type SigninValues, type SigninView } from './signin-page'

type C = Context<AppEnv>

const page = async (
  c: C,
  view: Omit<SigninView, 'year' | 'prefetch'>,
  init: { status?: number; headers?: Record<string, string> } = {},
) => {
  const frame = await frameOf(c, landingOf(view.values.next))
  return authPage(c, <SigninPage {...view} {...frame} />, init)
}

const emptyValues = (next: string): SigninValues => ({
  ...emptyIdentifier(),
  remember: false,
  next,
})

/** `/auth/signin`, the merchant's door, rendered by the worker (ADR 038). */
export const signinRoutes = new Hono<AppEnv>()
  .get('/auth', (c) => c.redirect('/auth/signin', 302))
  .get('/auth/signin', async (c) => {
    const next = c.req.query('next') ?? ''
    const home = await sendHomeIfSignedIn(c, next)
    if (home) return home
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
    const form = await postedForm(c)
    const values: SigninValues = {
      ...readIdentifier(form),
      remember: form?.get('remember') != null,
      next,
    }
    const input = {
      identifierType: values.identifierType,
      emailOrPhone: identifierOf(values),
      password: secretOf(form, 'password'),
      remember: values.remember,
    }
    // The API's own contract (POST /api/signin): the same rules and messages.
    const parsed = SigninInput.safeParse(input)
    if (!parsed.success) {
      const errors = messagesFor(parsed.error.issues, ['emailOrPhone', 'password'] as const)
      return page(c, { values, errors }, { status: 422 })
    }
    try {
      const session = await signin(c.var.ctx, parsed.data, clientAddress(c.req.raw.headers))
      setRefreshCookie(c, session)
      return c.redirect(safeNext(next, session.role), 303)
    } catch (err) {
      // Wrong credentials, a wait or a lock: not a field's fault, said above the button.
      const refusal = refusalOf(err, [])
      if (refusal.status !== 401 && refusal.status !== 429) throw err
      return page(
        c,
        { values, errors: {}, alert: refusal.alert },
        { status: refusal.status, headers: refusal.headers },
      )
    }
  })
