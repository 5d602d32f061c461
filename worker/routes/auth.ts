import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { isDev } from '../lib/config'
import { ApiError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { bearerOf, requireRole } from '../middleware/auth'
import {
  ForgotInput,
  RefreshInput,
  ResetInput,
  SigninInput,
  SignupInput,
  VerifyInput,
} from '../schemas/auth'
import { msg } from '../schemas/messages'
import { clientAddress } from '../services/attempts'
import { signin } from '../services/auth'
import {
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyAccount,
} from '../services/auth-tokens'
import { asUser } from '../services/context'
import { type IssuedSession, logout, refresh } from '../services/sessions'
import { requestSignup } from '../services/signup'
import { getMe } from '../services/users'

/** The dashboard's refresh token lives only in this httpOnly cookie, out of reach of scripts. */
export const REFRESH_COOKIE = 'bt_rt'

/**
 * The refresh cookie is honoured only on the dashboard's own fetch (ADR 012): storefront
 * pages share this origin, so a form, a navigation, a frame or another site must not be able
 * to spend it. Forms and navigations cannot set `X-Requested-With`; the Sec-Fetch-* headers
 * (set by the browser, never by a script) must say "a fetch from this same origin" when sent.
 * Storefront scripts cannot fetch at all (their CSP has no connect-src to us).
 */
function refreshCookieOf(c: Context<AppEnv>): string | undefined {
  const cookie = getCookie(c, REFRESH_COOKIE)
  if (!cookie) return undefined
  const site = c.req.header('sec-fetch-site')
  const dest = c.req.header('sec-fetch-dest')
  if (
    c.req.header('x-requested-with') !== 'XMLHttpRequest' ||
    (site !== undefined && site !== 'same-origin') ||
    (dest !== undefined && dest !== 'empty')
  )
    throw new ApiError('FORBIDDEN', msg.sessionFromDashboardOnly)
  return cookie
}

/**
 * The paths the refresh cookie is sent to: the API, and the worker's sign-in page, which only
 * reads it to send a signed-in visitor home (ADR 038). Set and cleared together, so the copy
 * at the sign-in page is always the current token.
 */
const REFRESH_COOKIE_PATHS = ['/api', '/auth/signin'] as const

/** Sets the refresh cookie of a new or rotated session (API answers and the sign-in page). */
export function setRefreshCookie(c: Context<AppEnv>, s: IssuedSession) {
  for (const path of REFRESH_COOKIE_PATHS)
    setCookie(c, REFRESH_COOKIE, s.refreshToken, {
      httpOnly: true,
      secure: !isDev(c.env) || new URL(c.req.url).protocol === 'https:',
      sameSite: 'Strict',
      path,
      ...(s.remember ? { expires: s.refreshExpiresAt } : {}),
    })
}

export function clearRefreshCookie(c: Context<AppEnv>) {
  for (const path of REFRESH_COOKIE_PATHS) deleteCookie(c, REFRESH_COOKIE, { path })
}

export function respondWithSession(
  c: Context<AppEnv>,
  s: IssuedSession,
  status: 200 | 201,
  echoRefresh: boolean,
) {
  setRefreshCookie(c, s)
  const { refreshToken, refreshExpiresAt: _e, remember: _r, ...body } = s
  // API clients that sent the token in the body get the next one back the same way (§7);
  // the dashboard, which uses the cookie, never sees a refresh token in JavaScript.
  return c.json(echoRefresh ? { ...body, refresh_token: refreshToken } : body, status)
}

export const authRoutes = new Hono<AppEnv>()
  // 202 for a new and a taken identifier alike: the caller signs in next (§2, issue 6).
  .post('/signup', validate('json', SignupInput), async (c) =>
    c.json(await requestSignup(c.var.ctx, c.req.valid('json')), 202),
  )
  .post('/signin', validate('json', SigninInput), async (c) => {
    const session = await signin(c.var.ctx, c.req.valid('json'), clientAddress(c.req.raw.headers))
    return respondWithSession(c, session, 200, false)
  })
  .post('/verify', validate('json', VerifyInput), async (c) =>
    c.json(await verifyAccount(c.var.ctx, c.req.valid('json')), 200),
  )
  .post('/verify/resend', requireRole('user', 'admin', 'staff'), async (c) =>
    c.json(await resendVerification(asUser(c.var.ctx)), 200),
  )
  .post('/password/forgot', validate('json', ForgotInput), async (c) => {
    const address = clientAddress(c.req.raw.headers)
    return c.json(await requestPasswordReset(c.var.ctx, c.req.valid('json'), address), 202)
  })
  .post('/password/reset', validate('json', ResetInput), async (c) => {
    const address = clientAddress(c.req.raw.headers)
    return c.json(await resetPassword(c.var.ctx, c.req.valid('json'), address), 200)
  })
  .post('/refresh', validate('json', RefreshInput), async (c) => {
    const fromBody = c.req.valid('json').refresh_token
    const presented = fromBody ?? refreshCookieOf(c) ?? ''
    return respondWithSession(c, await refresh(c.var.ctx, presented), 200, Boolean(fromBody))
  })
  .post('/logout', async (c) => {
    // Any body, or none, signs out: only a string `refresh_token` of an object is read.
    const body: unknown = await c.req.json().catch(() => null)
    const fromBody =
      body !== null && typeof body === 'object' && 'refresh_token' in body
        ? body.refresh_token
        : undefined
    const refreshToken = typeof fromBody === 'string' ? fromBody : refreshCookieOf(c)
    await logout(c.var.ctx, { refreshToken, accessToken: bearerOf(c) })
    clearRefreshCookie(c)
    return c.json({ message: msg.loggedOut }, 200)
  })
  .get('/verifyToken', requireRole('user', 'admin', 'staff'), async (c) =>
    c.json(await getMe(asUser(c.var.ctx)), 200),
  )
