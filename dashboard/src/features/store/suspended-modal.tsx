import { LogOut, ShieldAlert } from 'lucide-react'
import { useSignOut } from '#dashboard/app/session/use-sign-out.ts'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { storeWords } from './fr.ts'

/**
 * A suspended shop blocks the merchant interface; there is deliberately no way to close
 * it (no close button, Escape and outside clicks ignored). Signing out is the only way out.
 */
export function SuspendedModal() {
  const { signOut, pending } = useSignOut()
  return (
    <AppDialog
      title={storeWords.suspendedTitle}
      description={storeWords.suspendedText}
      icon={ShieldAlert}
      tone="destructive"
      className="max-w-md"
      showClose={false}
      locked="always"
    >
      <DialogActions>
        <Button variant="outline" disabled={pending} onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {fr.auth.logout}
        </Button>
      </DialogActions>
    </AppDialog>
  )
}
