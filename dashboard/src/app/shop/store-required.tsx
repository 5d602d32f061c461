import type { ReactNode } from 'react'
import { useOutletContext } from 'react-router'
import type { UserOutletContext } from '#dashboard/app/shell/outlet-context.ts'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { useMyStore } from './queries.ts'

/** Shop-owned screens render only once the shop exists (the API answers 404 before that). */
export function StoreRequired({ children }: { children: ReactNode }) {
  const { openStoreSetup } = useOutletContext<UserOutletContext>()
  const store = useMyStore()
  if (store.isPending) return <Spinner />
  if (store.isError) return <ErrorState error={store.error} onRetry={() => void store.refetch()} />
  if (!store.data) {
    return (
      <EmptyState action={<Button onClick={openStoreSetup}>{fr.dashboard.setupShop}</Button>}>
        {fr.store.missing}
      </EmptyState>
    )
  }
  return children
}
