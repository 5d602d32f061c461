import { Store as StoreIcon } from 'lucide-react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#dashboard/components/ui/dialog.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { StoreForm } from './store-form.tsx'

/** "Configurer Votre Boutique": blocks the page (no outside click) until the shop exists or "Fermer". */
export function StoreSetupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        showClose={false}
        className="sm:max-w-xl"
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <StoreIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{fr.store.setupTitle}</DialogTitle>
          <DialogDescription>{fr.store.setupText}</DialogDescription>
        </DialogHeader>
        <StoreForm onCancel={onClose} onCreated={onClose} />
      </DialogContent>
    </Dialog>
  )
}
