import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { useMe } from '#dashboard/app/session/queries.ts'
import { ATELIER_HOME } from '#dashboard/app/session/session.ts'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { AppLayout } from '#dashboard/components/app-layout.tsx'
import { PageOutlet } from '#dashboard/components/page-outlet.tsx'
import { useAtelierAccess } from '#dashboard/features/atelier/shell/queries.ts'
import { VerifyBanner } from '#dashboard/features/auth/verify-banner.tsx'
import { NotificationBell } from '#dashboard/features/notifications/notification-bell.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { setDisplayTimeZone } from '#dashboard/lib/utils.ts'
import { mayOpen, navFor, USER_NAV } from './nav.ts'
import type { UserOutletContext } from './outlet-context.ts'
import { ShopCard } from './shop-card.tsx'
import { UserMenu } from './user-menu.tsx'

// Only a merchant without a shop, or with a suspended one, sees these: their forms, image
// compression, schemas and Radix's dialog stay out of the shell every page loads (ADR 026).
const StoreSetupModal = lazy(async () => ({
  default: (await import('#dashboard/features/store/store-setup-modal.tsx')).StoreSetupModal,
}))

// The notice of a page a team member's role does not open (ADR 055): rare, so not in the shell.
const NoAccess = lazy(async () => ({
  default: (await import('#dashboard/features/team/no-access.tsx')).NoAccess,
}))

const SuspendedModal = lazy(async () => ({
  default: (await import('#dashboard/features/store/suspended-modal.tsx')).SuspendedModal,
}))

const loadLogoCopies = () => import('#dashboard/features/settings/logo-copies.ts')

// L'Atelier's menu (its pages and a dozen icons) comes only to the accounts it is open to.
const loadAtelierNav = () => import('#dashboard/features/atelier/shell/nav.ts')
type AtelierNav = Awaited<ReturnType<typeof loadAtelierNav>>

/**
 * The merchant's menu, with L'Atelier once switched on; a staff account sees the shop's entries
 * its shop role opens (ADR 055), else only the atelier pages its atelier role opens (issue 8).
 */
function useUserNav() {
  const me = useMe()
  const isStaff = me?.role === 'staff'
  const { data: store } = useMyStore()
  const team = isStaff ? store?.access : undefined
  const { data: access } = useAtelierAccess(isStaff || Boolean(store))
  const [atelierNav, setAtelierNav] = useState<AtelierNav>()
  const opened = Boolean(access && (isStaff || access.enabled))
  useEffect(() => {
    if (opened) void loadAtelierNav().then(setAtelierNav)
  }, [opened])
  return useMemo(() => {
    if (team) return navFor(team)
    if (isStaff) return access && atelierNav ? atelierNav.staffNav(access) : []
    return access?.enabled && atelierNav ? [...USER_NAV, atelierNav.ownerNavGroup()] : USER_NAV
  }, [isStaff, team, access, atelierNav])
}

export function UserShell() {
  const me = useMe()
  const isStaff = me?.role === 'staff'
  const nav = useUserNav()
  const { data: store, isSuccess } = useMyStore()
  const team = store?.access
  const { data: access } = useAtelierAccess(isStaff && !team)
  // Dates read on the shop's clock (ADR 048). Set while rendering, before the pages below
  // format anything with it: it only ever changes when the shop's zone does.
  setDisplayTimeZone(store?.timeZone ?? access?.timeZone)
  const location = useLocation()
  // "Fermer" hides the setup modal for this page only: it comes back on the next navigation.
  const [dismissedOn, setDismissedOn] = useState<string | null>(null)
  const openStoreSetup = useCallback(() => setDismissedOn(null), [])
  const needsStore = isSuccess && store === null && !isStaff
  // An older logo's small copies (ADR 058): drawn by the owner's browser, in the background.
  const oldLogo = !isStaff && store?.logoNeedsCopies ? store.logoUrl : null
  useEffect(() => {
    if (oldLogo) void loadLogoCopies().then((m) => m.sendMissingLogoCopies(oldLogo))
  }, [oldLogo])

  return (
    <AppLayout
      nav={nav}
      home={isStaff && !team ? ATELIER_HOME : '/user/dashboard'}
      areaLabel={fr.nav.merchantArea}
      sidebarFooter={store ? <ShopCard store={store} /> : undefined}
      actions={
        <>
          {/* Staff read the atelier's notifications from its menu: the bell is the shop's. */}
          {(!isStaff || team) && <NotificationBell scope="store" enabled={Boolean(store)} />}
          <UserMenu />
        </>
      }
    >
      {/* With the shell, not lazily: arriving after the page, it pushed the whole board down
          (Lighthouse's layout shift, 0.2) on every first load of a new, unverified merchant. */}
      {me && !me.verified && <VerifyBanner />}
      {team && !mayOpen(team, location.pathname) ? (
        <Suspense fallback={null}>
          <NoAccess />
        </Suspense>
      ) : (
        <PageOutlet context={{ openStoreSetup } satisfies UserOutletContext} />
      )}
      {needsStore && (
        <Suspense fallback={null}>
          <StoreSetupModal
            open={dismissedOn !== location.key}
            onClose={() => setDismissedOn(location.key)}
          />
        </Suspense>
      )}
      {!isStaff && store?.subscription.status === 'suspended' && (
        <Suspense fallback={null}>
          <SuspendedModal />
        </Suspense>
      )}
    </AppLayout>
  )
}
