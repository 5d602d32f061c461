import { useQuery } from '@tanstack/react-query'
import type { Column } from '#dashboard/components/data-table.tsx'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { type MeasurementPart, MeasurementPartInput } from '#worker/schemas/atelier/measurements.ts'
import { NamedRecordForm, type NamedValues } from '../shell/named-record-form.tsx'
import { NamedRecordsPage } from '../shell/named-records-page.tsx'
import { measureWords as w } from './fr.ts'
import { measurementPartsQuery, useMeasurementPartMutations } from './queries.ts'

const t = w.parts
const resolver = payloadResolver<NamedValues, MeasurementPartInput>(MeasurementPartInput, (v) => v)

const columns: Column<MeasurementPart>[] = [
  { key: 'name', header: w.name, cellClassName: 'font-medium', cell: (p) => p.name },
  {
    key: 'description',
    header: w.description,
    className: 'hidden sm:table-cell',
    cellClassName: 'max-w-xs whitespace-normal text-muted-foreground',
    cell: (p) => p.description || fr.common.none,
  },
]

/** `measurements/measurement-parts`: what a tailor measures, in centimetres. */
export function MeasurementPartsPage() {
  return (
    <NamedRecordsPage
      words={t}
      list={useQuery(measurementPartsQuery())}
      mutations={useMeasurementPartMutations()}
      columns={columns}
      renderForm={({ current, ...actions }) => (
        <NamedRecordForm
          resolver={resolver}
          defaultValues={{ name: current?.name ?? '', description: current?.description ?? '' }}
          submitLabel={current ? fr.common.save : t.submit}
          descriptionMaxLength={300}
          {...actions}
        />
      )}
    />
  )
}
