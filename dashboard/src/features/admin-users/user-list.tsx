import { Link } from 'react-router'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDate, initials } from '#dashboard/lib/utils.ts'
import type { AdminUser } from '#worker/schemas/admin.ts'
import { userWords as w } from './fr.ts'
import { UserStatusBadge } from './user-status-badge.tsx'

const contact = (u: AdminUser) => u.email ?? (u.phone ? `+${u.phone}` : fr.common.none)
const link = (u: AdminUser) => `/admin/users/${encodeURIComponent(u.id)}`

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <Badge variant={role === 'admin' ? 'info' : 'secondary'}>{w.roles[role]}</Badge>
}

export function UserTable({ items }: { items: AdminUser[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{w.name}</TableHead>
          <TableHead className="hidden lg:table-cell">{w.contact}</TableHead>
          <TableHead>{w.role}</TableHead>
          <TableHead className="hidden md:table-cell">{w.shop}</TableHead>
          <TableHead>{w.status}</TableHead>
          <TableHead className="hidden xl:table-cell">{w.createdAt}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((u) => (
          <TableRow key={u.id}>
            <TableCell className="font-medium">
              <Link to={link(u)} className="hover:text-primary hover:underline">
                {u.firstName} {u.lastName}
              </Link>
              <span className="block text-xs font-normal text-muted-foreground lg:hidden">
                {contact(u)}
              </span>
            </TableCell>
            <TableCell className="hidden text-muted-foreground lg:table-cell">
              {contact(u)}
            </TableCell>
            <TableCell>
              <RoleBadge role={u.role} />
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {u.shop ? (
                <Link
                  to={`/admin/shops/${u.shop.id}`}
                  className="hover:text-primary hover:underline"
                >
                  {u.shop.name}
                </Link>
              ) : (
                <span className="text-muted-foreground">{fr.common.none}</span>
              )}
            </TableCell>
            <TableCell>
              <UserStatusBadge status={u.status} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground xl:table-cell">
              {formatDate(u.createdAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
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
            <span
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              aria-hidden="true"
            >
              {initials(u.firstName, u.lastName)}
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
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
