import { useQuery } from '@tanstack/react-query'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { frDelivery as t } from './fr.ts'
import { OptionsCard } from './options-card.tsx'
import { deliverySettingsQuery } from './queries.ts'
import { ZonesCard } from './zones-card.tsx'

function DeliveryView() {
  const settings = useQuery(deliverySettingsQuery())
  if (settings.isPending) return <Spinner />
  if (settings.isError)
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
  const data = settings.data
  return (
    <div className="grid gap-6">
      <ZonesCard zones={data.zones} currency={data.currency} />
      <OptionsCard settings={data} />
    </div>
  )
}

/** Paramètres › Livraison (ADR 050). */
export function DeliveryPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <DeliveryView />
      </StoreRequired>
    </>
  )
}
