import { Ruler } from 'lucide-react'
import { Link } from 'react-router'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PersonCard } from '#dashboard/components/person-card.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AtelierCustomer } from '#worker/schemas/atelier/measurements.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { measureWords as w } from './fr.ts'

const c = w.customers
const lastMeasured = (x: AtelierCustomer) =>
  x.lastMeasuredAt ? formatDate(x.lastMeasuredAt) : c.never

const columns: Column<AtelierCustomer>[] = [
  {
    key: 'name',
    header: c.customer,
    cellClassName: 'font-medium',
    cell: (x) => (
      <>
        <Link to={atelierPaths.customer(x.id)} className="hover:text-primary hover:underline">
          {x.firstName} {x.lastName}
        </Link>
        <span className="block text-xs font-normal text-muted-foreground tabular-nums md:hidden">
          {formatPhone(x.phone)}
        </span>
      </>
    ),
  },
  {
    key: 'phone',
    header: c.phone,
    className: 'hidden md:table-cell',
    cellClassName: 'tabular-nums',
    cell: (x) => formatPhone(x.phone),
  },
  {
    key: 'city',
    header: c.city,
    className: 'hidden lg:table-cell',
    cell: (x) => x.city ?? fr.common.none,
  },
  {
    key: 'measurements',
    header: c.measurements,
    className: 'text-right',
    cellClassName: 'tabular-nums',
    cell: (x) => x.measurementCount,
  },
  {
    key: 'last',
    header: c.lastMeasured,
    className: 'hidden sm:table-cell',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: lastMeasured,
  },
  {
    key: 'actions',
    header: <span className="sr-only">{w.actions}</span>,
    className: 'text-right',
    cell: (x) => (
      <LinkButton
        to={atelierPaths.takeMeasurements(x.id)}
        variant="ghost"
        size="icon"
        icon={Ruler}
        aria-label={`${c.takeMeasurements} : ${x.firstName} ${x.lastName}`}
      />
    ),
  },
]

export function AtelierCustomerTable({ items }: { items: AtelierCustomer[] }) {
  return <DataTable rows={items} columns={columns} />
}

/** `customer/card`, and the customers list on a phone. */
export function AtelierCustomerCards({ items }: { items: AtelierCustomer[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((x) => (
        <li key={x.id}>
          <PersonCard to={atelierPaths.customer(x.id)} person={x}>
            <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm">
              <span className="font-medium">{c.measurementCount(x.measurementCount)}</span>
              <span className="text-muted-foreground">
                {c.lastMeasured} : {lastMeasured(x)}
              </span>
            </div>
          </PersonCard>
        </li>
      ))}
    </ul>
  )
}
