import { useQuery } from '@tanstack/react-query'
import { Ruler, User } from 'lucide-react'
import { useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDate, formatDateTime } from '#dashboard/lib/utils.ts'
import type { MeasurementDetail } from '#worker/schemas/atelier/measurements.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { measureWords as w } from './fr.ts'
import { formatCm } from './measurement-history.tsx'
import { measurementQuery } from './queries.ts'

const m = w.measurements

type Row = { id: string; name: string; value: number | null; previous: number | null }

/** This measurement's parts, then the parts only the previous one had. */
function rowsOf(x: MeasurementDetail): Row[] {
  const before = new Map(x.previous?.values.map((v) => [v.partId, v.value]))
  const now = new Set(x.values.map((v) => v.partId))
  return [
    ...x.values.map((v) => ({
      id: v.partId,
      name: v.name,
      value: v.value,
      previous: before.get(v.partId) ?? null,
    })),
    ...(x.previous?.values ?? [])
      .filter((v) => !now.has(v.partId))
      .map((v) => ({ id: v.partId, name: v.name, value: null, previous: v.value })),
  ]
}

function Change({ row }: { row: Row }) {
  if (row.value === null || row.previous === null) return fr.common.none
  const diff = Math.round((row.value - row.previous) * 10) / 10
  if (diff === 0) return <span className="text-muted-foreground">=</span>
  return (
    <span className="font-medium">
      {diff > 0 ? '+' : '−'}
      {formatCm(Math.abs(diff))}
    </span>
  )
}

const columns = (withPrevious: boolean): (Column<Row> | false)[] => [
  {
    key: 'name',
    header: m.part,
    cellClassName: 'font-medium whitespace-normal',
    cell: (r) => r.name,
  },
  {
    key: 'value',
    header: m.value,
    className: 'text-right',
    cellClassName: 'tabular-nums',
    cell: (r) => (r.value === null ? m.notMeasured : formatCm(r.value)),
  },
  withPrevious && {
    key: 'previous',
    header: m.previous,
    className: 'hidden text-right sm:table-cell',
    cellClassName: 'tabular-nums text-muted-foreground',
    cell: (r) => (r.previous === null ? fr.common.none : formatCm(r.previous)),
  },
  withPrevious && {
    key: 'change',
    header: m.change,
    className: 'text-right',
    cellClassName: 'tabular-nums whitespace-nowrap',
    cell: (r) => <Change row={r} />,
  },
]

function MeasurementView({ measurement: x }: { measurement: MeasurementDetail }) {
  const name = `${x.customer.firstName} ${x.customer.lastName}`
  const again = `${atelierPaths.takeMeasurements(x.customer.id)}${
    x.garmentTypeId ? `?type=${encodeURIComponent(x.garmentTypeId)}` : ''
  }`
  return (
    <>
      <PageHeader
        title={m.detailTitle(x.garmentTypeName, name)}
        description={m.takenOn(formatDateTime(x.createdAt))}
        actions={
          <>
            <LinkButton to={atelierPaths.customer(x.customer.id)} variant="outline" icon={User}>
              {name}
            </LinkButton>
            <LinkButton to={again} icon={Ruler}>
              {w.customers.takeMeasurements}
            </LinkButton>
          </>
        }
      />
      <div className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
        <SectionCard
          title={m.values}
          description={x.previous ? m.previousOn(formatDate(x.previous.createdAt)) : m.noPrevious}
          contentClassName="px-2 sm:px-5"
        >
          <DataTable rows={rowsOf(x)} columns={columns(x.previous !== null)} />
        </SectionCard>
        {x.note && (
          <SectionCard title={m.note}>
            <p className="text-sm whitespace-pre-line">{x.note}</p>
          </SectionCard>
        )}
      </div>
    </>
  )
}

/** `customer/customermeasure-details/:id`: one measurement and what changed since the last. */
export function MeasurementDetailPage() {
  const { id = '' } = useParams()
  const measurement = useQuery(measurementQuery(id))
  return (
    <>
      <BackLink to={atelierPaths.measurements} label={m.title} />
      <QueryView query={measurement} notFoundHome={atelierPaths.measurements}>
        {(x) => <MeasurementView measurement={x} />}
      </QueryView>
    </>
  )
}
