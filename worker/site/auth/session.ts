import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../../env'
import { REFRESH_COOKIE, setRefreshCookie } from '../../middleware/session-cookie'
import { homeFor, safeNext } from '../../schemas/session-paths'
import { openSession } from '../../services/sessions'
import { firstLoadFiles } from '../dashboard-files'

type C = Context<AppEnv>

/**
 * The dashboard page a sign-in most likely lands on, whose files the page prefetches: the
 * `next` asked for, else a merchant's board (the role is not known before signing in).
 */
export const landingOf = (next = '') =>
  next.startsWith('/user/') || next.startsWith('/admin/') ? next : homeFor('user')

/**
 * What an /auth page's frame takes from the request: the year of its footer and, for a page
 * that leads into the dashboard (sign-in, sign-up), that page's files to prefetch (ADR 064).
 */
export async function frameOf(c: C, leadsTo?: string) {
  const prefetch = leadsTo ? await firstLoadFiles(c, leadsTo) : []
  return { year: c.var.ctx.now.getUTCFullYear(), prefetch }
}

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
