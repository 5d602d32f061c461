import { Link } from 'react-router'
import { InitialsAvatar } from '#dashboard/components/avatar.tsx'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { UserStatusBadge } from '#dashboard/components/user-status-badge.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminUser } from '#worker/schemas/admin.ts'
import { userWords as w } from './fr.ts'

const contact = (u: AdminUser) => u.email ?? (u.phone ? formatPhone(u.phone) : fr.common.none)
const link = (u: AdminUser) => `/admin/users/${encodeURIComponent(u.id)}`

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <Badge variant={role === 'admin' ? 'info' : 'secondary'}>{w.roles[role]}</Badge>
}

const columns: Column<AdminUser>[] = [
  {
    key: 'name',
    header: w.name,
    cellClassName: 'font-medium',
    cell: (u) => (
      <>
        <Link to={link(u)} className="hover:text-primary hover:underline">
          {u.firstName} {u.lastName}
        </Link>
        <span className="block text-xs font-normal text-muted-foreground lg:hidden">
          {contact(u)}
        </span>
      </>
    ),
  },
  {
    key: 'contact',
    header: w.contact,
    className: 'hidden lg:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: contact,
  },
  { key: 'role', header: w.role, cell: (u) => <RoleBadge role={u.role} /> },
  {
    key: 'shop',
    header: w.shop,
    className: 'hidden md:table-cell',
    cell: (u) =>
      u.shop ? (
        <Link to={`/admin/shops/${u.shop.id}`} className="hover:text-primary hover:underline">
          {u.shop.name}
        </Link>
      ) : (
        <span className="text-muted-foreground">{fr.common.none}</span>
      ),
  },
  { key: 'status', header: w.status, cell: (u) => <UserStatusBadge status={u.status} /> },
  {
    key: 'created',
    header: w.createdAt,
    className: 'hidden xl:table-cell',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (u) => formatDate(u.createdAt),
  },
]

export function UserTable({ items }: { items: AdminUser[] }) {
  return <DataTable rows={items} columns={columns} />
}

/** The users list on a phone. */
export function UserCards({ items }: { items: AdminUser[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((u) => (
        <li key={u.id}>
          <Link
            to={link(u)}
            className="flex items-center gap-3 rounded-xl border bg-card p-3 outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <InitialsAvatar firstName={u.firstName} lastName={u.lastName} />
            <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
              <span className="truncate font-medium">
                {u.firstName} {u.lastName}
              </span>
              <span className="truncate text-xs text-muted-foreground">{contact(u)}</span>
              <span className="truncate text-xs text-muted-foreground">
                {u.shop?.name ?? w.noShop}
              </span>
            </span>
            <span className="grid justify-items-end gap-1">
              <UserStatusBadge status={u.status} />
              <RoleBadge role={u.role} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
