import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { fr } from '#dashboard/lib/fr.ts'
import type { AppDialogProps } from './dialog-frame.tsx'
import { Button } from './ui/button.tsx'
import { DialogFooter } from './ui/dialog-layout.tsx'

// One request whatever the number of dialogs a page holds (a list's rows each have theirs).
let frameLoading: Promise<typeof import('./dialog-frame.tsx')> | undefined
const loadFrame = () => {
  // A load that failed (offline) is tried again by the next one.
  frameLoading ??= import('./dialog-frame.tsx').catch((error) => {
    frameLoading = undefined
    throw error
  })
  return frameLoading
}
const DialogFrame = lazy(async () => ({ default: (await loadFrame()).DialogFrame }))

/**
 * A dialog: an optional icon, its title and description, then `children`. `locked` ignores
 * clicks outside it, and Escape too with `locked="always"` (a step that must be finished).
 *
 * Radix's dialog (focus trap, scroll lock, layers: ~13 KB gzip) is not in the code a page needs
 * to show itself (issue 27, ADR 065): it is fetched once the page is idle, and a dialog draws
 * from its first opening on, so that it can animate its closing after.
 */
export function AppDialog({ open = true, ...props }: AppDialogProps) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
    idle(() => void loadFrame())
  }, [])
  if (!opened) return null
  return (
    // The tap answered at once, should the dialog's code still be on its way: its backdrop.
    <Suspense
      fallback={
        open ? (
          <div
            className="fixed inset-0 z-50 bg-black/50"
            aria-hidden="true"
            data-slot="dialog-waiting"
          />
        ) : null
      }
    >
      <DialogFrame open={open} {...props} />
    </Suspense>
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
