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
import type { AdminPlanRequest } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { RequestStatusBadge } from './status-badges.tsx'

// One table for every width: on phones the plans and the date go under the shop's name.
export function RequestTable({ items }: { items: AdminPlanRequest[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{w.shop}</TableHead>
          <TableHead className="hidden sm:table-cell">{w.asked}</TableHead>
          <TableHead className="hidden lg:table-cell">{w.current}</TableHead>
          <TableHead className="hidden md:table-cell">{w.date}</TableHead>
          <TableHead>{w.status}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="max-w-0 min-w-40 md:max-w-none">
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
            </TableCell>
            <TableCell className="hidden sm:table-cell">{r.plan.name}</TableCell>
            <TableCell className="hidden text-muted-foreground lg:table-cell">
              {r.currentPlan?.name ?? '—'}
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell">
              {formatDate(r.createdAt)}
            </TableCell>
            <TableCell>
              <RequestStatusBadge status={r.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
