import { Link } from 'react-router'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminShop } from '#worker/schemas/admin.ts'
import { shopWords as w } from './fr.ts'
import { ShopStatusBadge } from './shop-status-badge.tsx'

const link = (s: AdminShop) => `/admin/shops/${encodeURIComponent(s.id)}`
const ownerName = (s: AdminShop) => `${s.owner.firstName} ${s.owner.lastName}`

const columns: Column<AdminShop>[] = [
  {
    key: 'shop',
    header: w.shop,
    cell: (s) => (
      <Link to={link(s)} className="flex items-center gap-3 font-medium hover:text-primary">
        <Thumbnail src={s.logoUrl} alt="" size={32} />
        <span className="min-w-0">
          <span className="block truncate hover:underline">{s.name}</span>
          <span className="block text-xs font-normal text-muted-foreground">/{s.slug}</span>
        </span>
      </Link>
    ),
  },
  {
    key: 'owner',
    header: w.owner,
    className: 'hidden md:table-cell',
    cell: (s) => (
      <>
        <Link to={`/admin/users/${s.owner.id}`} className="hover:text-primary hover:underline">
          {ownerName(s)}
        </Link>
        <span className="block text-xs text-muted-foreground">
          {s.owner.email ?? (s.owner.phone ? formatPhone(s.owner.phone) : fr.common.none)}
        </span>
      </>
    ),
  },
  { key: 'plan', header: w.plan, cell: (s) => s.subscription.planName },
  {
    key: 'status',
    header: w.status,
    cell: (s) => <ShopStatusBadge status={s.subscription.status} />,
  },
  {
    key: 'end',
    header: w.endDate,
    className: 'hidden lg:table-cell',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (s) => (s.subscription.endDate ? formatDate(s.subscription.endDate) : w.noEnd),
  },
  {
    key: 'created',
    header: w.createdAt,
    className: 'hidden xl:table-cell',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (s) => formatDate(s.createdAt),
  },
]

export function ShopTable({ items }: { items: AdminShop[] }) {
  return <DataTable rows={items} columns={columns} />
}

/** shops/card, and the shops list on a phone: logo, name, plan, status. */
export function ShopCards({ items }: { items: AdminShop[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((s) => (
        <li key={s.id}>
          <Link
            to={link(s)}
            className="grid h-full grid-cols-1 gap-3 rounded-xl border bg-card p-4 outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
