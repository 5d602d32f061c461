import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import type { Column } from '#dashboard/components/data-table.tsx'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { type GarmentType, GarmentTypeInput } from '#worker/schemas/atelier/measurements.ts'
import { NamedRecordForm, type NamedValues } from '../shell/named-record-form.tsx'
import { NamedRecordsPage } from '../shell/named-records-page.tsx'
import { measureWords as w } from './fr.ts'
import { PartsPicker } from './parts-picker.tsx'
import { garmentTypesQuery, measurementPartsQuery, useGarmentTypeMutations } from './queries.ts'

const t = w.types

type TypeValues = NamedValues & { partIds: string[] }
const resolver = payloadResolver<TypeValues, GarmentTypeInput>(GarmentTypeInput, (v) => v)

const columns: Column<GarmentType>[] = [
  {
    key: 'name',
    header: w.name,
    cellClassName: 'font-medium',
    cell: (g) => (
      <>
        {g.name}
        {g.description && (
          <span className="block text-xs font-normal text-muted-foreground">{g.description}</span>
        )}
      </>
    ),
  },
  {
    key: 'parts',
    header: t.parts,
    cellClassName: 'text-sm text-muted-foreground whitespace-normal',
    cell: (g) => (
      <>
        <span className="font-medium text-foreground">{t.partsCount(g.parts.length)}</span>
        <span className="hidden sm:inline">
          {g.parts.length > 0 && ` · ${g.parts.map((p) => p.name).join(', ')}`}
        </span>
      </>
    ),
  },
]

/** `settings/clothing-types`: the clothing types and the parts measured for each. */
export function ClothingTypesPage() {
  const parts = useQuery(measurementPartsQuery())
  return (
    <NamedRecordsPage
      words={t}
      list={useQuery(garmentTypesQuery())}
      mutations={useGarmentTypeMutations()}
      columns={columns}
      dialogClassName="sm:max-w-lg"
      renderForm={({ current, ...actions }) => (
        <NamedRecordForm
          resolver={resolver}
          defaultValues={{
            name: current?.name ?? '',
            description: current?.description ?? '',
            partIds: current?.parts.map((p) => p.id) ?? [],
          }}
          submitLabel={current ? fr.common.save : t.submit}
          descriptionMaxLength={300}
          afterDescription={(form) => (
            <>
              <Controller
                control={form.control}
                name="partIds"
                render={({ field }) => (
                  <PartsPicker
                    parts={parts.data ?? []}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
              {form.formState.errors.partIds?.message && (
                <p role="alert" className="text-sm text-destructive">
                  {form.formState.errors.partIds.message}
                </p>
              )}
            </>
          )}
          {...actions}
        />
      )}
    />
  )
}
