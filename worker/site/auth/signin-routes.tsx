import type { Context } from 'hono'
import { generateCookie, getCookie } from 'hono/cookie'
import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { REFRESH_COOKIE, setRefreshCookie } from '../../middleware/session-cookie'
import { SigninInput } from '../../schemas/auth'
import {
  homeFor,
  SIGNIN_NOTICE_COOKIE as NOTICE_COOKIE,
  safeNext,
} from '../../schemas/session-paths'
import { clientAddress } from '../../services/attempts'
import { signin } from '../../services/auth'
import { openSession } from '../../services/sessions'
import { firstLoadFiles } from '../dashboard-files'
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
import { SigninPage, type SigninValues, type SigninView } from './signin-page'

type C = Context<AppEnv>

const page = async (
  c: C,
  view: Omit<SigninView, 'year' | 'prefetch'>,
  init: { status?: number; headers?: Record<string, string> } = {},
) => {
  const prefetch = await firstLoadFiles(c, landingOf(view.values.next))
  const year = c.var.ctx.now.getUTCFullYear()
  return authPage(c, <SigninPage {...view} prefetch={prefetch} year={year} />, init)
}

const emptyValues = (next: string): SigninValues => ({
  ...emptyIdentifier(),
  remember: false,
  next,
})

/**
 * The dashboard page a sign-in most likely lands on, whose files the page prefetches: the
 * `next` asked for, else a merchant's board (the role is not known before signing in).
 */
export const landingOf = (next = '') =>
  next.startsWith('/user/') || next.startsWith('/admin/') ? next : homeFor('user')

/**
 * A visitor still signed in goes straight home, as the dashboard's pages did: the refresh
 * cookie is read, never spent. Returns the redirect, or null for a visitor to serve the form.
 */
export async function sendHomeIfSignedIn(c: C, next = '') {
  const token = getCookie(c, REFRESH_COOKIE)
  const session = await openSession(c.var.ctx, token)
  if (!token || !session) return null
  // The same token again, at every path: a session opened before a page was among them
  // (ADR 057, 064) would otherwise be sent back to sign-in by that page, forever.
  setRefreshCookie(c, { refreshToken: token, ...session })
  return c.redirect(safeNext(next, session.role), 303)
}

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
