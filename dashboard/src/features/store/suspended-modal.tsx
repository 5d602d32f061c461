import { useQueryClient } from '@tanstack/react-query'
import { LogOut, ShieldAlert } from 'lucide-react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '#dashboard/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#dashboard/components/ui/dialog.tsx'
import { useLogout } from '#dashboard/features/auth/queries.ts'
import { endSession } from '#dashboard/features/auth/session.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { logError } from '#dashboard/lib/utils.ts'

/**
 * §2: a suspended shop blocks the merchant interface; there is deliberately no way to close
 * it (no close button, Escape and outside clicks ignored). Signing out is the only way out.
 */
export function SuspendedModal() {
  const logout = useLogout()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const signOut = async () => {
    try {
      await logout.mutateAsync()
    } catch (error) {
      // Still sign out locally, as the user menu does.
      logError(error)
    }
    endSession()
    await navigate('/auth/signin', { replace: true })
    queryClient.clear()
    toast.info(fr.auth.loggedOut)
  }

  return (
    <Dialog open>
      <DialogContent
        showClose={false}
        className="max-w-md"
        onInteractOutside={(e) => e.preventDefault()}
        onEscapeKeyDown={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldAlert className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{fr.store.suspendedTitle}</DialogTitle>
          <DialogDescription>{fr.store.suspendedText}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={logout.isPending} onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            {fr.auth.logout}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
