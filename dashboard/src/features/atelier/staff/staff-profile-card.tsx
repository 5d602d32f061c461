import type { ReactNode } from 'react'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import type { StaffDetail } from '#worker/schemas/atelier/staff.ts'
import { formatDay, formatMonth } from '../shell/format.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { staffWords as w } from './fr.ts'
import { RoleBadge, StaffBadges } from './role-badge.tsx'
import { StaffPhoto } from './staff-list.tsx'

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  )
}

/** The member's photo and particulars, the left column of `staff/profiles/:id`. */
export function StaffProfileCard({ staff: s }: { staff: StaffDetail }) {
  const { money } = useAtelierMoney()
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4">
        <StaffPhoto staff={s} className="size-20 rounded-full border object-cover text-xl" />
        <div className="grid gap-1.5">
          <div className="flex flex-wrap gap-1">
            <RoleBadge role={s.role} />
            <StaffBadges staff={s} />
          </div>
          <p className="text-sm text-muted-foreground">{w.assignedOrders(s.assignedOrders)}</p>
        </div>
      </div>
      <dl className="grid gap-3">
        <Item term={w.salary}>
          <span className="font-semibold tabular-nums">{money(s.salary)}</span>
        </Item>
        <Item term={w.lastPaid}>
          <span className="first-letter:uppercase">
            {s.lastPaidPeriod ? formatMonth(s.lastPaidPeriod) : w.neverPaid}
          </span>
        </Item>
        <Item term={w.phone}>
          <a href={`tel:+${s.phone}`} className="tabular-nums hover:underline">
            {formatPhone(s.phone)}
          </a>
        </Item>
        <Item term={w.email}>{s.email ?? fr.common.none}</Item>
        <Item term={w.address}>{s.address ?? fr.common.none}</Item>
        <Item term={w.hiredOn}>{s.hiredOn ? formatDay(s.hiredOn) : fr.common.none}</Item>
        <Item term={w.signsInWith}>
          {s.accountIdentifier ??
            (s.invitation
              ? w.invitedAs(s.invitation.identifier, formatDay(s.invitation.sentAt.slice(0, 10)))
              : w.noAccount)}
        </Item>
      </dl>
    </div>
  )
}
