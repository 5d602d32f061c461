import { Badge } from '#dashboard/components/ui/badge.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import type { UserStatus } from '#worker/schemas/admin.ts'

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'destructive'}>
      {fr.userStatuses[status]}
    </Badge>
  )
}
