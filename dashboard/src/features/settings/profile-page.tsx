import { useQuery } from '@tanstack/react-query'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { PasswordCard, PersonalProfileCard } from '#dashboard/features/account/account-cards.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { frSettings } from './fr.ts'
import { LogoCard } from './logo-card.tsx'
import { ProfileForm } from './profile-form.tsx'
import { myStoreQuery } from './queries.ts'

const t = frSettings.profile

function BusinessProfile() {
  const store = useQuery(myStoreQuery())
  if (store.isPending) return <Spinner />
  if (store.isError) return <ErrorState error={store.error} onRetry={() => void store.refetch()} />
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card>
        <CardHeader>
          <CardTitle>{t.business}</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileForm key={store.data.id} store={store.data} />
        </CardContent>
      </Card>
      <LogoCard store={store.data} />
    </div>
  )
}

export function ProfilePage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <BusinessProfile />
      </StoreRequired>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <PersonalProfileCard />
        <PasswordCard />
      </div>
    </>
  )
}
