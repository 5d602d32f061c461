import type { ReactNode } from 'react'
import { fr } from '#dashboard/lib/fr.ts'
import { AppDialog, DialogActions } from './app-dialog.tsx'
import { Button } from './ui/button.tsx'

export function ConfirmDialog({
  open,
  onOpenChange,
  title = fr.common.confirmDelete,
  description,
  confirmLabel = fr.common.delete,
  confirmVariant = 'destructive',
  cancelLabel,
  showClose,
  pending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title?: string
  description: ReactNode
  confirmLabel?: string
  /** Red for what destroys; the default look for a decision that doesn't. */
  confirmVariant?: 'destructive' | 'default'
  cancelLabel?: string
  showClose?: boolean
  pending?: boolean
  onConfirm: () => void
}) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className="max-w-md"
      showClose={showClose}
    >
      <DialogActions onCancel={() => onOpenChange(false)} cancelLabel={cancelLabel}>
        <Button variant={confirmVariant} disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </AppDialog>
  )
}
