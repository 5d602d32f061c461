import { Hourglass } from 'lucide-react'
import { Link } from 'react-router'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminSubscription } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { SubscriptionStatusBadge } from './status-badges.tsx'

const endOf = (s: AdminSubscription) => (s.endDate ? formatDate(s.endDate) : w.noEnd)

// On phones the plan and end date go under the shop's name.
const columns: Column<AdminSubscription>[] = [
  {
    key: 'shop',
    header: w.shop,
    cellClassName: 'max-w-0 min-w-40 md:max-w-none',
    cell: (s) => (
      <>
        <Link
          to={`/admin/subscription/${s.id}`}
          className="block truncate font-medium hover:text-primary hover:underline"
        >
          {s.shop.name}
        </Link>
        <span className="block truncate text-xs text-muted-foreground md:hidden">
          <span className="sm:hidden">{s.plan.name} · </span>
          {endOf(s)}
        </span>
        {s.hasPendingRequest && (
          <span className="mt-1 flex items-center gap-1 text-xs text-sky-700 dark:text-sky-300">
            <Hourglass className="size-3" aria-hidden="true" />
            {w.pendingRequest}
          </span>
        )}
      </>
    ),
  },
  { key: 'plan', header: w.plan, className: 'hidden sm:table-cell', cell: (s) => s.plan.name },
  {
    key: 'status',
    header: w.status,
    cell: (s) => <SubscriptionStatusBadge status={s.status} />,
  },
  {
    key: 'end',
    header: w.endDate,
    className: 'hidden md:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: endOf,
  },
]

export function SubscriptionTable({ items }: { items: AdminSubscription[] }) {
  return <DataTable rows={items} columns={columns} />
}
