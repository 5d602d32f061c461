import { Link } from 'react-router'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminShop } from '#worker/schemas/admin.ts'
import { shopWords as w } from './fr.ts'
import { ShopStatusBadge } from './shop-status-badge.tsx'

const link = (s: AdminShop) => `/admin/shops/${encodeURIComponent(s.id)}`
const ownerName = (s: AdminShop) => `${s.owner.firstName} ${s.owner.lastName}`

export function ShopTable({ items }: { items: AdminShop[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{w.shop}</TableHead>
          <TableHead className="hidden md:table-cell">{w.owner}</TableHead>
          <TableHead>{w.plan}</TableHead>
          <TableHead>{w.status}</TableHead>
          <TableHead className="hidden lg:table-cell">{w.endDate}</TableHead>
          <TableHead className="hidden xl:table-cell">{w.createdAt}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((s) => (
          <TableRow key={s.id}>
            <TableCell>
              <Link to={link(s)} className="flex items-center gap-3 font-medium hover:text-primary">
                <Thumbnail src={s.logoUrl} alt="" size={32} />
                <span className="min-w-0">
                  <span className="block truncate hover:underline">{s.name}</span>
                  <span className="block text-xs font-normal text-muted-foreground">/{s.slug}</span>
                </span>
              </Link>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <Link
                to={`/admin/users/${s.owner.id}`}
                className="hover:text-primary hover:underline"
              >
                {ownerName(s)}
              </Link>
              <span className="block text-xs text-muted-foreground">
                {s.owner.email ?? (s.owner.phone ? `+${s.owner.phone}` : fr.common.none)}
              </span>
            </TableCell>
            <TableCell>{s.subscription.planName}</TableCell>
            <TableCell>
              <ShopStatusBadge status={s.subscription.status} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
              {s.subscription.endDate ? formatDate(s.subscription.endDate) : w.noEnd}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground xl:table-cell">
              {formatDate(s.createdAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** shops/card, and the shops list on a phone: logo, name, plan, status. */
export function ShopCards({ items }: { items: AdminShop[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((s) => (
        <li key={s.id}>
          <Link
            to={link(s)}
            className="grid h-full gap-3 rounded-xl border bg-card p-4 outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <div className="flex items-center gap-3">
              <Thumbnail src={s.logoUrl} alt="" size={48} />
              <div className="min-w-0">
                <p className="truncate font-medium">{s.name}</p>
                <p className="truncate text-xs text-muted-foreground">{ownerName(s)}</p>
              </div>
            </div>
            <div className="flex items-center justify-between gap-2 border-t pt-3 text-sm">
              <span className="text-muted-foreground">{s.subscription.planName}</span>
              <ShopStatusBadge status={s.subscription.status} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
