import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { logError } from '#dashboard/lib/utils.ts'
import { useLogout } from './queries.ts'
import { endSession } from './session.ts'

/** "Déconnexion": ends the session on the server, then here, and goes to the sign-in page. */
export function useSignOut() {
  const logout = useLogout()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const signOut = async () => {
    try {
      await logout.mutateAsync()
    } catch (error) {
      // Still sign out locally: staying signed in on a shared phone is the worse failure.
      logError(error)
    }
    endSession()
    await navigate('/auth/signin', { replace: true })
    queryClient.clear()
    toast.info(fr.auth.loggedOut)
  }
  return { signOut, pending: logout.isPending }
}
