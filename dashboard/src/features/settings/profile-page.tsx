import { useQuery } from '@tanstack/react-query'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { PasswordCard, PersonalProfileCard } from '#dashboard/features/account/account-cards.tsx'
import { AlertsCard } from './alerts-card.tsx'
import { ContactsCard } from './contacts-card.tsx'
import { frSettings } from './fr.ts'
import { LogoCard } from './logo-card.tsx'
import { ProfileForm } from './profile-form.tsx'
import { myStoreQuery } from './queries.ts'

const t = frSettings.profile

function BusinessProfile() {
  const store = useQuery(myStoreQuery())
  return (
    <QueryView query={store}>
      {(s) => (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <SectionCard title={t.business}>
            <ProfileForm key={s.id} store={s} />
          </SectionCard>
          <LogoCard store={s} />
          <ContactsCard className="lg:col-span-2" />
          <AlertsCard className="lg:col-span-2" />
        </div>
      )}
    </QueryView>
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
