import { Hourglass } from 'lucide-react'
import { Link } from 'react-router'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminSubscription } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { SubscriptionStatusBadge } from './status-badges.tsx'

const endOf = (s: AdminSubscription) => (s.endDate ? formatDate(s.endDate) : w.noEnd)

// One table for every width: on phones the plan and end date go under the shop's name.
export function SubscriptionTable({ items }: { items: AdminSubscription[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{w.shop}</TableHead>
          <TableHead className="hidden sm:table-cell">{w.plan}</TableHead>
          <TableHead>{w.status}</TableHead>
          <TableHead className="hidden md:table-cell">{w.endDate}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((s) => (
          <TableRow key={s.id}>
            <TableCell className="max-w-0 min-w-40 md:max-w-none">
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
            </TableCell>
            <TableCell className="hidden sm:table-cell">{s.plan.name}</TableCell>
            <TableCell>
              <SubscriptionStatusBadge status={s.status} />
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell">{endOf(s)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
