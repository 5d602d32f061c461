import { Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import type { AdminPlan } from '#worker/schemas/plans.ts'
import { planWords as w } from './fr.ts'
import { PlanPrice } from './plan-price.tsx'

export function PlanStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge variant="success">{w.onSale}</Badge>
  ) : (
    <Badge variant="secondary">{w.withdrawn}</Badge>
  )
}

// One table for every width: the price moves under the name on phones, the discount folds away.
export function PlanTable({ items }: { items: AdminPlan[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{w.name}</TableHead>
          <TableHead className="hidden sm:table-cell">{w.price}</TableHead>
          <TableHead className="hidden text-right md:table-cell">{w.discount}</TableHead>
          <TableHead className="text-right">{w.subscribers}</TableHead>
          <TableHead>{w.status}</TableHead>
          <TableHead className="hidden w-14 sm:table-cell">
            <span className="sr-only">{w.edit}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="font-medium">
              <Link to={`/admin/plan/view/${p.id}`} className="hover:text-primary hover:underline">
                {p.name}
              </Link>
              <PlanPrice plan={p} className="block text-xs font-normal sm:hidden" />
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <PlanPrice plan={p} />
            </TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">
              {p.discountRate > 0 ? `${p.discountRate} %` : '—'}
            </TableCell>
            <TableCell className="text-right tabular-nums">{p.subscribers}</TableCell>
            <TableCell>
              <PlanStatusBadge active={p.active} />
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <Button asChild variant="ghost" size="icon">
                <Link to={`/admin/plan/${p.id}`} aria-label={`${w.edit} ${p.name}`}>
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
