import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { isDev } from '../lib/config'
import { ApiError } from '../lib/errors'
import { msg } from '../schemas/messages'
import type { IssuedSession } from '../services/sessions'

// The session cookie is read and written by the API's auth and account routes and by the
// worker's sign-in page: it lives here, not in one of those routes, so none imports another.

/** The dashboard's refresh token lives only in this httpOnly cookie, out of reach of scripts. */
export const REFRESH_COOKIE = 'bt_rt'

/**
 * The refresh cookie is honoured only on the dashboard's own fetch (ADR 012): storefront
 * pages share this origin, so a form, a navigation, a frame or another site must not be able
 * to spend it. Forms and navigations cannot set `X-Requested-With`; the Sec-Fetch-* headers
 * (set by the browser, never by a script) must say "a fetch from this same origin" when sent.
 * Storefront scripts cannot fetch at all (their CSP has no connect-src to us).
 */
export function refreshCookieOf(c: Context<AppEnv>): string | undefined {
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
 * The paths the refresh cookie is sent to: the API, the worker's sign-in and sign-up pages,
 * which only read it to send a signed-in visitor home (ADR 038, 064), and the dashboard's
 * pages, whose shell the worker refuses to a signed-out visitor before the app downloads
 * (ADR 057). The pages only read it, never spend it. Set and cleared together, so every copy
 * is the current token.
 */
export const REFRESH_COOKIE_PATHS = [
  '/api',
  '/auth/signin',
  '/auth/signup',
  '/user',
  '/admin',
] as const

/** Sets the refresh cookie of a new or rotated session (API answers and the sign-in page). */
export function setRefreshCookie(
  c: Context<AppEnv>,
  s: Pick<IssuedSession, 'refreshToken' | 'refreshExpiresAt' | 'remember'>,
) {
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
  // API clients that sent the token in the body get the next one back the same way;
  // the dashboard, which uses the cookie, never sees a refresh token in JavaScript.
  return c.json(echoRefresh ? { ...body, refresh_token: refreshToken } : body, status)
}
