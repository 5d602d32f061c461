import { useQuery } from '@tanstack/react-query'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { CouriersCard } from './couriers-card.tsx'
import { frCouriers as t } from './fr.ts'
import { couriersQuery, runsQuery } from './queries.ts'
import { RunsCard } from './runs-card.tsx'

function CouriersView() {
  const store = useMyStore()
  const couriers = useQuery(couriersQuery())
  const runs = useQuery(runsQuery())
  if (couriers.isPending || runs.isPending) return <Spinner />
  if (couriers.isError)
    return <ErrorState error={couriers.error} onRetry={() => void couriers.refetch()} />
  if (runs.isError) return <ErrorState error={runs.error} onRetry={() => void runs.refetch()} />
  return (
    <div className="grid gap-6">
      <RunsCard runs={runs.data} />
      <CouriersCard couriers={couriers.data} currency={store.data?.currency ?? 'XOF'} />
    </div>
  )
}

/** Paramètres › Livreurs (issue 25, ADR 052): the couriers, and today's runs. */
export function CouriersPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <CouriersView />
      </StoreRequired>
    </>
  )
}
