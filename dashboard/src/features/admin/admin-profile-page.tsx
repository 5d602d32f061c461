import { PageHeader } from '#dashboard/components/page-header.tsx'
import { PasswordCard, PersonalProfileCard } from '#dashboard/features/account/account-cards.tsx'
import { fr } from '#dashboard/lib/fr.ts'

/** /admin/settings/profile: the administrator's own profile and password. */
export function AdminProfilePage() {
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <PageHeader title={fr.nav.adminProfile} />
      <PersonalProfileCard />
      <PasswordCard />
    </div>
  )
}
