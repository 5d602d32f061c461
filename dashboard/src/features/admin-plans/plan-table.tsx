import { Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
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

// The price moves under the name on phones, the discount folds away.
const columns: Column<AdminPlan>[] = [
  {
    key: 'name',
    header: w.name,
    cellClassName: 'font-medium',
    cell: (p) => (
      <>
        <Link to={`/admin/plan/view/${p.id}`} className="hover:text-primary hover:underline">
          {p.name}
        </Link>
        <PlanPrice plan={p} className="block text-xs font-normal sm:hidden" />
      </>
    ),
  },
  {
    key: 'price',
    header: w.price,
    className: 'hidden sm:table-cell',
    cell: (p) => <PlanPrice plan={p} />,
  },
  {
    key: 'discount',
    header: w.discount,
    className: 'hidden text-right md:table-cell',
    cellClassName: 'tabular-nums',
    cell: (p) => (p.discountRate > 0 ? `${p.discountRate} %` : '—'),
  },
  {
    key: 'subscribers',
    header: w.subscribers,
    className: 'text-right',
    cellClassName: 'tabular-nums',
    cell: (p) => p.subscribers,
  },
  { key: 'status', header: w.status, cell: (p) => <PlanStatusBadge active={p.active} /> },
  {
    key: 'edit',
    header: srOnly(w.edit),
    className: 'hidden sm:table-cell',
    headClassName: 'w-14',
    cell: (p) => (
      <LinkButton
        to={`/admin/plan/${p.id}`}
        variant="ghost"
        size="icon"
        aria-label={`${w.edit} ${p.name}`}
        icon={Pencil}
      />
    ),
  },
]

export function PlanTable({ items }: { items: AdminPlan[] }) {
  return <DataTable rows={items} columns={columns} />
}
