import { logError } from '#dashboard/lib/utils.ts'
import { useLogout } from './queries.ts'
import { endSession, goToSignin, keepOfflineDataFor } from './session.ts'

/**
 * "Déconnexion": ends the session on the server, then here, and loads the sign-in page (the
 * worker's, ADR 038), which says « Vous êtes déconnecté ». Leaving the document drops every
 * cached query with it; the answers kept for offline use are deleted first.
 */
export function useSignOut() {
  const logout = useLogout()
  const signOut = async () => {
    try {
      await logout.mutateAsync()
    } catch (error) {
      // Still sign out locally: staying signed in on a shared phone is the worse failure.
      logError(error)
    }
    endSession()
    // The orders and customers kept for offline use leave with the person (ADR 057).
    await keepOfflineDataFor(null)
    goToSignin({ notice: 'logout' })
  }
  return { signOut, pending: logout.isPending }
}
