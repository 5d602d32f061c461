import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useLogout, useMe } from '#dashboard/features/auth/queries.ts'
import { endSession } from '#dashboard/features/auth/session.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { initials, logError } from '#dashboard/lib/utils.ts'
import { Button } from './ui/button.tsx'

export function Avatar({
  src,
  firstName,
  lastName,
}: {
  src: string | null
  firstName: string
  lastName: string
}) {
  if (src) return <img src={src} alt="" className="size-8 rounded-full border object-cover" />
  return (
    <span
      className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
      aria-hidden="true"
    >
      {initials(firstName, lastName)}
    </span>
  )
}

export function UserMenu() {
  const me = useMe()
  const logout = useLogout()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const signOut = async () => {
    try {
      await logout.mutateAsync()
    } catch (error) {
      // Still sign out locally: staying signed in on a shared phone is the worse failure.
      logError(error)
    }
    endSession()
    await navigate('/auth/signin', { replace: true })
    queryClient.clear()
    toast.info(fr.auth.loggedOut)
  }

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
      <Button variant="ghost" size="sm" disabled={logout.isPending} onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{fr.auth.logout}</span>
      </Button>
    </div>
  )
}
