import type { Role } from './auth'

/**
 * Where a session lands, shared by the dashboard (its guards) and the worker's sign-in page
 * (ADR 038), so that both follow one rule.
 */
const HOMES: Record<Role, string> = {
  admin: '/admin/dashboard',
  user: '/user/dashboard',
  // A staff account only ever sees the atelier of the shop it works for (issue 8).
  staff: '/user/atelier/dashboard',
}
export const homeFor = (role: Role) => HOMES[role]

/**
 * Only same-site paths inside the role's own area are accepted as `?next=` (no open redirect):
 * `//host` and `/\host` are read by browsers as another host, so neither may follow the area.
 */
export function safeNext(next: string | null | undefined, role: Role): string {
  const area = role === 'admin' ? '/admin/' : role === 'staff' ? '/user/atelier/' : '/user/'
  return next?.startsWith(area) && !/[\\\s]/.test(next) ? next : homeFor(role)
}

/** The worker's sign-in page, coming back to `from` once signed in. */
export function signinPath(from: { pathname: string; search: string }): string {
  return `/auth/signin?next=${encodeURIComponent(from.pathname + from.search)}`
}

/**
 * The news the dashboard leaves for the sign-in page when it sends someone there (a key, never
 * a sentence: a forged cookie can only pick one of the catalogue's), in a short-lived cookie
 * the page reads once. The sentences are in worker/site/signin/fr.ts.
 */
export const SIGNIN_NOTICE_COOKIE = 'bt_notice'
export type SigninNotice = 'signup' | 'reset' | 'logout'
