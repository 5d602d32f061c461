import { getAccessToken, refreshSession, setAccessToken } from '#dashboard/lib/api-client.ts'
import { queryClient } from '#dashboard/lib/query-client.ts'
import type { AuthResult, Me, Role } from '#worker/schemas/auth.ts'

// The key factory lives here (re-exported by queries.ts) so that session code has no import cycle.
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
}

let restored: Promise<void> | null = null

/**
 * Restores the session from the refresh cookie, once per page load: calling /api/refresh
 * twice with the same cookie would look like a stolen token and end the session.
 */
export function restoreSession(): Promise<void> {
  restored ??= refreshSession().then((session) => {
    if (session) queryClient.setQueryData<Me>(authKeys.me(), session.user)
  })
  return restored
}

export function startSession(result: AuthResult): void {
  setAccessToken(result.token)
  queryClient.setQueryData<Me>(authKeys.me(), result.user)
  restored = Promise.resolve()
}

/** Forgets the token now; the cache is cleared by the caller once it has left the guarded pages. */
export function endSession(): void {
  setAccessToken(null)
  restored = Promise.resolve()
}

export const hasSession = () => getAccessToken() !== null

const HOMES: Record<Role, string> = {
  admin: '/admin/dashboard',
  user: '/user/dashboard',
  // A staff account only ever sees the atelier of the shop it works for (issue 8).
  staff: '/user/atelier/dashboard',
}
export const homeFor = (role: Role) => HOMES[role]

/** Only same-site paths inside the role's own area are accepted as `?next=` (no open redirect). */
export function safeNext(next: string | null, role: Role): string {
  const area = role === 'admin' ? '/admin/' : role === 'staff' ? '/user/atelier/' : '/user/'
  return next?.startsWith(area) && !next.startsWith('//') ? next : homeFor(role)
}

export function signinPath(from: { pathname: string; search: string }): string {
  return `/auth/signin?next=${encodeURIComponent(from.pathname + from.search)}`
}
