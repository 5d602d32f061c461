import { useQuery } from '@tanstack/react-query'
import { Plus, Tags } from 'lucide-react'
import { useId } from 'react'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import {
  type CashbookListQuery,
  ENTRY_KINDS,
  ENTRY_SOURCES,
} from '#worker/schemas/atelier/cashbook.ts'
import { cashbookPaths } from '../shell/paths/cashbook.ts'
import { CashbookCharts } from './cashbook-charts.tsx'
import { CashbookCards, CashbookTable } from './cashbook-table.tsx'
import { CashbookTotals } from './cashbook-totals.tsx'
import { cashbookWords as w } from './fr.ts'
import { cashbookCategoriesQuery, cashbookListQuery } from './queries.ts'

const PAGE_SIZE = 20
const FILTERS = ['from', 'to', 'kind', 'categoryId', 'source'] as const

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <div className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

/** `transaction/list`: totals of the filter, the charts, then the lines of the cash book. */
export function CashbookPage() {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const wide = useWideScreen()
  const categories = useQuery(cashbookCategoriesQuery()).data ?? []
  const list = useQuery(
    cashbookListQuery({ ...(filters as CashbookListQuery), page, pageSize: PAGE_SIZE }),
  )
  const filtered = Object.keys(filters).length > 0
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <>
            <LinkButton to={cashbookPaths.categories} variant="outline" icon={Tags}>
              {w.categoriesLink}
            </LinkButton>
            <LinkButton to={cashbookPaths.add} icon={Plus}>
              {w.add}
            </LinkButton>
          </>
        }
      />
      <div className="grid gap-6">
        {list.data && <CashbookTotals totals={list.data.totals} />}
        <ListPanel>
          <ListToolbar
            className="sm:grid-cols-2 lg:grid-cols-3"
            values={values}
            onChange={set}
            filters={[
              {
                key: 'kind',
                label: w.kindFilter,
                all: w.allKinds,
                options: optionsOf(ENTRY_KINDS, w.kindsPlural),
              },
              {
                key: 'categoryId',
                label: w.categoryFilter,
                all: w.allCategories,
                options: categories.map((c) => ({ value: c.id, label: c.name })),
              },
              {
                key: 'source',
                label: w.sourceFilter,
                all: w.allSources,
                options: optionsOf(ENTRY_SOURCES, w.sources),
              },
            ]}
          >
            <DateFilter label={w.from} value={values.from} onChange={(from) => set({ from })} />
            <DateFilter label={w.to} value={values.to} onChange={(to) => set({ to })} />
          </ListToolbar>
          <DataList query={list} empty={filtered ? w.noMatch : w.empty} pager={pager}>
            {(items) => (wide ? <CashbookTable items={items} /> : <CashbookCards items={items} />)}
          </DataList>
        </ListPanel>
        <CashbookCharts />
      </div>
    </>
  )
}
