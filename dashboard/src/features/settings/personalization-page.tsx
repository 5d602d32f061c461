import { useQuery } from '@tanstack/react-query'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { frSettings } from './fr.ts'
import { PersonalizationForm } from './personalization-form.tsx'
import { personalizationQuery } from './queries.ts'

const t = frSettings.personalization

function Personalization() {
  const settings = useQuery(personalizationQuery())
  return <QueryView query={settings}>{(data) => <PersonalizationForm settings={data} />}</QueryView>
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
