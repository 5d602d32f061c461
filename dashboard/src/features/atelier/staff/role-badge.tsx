import { Badge } from '#dashboard/components/ui/badge.tsx'
import type { StaffRole } from '#worker/schemas/atelier/access.ts'
import { staffWords as w } from './fr.ts'

const VARIANT = { manager: 'info', tailor: 'secondary', cashier: 'warning' } as const

export const RoleBadge = ({ role }: { role: StaffRole }) => (
  <Badge variant={VARIANT[role]}>{w.roles[role]}</Badge>
)

/** "Accès" when the member signs in, "Désactivé" when switched off. */
export function StaffBadges({ active, hasAccount }: { active: boolean; hasAccount: boolean }) {
  return (
    <>
      {!active && <Badge variant="destructive">{w.inactive}</Badge>}
      {active && hasAccount && <Badge variant="success">{w.hasAccount}</Badge>}
    </>
  )
}
