import type { Role } from './auth'

/**
 * Where a session lands, shared by the dashboard (its guards) and the worker's sign-in page
 * (ADR 038), so that both follow one rule.
 */
const HOMES: Record<Role, string> = {
  admin: '/admin/dashboard',
  user: '/user/dashboard',
  // A team member works in the shop's dashboard (ADR 055); the dashboard sends a staff
  // account without a shop role on to the atelier it works in (issue 8).
  staff: '/user/dashboard',
}
export const homeFor = (role: Role) => HOMES[role]
export const ATELIER_HOME = '/user/atelier/dashboard'

/**
 * Only same-site paths inside the role's own area are accepted as `?next=` (no open redirect):
 * `//host` and `/\host` are read by browsers as another host, so neither may follow the area.
 * The area is checked on the normalised path, which is also where the session lands: a
 * `/user/../admin/…` would otherwise pass as `/user/` and be resolved by the browser.
 */
export function safeNext(next: string | null | undefined, role: Role): string {
  const area = role === 'admin' ? '/admin/' : '/user/'
  const path = next && !/[\\\s]/.test(next) ? normalisedPath(next) : null
  return path?.startsWith(area) ? path : homeFor(role)
}

/**
 * A same-site path as it will be reached, or null: encoded dots, slashes and backslashes read
 * as themselves (browsers resolve `%2e%2e`, routers may decode `%2f`), repeated slashes as
 * one, then `.` and `..` resolved. The query and fragment are kept as they were.
 */
function normalisedPath(next: string): string | null {
  const cut = next.search(/[?#]/)
  const raw = cut === -1 ? next : next.slice(0, cut)
  const rest = cut === -1 ? '' : next.slice(cut)
  const decoded = raw.replace(/%(2e|2f|5c)/gi, (hex) => decodeURIComponent(hex))
  if (!decoded.startsWith('/') || decoded.includes('\\')) return null
  const segments = decoded
    .replace(/\/{2,}/g, '/')
    .split('/')
    .slice(1)
  const kept: string[] = []
  for (const segment of segments) {
    if (segment === '..') kept.pop()
    else if (segment !== '.') kept.push(segment)
  }
  // A path ending in `.` or `..` names a folder: it keeps its final slash.
  const last = segments.at(-1)
  if ((last === '.' || last === '..') && kept.at(-1) !== '') kept.push('')
  return `/${kept.join('/')}${rest}`
}

/** The worker's sign-in page, coming back to `from` once signed in. */
export function signinPath(from: { pathname: string; search: string }): string {
  return `/auth/signin?next=${encodeURIComponent(from.pathname + from.search)}`
}

/**
 * The news the dashboard leaves for the sign-in page when it sends someone there (a key, never
 * a sentence: a forged cookie can only pick one of the catalogue's), in a short-lived cookie
 * the page reads once. The sentences are in worker/site/auth/fr.ts.
 */
export const SIGNIN_NOTICE_COOKIE = 'bt_notice'
export type SigninNotice = 'signup' | 'signup-phone' | 'reset' | 'logout'
