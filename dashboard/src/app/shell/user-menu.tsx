import { LogOut } from 'lucide-react'
import { useMe } from '#dashboard/app/session/queries.ts'
import { useSignOut } from '#dashboard/app/session/use-sign-out.ts'
import { Avatar } from '#dashboard/components/avatar.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'

export function UserMenu() {
  const me = useMe()
  const { signOut, pending } = useSignOut()
  return (
    <div className="flex items-center gap-2">
      {me && (
        <div className="flex items-center gap-2">
          <Avatar src={me.profileImage} firstName={me.firstName} lastName={me.lastName} />
          <span className="hidden max-w-40 truncate text-sm font-medium md:inline">
            {me.firstName} {me.lastName}
          </span>
        </div>
      )}
      <Button variant="ghost" size="sm" disabled={pending} onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{fr.auth.logout}</span>
      </Button>
    </div>
  )
}
