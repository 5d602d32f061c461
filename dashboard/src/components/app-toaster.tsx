import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react'
import { onFirstToast, toastsAskedFor } from '#dashboard/lib/toast.ts'

// Sonner comes with the first toast, not with every first page (`lib/toast.ts`, ADR 039). A
// failed download shows no toaster rather than taking the app down (no error boundary here).
const SonnerToaster = lazy<ComponentType>(() =>
  import('./sonner-toaster.tsx').catch(() => ({ default: () => null })),
)

/** The app's one toaster, mounted once a toast is asked for. */
export function AppToaster() {
  const asked = useSyncExternalStore(onFirstToast, toastsAskedFor, () => false)
  if (!asked) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
