import { Badge } from '#dashboard/components/ui/badge.tsx'
import type { StaffRole } from '#worker/schemas/atelier/access.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'
import { staffWords as w } from './fr.ts'
import { invitationExpired } from './staff-values.ts'

const VARIANT = { manager: 'info', tailor: 'secondary', cashier: 'warning' } as const

export const RoleBadge = ({ role }: { role: StaffRole }) => (
  <Badge variant={VARIANT[role]}>{w.roles[role]}</Badge>
)

/**
 * "Accès" when the member signs in, "En attente" while their invitation waits for them,
 * "Invitation expirée" when it ran out, "Désactivé" when switched off.
 */
export function StaffBadges({
  staff: s,
}: {
  staff: Pick<Staff, 'active' | 'hasAccount' | 'invitation'>
}) {
  if (!s.active) return <Badge variant="destructive">{w.inactive}</Badge>
  if (s.hasAccount) return <Badge variant="success">{w.hasAccount}</Badge>
  if (!s.invitation) return null
  return invitationExpired(s.invitation) ? (
    <Badge variant="secondary">{w.invitationExpired}</Badge>
  ) : (
    <Badge variant="warning">{w.invitationPending}</Badge>
  )
}
