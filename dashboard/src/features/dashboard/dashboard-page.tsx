import { lazy, Suspense } from 'react'
import { useOutletContext } from 'react-router'
import { useMe } from '#dashboard/app/session/queries.ts'
import type { UserOutletContext } from '#dashboard/app/shell/outlet-context.ts'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { StorefrontButton } from '#dashboard/components/link-button.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { Board } from './board.tsx'
import { NoShop } from './no-shop.tsx'

const t = fr.dashboard

// Only a team member without the figures sees it: the owner's first load doesn't carry it.
const TeamHome = lazy(async () => ({
  default: (await import('#dashboard/features/team/team-home.tsx')).TeamHome,
}))

export function DashboardPage() {
  const me = useMe()
  const { openStoreSetup } = useOutletContext<UserOutletContext>()
  const { data: store, isSuccess } = useMyStore()

  return (
    <>
      <PageHeader
        title={t.title}
        description={store ? store.name : me ? t.hello(me.firstName) : t.subtitle}
        actions={store && <StorefrontButton href={store.url}>{t.viewShop}</StorefrontButton>}
      />
      {store?.access && !store.access.permissions.includes('stats') ? (
        <Suspense fallback={<Spinner />}>
          <TeamHome />
        </Suspense>
      ) : store ? (
        <Board store={store} />
      ) : isSuccess ? (
        <NoShop onSetup={openStoreSetup} />
      ) : (
        <Spinner />
      )}
    </>
  )
}
