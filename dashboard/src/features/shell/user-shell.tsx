import { useCallback, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AppLayout } from '#dashboard/components/app-layout.tsx'
import { UserMenu } from '#dashboard/components/user-menu.tsx'
import { VerifyBanner } from '#dashboard/features/auth/verify-banner.tsx'
import { NotificationBell } from '#dashboard/features/notifications/notification-bell.tsx'
import { useMyStore } from '#dashboard/features/store/queries.ts'
import { StoreSetupModal } from '#dashboard/features/store/store-setup-modal.tsx'
import { SuspendedModal } from '#dashboard/features/store/suspended-modal.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { USER_NAV } from './nav.ts'
import { ShopCard } from './shop-card.tsx'

export type UserOutletContext = { openStoreSetup: () => void }

export function UserShell() {
  const { data: store, isSuccess } = useMyStore()
  const location = useLocation()
  // "Fermer" hides the setup modal for this page only: it comes back on the next navigation.
  const [dismissedOn, setDismissedOn] = useState<string | null>(null)
  const openStoreSetup = useCallback(() => setDismissedOn(null), [])
  const needsStore = isSuccess && store === null

  return (
    <AppLayout
      nav={USER_NAV}
      home="/user/dashboard"
      areaLabel={fr.nav.merchantArea}
      sidebarFooter={store ? <ShopCard store={store} /> : undefined}
      actions={
        <>
          <NotificationBell scope="store" enabled={Boolean(store)} />
          <UserMenu />
        </>
      }
    >
      <VerifyBanner />
      <Outlet context={{ openStoreSetup } satisfies UserOutletContext} />
      <StoreSetupModal
        open={needsStore && dismissedOn !== location.key}
        onClose={() => setDismissedOn(location.key)}
      />
      {store?.subscription.status === 'suspended' && <SuspendedModal />}
    </AppLayout>
  )
}
