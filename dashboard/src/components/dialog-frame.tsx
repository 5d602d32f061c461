import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#dashboard/lib/utils.ts'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx'

export type AppDialogProps = {
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
}

const prevent = (e: Event) => e.preventDefault()

/** AppDialog once opened: Radix's dialog, loaded with the first dialog a page opens. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  icon: Icon,
  tone = 'primary',
  className,
  showClose,
  locked,
  children,
}: AppDialogProps) {
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
