import { ShieldAlert } from 'lucide-react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#dashboard/components/ui/dialog.tsx'
import { fr } from '#dashboard/lib/fr.ts'

/** §2: a suspended shop blocks the merchant interface; there is deliberately no way to close it. */
export function SuspendedModal() {
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
      </DialogContent>
    </Dialog>
  )
}
