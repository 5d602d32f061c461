import { Button } from '#dashboard/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#dashboard/components/ui/dialog.tsx'
import { orderWords as w } from './fr.ts'

/** Canceling is final and gives the stock back: the merchant confirms it first. */
export function CancelOrderDialog({
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean
  pending: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" showClose={false}>
        <DialogHeader>
          <DialogTitle>{w.cancelTitle}</DialogTitle>
          <DialogDescription>{w.cancelText}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {w.cancelBack}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {w.cancelConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
