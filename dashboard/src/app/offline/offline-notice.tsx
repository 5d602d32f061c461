import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isOffline, onOfflineChange } from '#dashboard/lib/api-client.ts'

// The banner's code comes only when it is needed; the service worker keeps it on the phone.
const OfflineBanner = lazy(() => import('./offline-banner.tsx'))

/** The "Hors ligne" banner, while the answers shown come from the phone (ADR 057). */
export function OfflineNotice() {
  if (!useSyncExternalStore(onOfflineChange, isOffline, () => false)) return null
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  )
}
