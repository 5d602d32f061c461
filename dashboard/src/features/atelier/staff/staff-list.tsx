import { Link } from 'react-router'
import { InitialsAvatar } from '#dashboard/components/avatar.tsx'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { PersonCard } from '#dashboard/components/person-card.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'
import { formatMonth } from '../shell/format.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { staffWords as w } from './fr.ts'
import { RoleBadge, StaffBadges } from './role-badge.tsx'

export function StaffPhoto({ staff: s, className }: { staff: Staff; className?: string }) {
  return s.photoUrl ? (
    <img
      src={s.photoUrl}
      alt=""
      className={className ?? 'size-10 rounded-full border object-cover'}
    />
  ) : (
    <InitialsAvatar firstName={s.firstName} lastName={s.lastName} className={className} />
  )
}

const columns = (money: (n: number) => string): Column<Staff>[] => [
  {
    key: 'name',
    header: w.name,
    cellClassName: 'font-medium',
    cell: (s) => (
      <div className="flex items-center gap-3">
        <StaffPhoto staff={s} />
        <div className="grid gap-1">
          <Link to={staffPaths.profile(s.id)} className="hover:text-primary hover:underline">
            {s.firstName} {s.lastName}
          </Link>
          <div className="flex gap-1">
            <StaffBadges staff={s} />
          </div>
        </div>
      </div>
    ),
  },
  { key: 'role', header: w.role, cell: (s) => <RoleBadge role={s.role} /> },
  {
    key: 'phone',
    header: w.phone,
    className: 'hidden md:table-cell',
    cellClassName: 'tabular-nums',
    cell: (s) => formatPhone(s.phone),
  },
  {
    key: 'salary',
    header: w.salary,
    className: 'text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (s) => money(s.salary),
  },
  {
    key: 'lastPaid',
    header: w.lastPaid,
    className: 'hidden lg:table-cell',
    cellClassName: 'text-muted-foreground first-letter:uppercase',
    cell: (s) => (s.lastPaidPeriod ? formatMonth(s.lastPaidPeriod) : w.neverPaid),
  },
]

export function StaffTable({ items }: { items: Staff[] }) {
  const { money } = useAtelierMoney()
  return <DataTable rows={items} columns={columns(money)} />
}

/** The staff list on a phone. */
export function StaffCards({ items }: { items: Staff[] }) {
  const { money } = useAtelierMoney()
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {items.map((s) => (
        <li key={s.id}>
          <PersonCard to={staffPaths.profile(s.id)} person={s} avatar={<StaffPhoto staff={s} />}>
            <div className="flex flex-wrap gap-1">
              <RoleBadge role={s.role} />
              <StaffBadges staff={s} />
            </div>
            <div className="flex items-center justify-between border-t pt-3 text-sm">
              <span className="text-muted-foreground first-letter:uppercase">
                {s.lastPaidPeriod ? formatMonth(s.lastPaidPeriod) : w.neverPaid}
              </span>
              <span className="font-semibold tabular-nums">{money(s.salary)}</span>
            </div>
          </PersonCard>
        </li>
      ))}
    </ul>
  )
}
