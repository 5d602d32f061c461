import { Store as StoreIcon } from 'lucide-react'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { storeWords } from './fr.ts'
import { StoreForm } from './store-form.tsx'

/** "Configurer Votre Boutique": blocks the page (no outside click) until the shop exists or "Fermer". */
export function StoreSetupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={storeWords.setupTitle}
      description={storeWords.setupText}
      icon={StoreIcon}
      className="sm:max-w-xl"
      showClose={false}
      locked="outside"
    >
      <StoreForm onCancel={onClose} onCreated={onClose} />
    </AppDialog>
  )
}
