import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { fr } from '#dashboard/lib/fr.ts'
import { cn } from '#dashboard/lib/utils.ts'
import { Button } from './ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx'

const prevent = (e: Event) => e.preventDefault()

/**
 * A dialog: an optional icon, its title and description, then `children`. `locked` ignores
 * clicks outside it, and Escape too with `locked="always"` (a step that must be finished).
 */
export function AppDialog({
  open = true,
  onOpenChange,
  title,
  description,
  icon: Icon,
  tone = 'primary',
  className,
  showClose,
  locked,
  children,
}: {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  icon?: LucideIcon
  tone?: 'primary' | 'destructive'
  className?: string
  showClose?: boolean
  locked?: 'outside' | 'always'
  children?: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={className}
        showClose={showClose}
        onInteractOutside={locked ? prevent : undefined}
        onEscapeKeyDown={locked === 'always' ? prevent : undefined}
        // Without a description, say so (Radix warns about a dangling aria-describedby).
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          {Icon && (
            <span
              className={cn(
                'mb-1 flex size-10 items-center justify-center rounded-full',
                tone === 'primary'
                  ? 'bg-primary/10 text-primary'
                  : 'bg-destructive/10 text-destructive',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
          )}
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** A dialog's buttons: "Annuler" (or `cancelLabel`) when `onCancel` is given, then `children`. */
export function DialogActions({
  onCancel,
  cancelLabel = fr.common.cancel,
  children,
}: {
  onCancel?: () => void
  cancelLabel?: string
  children: ReactNode
}) {
  return (
    <DialogFooter>
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {children}
    </DialogFooter>
  )
}
