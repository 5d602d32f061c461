import { Badge } from '#dashboard/components/ui/badge.tsx'
import type { UserStatus } from '#worker/schemas/admin.ts'
import { userWords as w } from './fr.ts'

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'destructive'}>{w.statuses[status]}</Badge>
  )
}
