import { useQuery } from '@tanstack/react-query'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { frSettings } from './fr.ts'
import { PersonalizationForm } from './personalization-form.tsx'
import { personalizationQuery } from './queries.ts'

const t = frSettings.personalization

function Personalization() {
  const settings = useQuery(personalizationQuery())
  if (settings.isPending) return <Spinner />
  if (settings.isError)
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
  return <PersonalizationForm settings={settings.data} />
}

export function PersonalizationPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <Personalization />
      </StoreRequired>
    </>
  )
}
