import { Link } from 'react-router'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminPlanRequest } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { RequestStatusBadge } from './status-badges.tsx'

// On phones the plans and the date go under the shop's name.
const columns: Column<AdminPlanRequest>[] = [
  {
    key: 'shop',
    header: w.shop,
    cellClassName: 'max-w-0 min-w-40 md:max-w-none',
    cell: (r) => (
      <>
        <Link
          to={`/admin/subscription/requested/${r.id}`}
          className="block truncate font-medium hover:text-primary hover:underline"
        >
          {r.shop.name}
        </Link>
        <span className="block truncate text-xs text-muted-foreground md:hidden">
          <span className="sm:hidden">{r.plan.name} · </span>
          {formatDate(r.createdAt)}
        </span>
      </>
    ),
  },
  { key: 'asked', header: w.asked, className: 'hidden sm:table-cell', cell: (r) => r.plan.name },
  {
    key: 'current',
    header: w.current,
    className: 'hidden lg:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: (r) => r.currentPlan?.name ?? '—',
  },
  {
    key: 'date',
    header: w.date,
    className: 'hidden md:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: (r) => formatDate(r.createdAt),
  },
  { key: 'status', header: w.status, cell: (r) => <RequestStatusBadge status={r.status} /> },
]

export function RequestTable({ items }: { items: AdminPlanRequest[] }) {
  return <DataTable rows={items} columns={columns} />
}
