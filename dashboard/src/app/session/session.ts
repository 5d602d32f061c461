import { getAccessToken, refreshSession, setAccessToken } from '#dashboard/lib/api-client.ts'
import { signedInWithPage } from '#dashboard/lib/first-screen.ts'
import { queryClient } from '#dashboard/lib/query-client.ts'
import type { AuthResult, Me } from '#worker/schemas/auth.ts'

export { ATELIER_HOME, homeFor, safeNext, signinPath } from '#worker/schemas/session-paths.ts'
export { goToSignin } from './signin-door.ts'

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
  restored ??= refreshSession().then(async (session) => {
    if (!session) return
    await keepOfflineDataFor(session.user.id)
    queryClient.setQueryData<Me>(authKeys.me(), session.user)
  })
  return restored
}

/**
 * What a guarded page waits for before it draws: the session restored, or, when the worker
 * brought who is signed in with the page (ADR 067), nothing. The page then draws from the reads
 * it brought while the refresh runs; a call that needs the token waits for it (api-client.ts).
 * Answers whether who is signed in came with the page.
 */
export async function sessionForPage(): Promise<boolean> {
  const withPage = signedInWithPage()
  const restoring = restoreSession()
  if (!withPage) await restoring
  return withPage
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

const OWNER_KEY = 'boutiko.offline-owner'

/**
 * The API's private answers kept for offline use (the service worker's `boutiko-data`) belong
 * to one person: deleted at sign-out (`null`) and when someone else signs in on this phone.
 */
export async function keepOfflineDataFor(userId: string | null): Promise<void> {
  try {
    if (userId && localStorage.getItem(OWNER_KEY) === userId) return
    await caches.delete('boutiko-data')
    if (userId) localStorage.setItem(OWNER_KEY, userId)
    else localStorage.removeItem(OWNER_KEY)
  } catch {
    // No Cache Storage (old browser, insecure origin) or storage refused: nothing was kept.
  }
}
