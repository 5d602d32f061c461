import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { MeasurementListItem } from '#worker/schemas/atelier/measurements.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { measureWords as w } from './fr.ts'
import { formatCm } from './measurement-history.tsx'
import { garmentTypesQuery, measurementListQuery } from './queries.ts'

const m = w.measurements
const PAGE_SIZE = 20
const FILTERS = ['q', 'garmentTypeId'] as const

const summary = (x: MeasurementListItem) =>
  x.values.map((v) => `${v.name} ${formatCm(v.value)}`).join(' · ')

const columns: Column<MeasurementListItem>[] = [
  {
    key: 'customer',
    header: m.customer,
    cellClassName: 'font-medium',
    cell: (x) => (
      <Link to={atelierPaths.customer(x.customerId)} className="hover:text-primary hover:underline">
        {x.customerName}
      </Link>
    ),
  },
  { key: 'garment', header: m.garment, cell: (x) => x.garmentTypeName },
  {
    key: 'values',
    header: m.values,
    className: 'hidden lg:table-cell',
    cellClassName: 'max-w-md truncate text-muted-foreground',
    cell: summary,
  },
  {
    key: 'date',
    header: m.date,
    cellClassName: 'whitespace-nowrap',
    cell: (x) => (
      <Link to={atelierPaths.measurement(x.id)} className="text-primary hover:underline">
        {formatDate(x.createdAt)}
        <span className="sr-only"> · {m.view}</span>
      </Link>
    ),
  },
]

function MeasurementCards({ items }: { items: MeasurementListItem[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((x) => (
        <li key={x.id}>
          <Link
            to={atelierPaths.measurement(x.id)}
            className="grid gap-1 rounded-xl border bg-card p-4 outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex items-baseline justify-between gap-2">
              <span className="truncate font-medium">{x.customerName}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatDate(x.createdAt)}
              </span>
            </span>
            <span className="text-sm">{x.garmentTypeName}</span>
            <span className="line-clamp-2 text-xs text-muted-foreground">{summary(x)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** `customer/customermeasure`: every measurement taken, newest first. */
export function MeasurementsPage() {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const wide = useWideScreen()
  const types = useQuery(garmentTypesQuery())
  const list = useQuery(measurementListQuery({ ...filters, page, pageSize: PAGE_SIZE }))
  const filtered = Boolean(values.q || values.garmentTypeId)
  return (
    <>
      <PageHeader title={m.title} description={m.subtitle} />
      <ListPanel>
        <ListToolbar
          className="sm:grid-cols-[minmax(0,1fr)_14rem]"
          values={values}
          onChange={set}
          search={{ label: m.searchLabel, placeholder: m.searchPlaceholder }}
          filters={[
            {
              key: 'garmentTypeId',
              label: m.typeFilter,
              all: m.allTypes,
              options: (types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
            },
          ]}
        />
        <DataList query={list} empty={filtered ? m.noMatch : m.empty} pager={pager}>
          {(items) =>
            wide ? <DataTable rows={items} columns={columns} /> : <MeasurementCards items={items} />
          }
        </DataList>
      </ListPanel>
    </>
  )
}
