import { useQuery } from '@tanstack/react-query'
import type { Column } from '#dashboard/components/data-table.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type Lookup, LookupInput, type LookupKind } from '#worker/schemas/atelier/lookups.ts'
import { NamedRecordForm, type NamedValues } from '../shell/named-record-form.tsx'
import { NamedRecordsPage } from '../shell/named-records-page.tsx'
import { fabricWords } from './fr.ts'
import { lookupsQuery, useLookupMutations } from './queries.ts'

const resolver = payloadResolver<NamedValues, LookupInput>(LookupInput, (v) => v)

const columnsOf = (usage: (n: number) => string): Column<Lookup>[] => [
  {
    key: 'name',
    header: fabricWords.name,
    cellClassName: 'font-medium',
    cell: (l) => (
      <>
        {l.name}
        {l.description && (
          <p className="mt-0.5 line-clamp-1 text-xs font-normal text-muted-foreground sm:hidden">
            {l.description}
          </p>
        )}
      </>
    ),
  },
  {
    key: 'description',
    header: fabricWords.description,
    className: 'hidden sm:table-cell',
    cellClassName: 'max-w-xs text-muted-foreground',
    cell: (l) => <span className="line-clamp-2">{l.description || fabricWords.none}</span>,
  },
  {
    key: 'usage',
    header: fabricWords.used,
    className: 'text-right',
    cell: (l) => <Badge variant="secondary">{usage(l.usageCount)}</Badge>,
  },
]

/** One screen for the three named lists: fabric names, fabric types, supplier types. */
export function LookupPage({ kind }: { kind: LookupKind }) {
  const w = fabricWords.lookups[kind]
  return (
    <NamedRecordsPage
      words={w}
      list={useQuery(lookupsQuery(kind))}
      mutations={useLookupMutations(kind)}
      columns={columnsOf(w.usage)}
      renderForm={({ current, ...actions }) => (
        <NamedRecordForm
          resolver={resolver}
          defaultValues={{ name: current?.name ?? '', description: current?.description ?? '' }}
          submitLabel={fabricWords.submit}
          descriptionMaxLength={300}
          {...actions}
        />
      )}
    />
  )
}

export const FabricNamesPage = () => <LookupPage kind="fabric-name" />
export const FabricTypesPage = () => <LookupPage kind="fabric-type" />
export const SupplierTypesPage = () => <LookupPage kind="supplier-type" />
