import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'
import { fr } from '#dashboard/lib/fr.ts'

/** The menu's drawer on phones, loaded on the first tap of its button (see app-layout.tsx). */
export function AppDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-fade-in lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r shadow-lg data-[state=open]:animate-slide-in-left lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">{fr.nav.main}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
