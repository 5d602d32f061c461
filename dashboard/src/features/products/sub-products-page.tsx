import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { pf, productWords } from './fr.ts'
import { variantListQuery } from './queries.ts'
import { VariantListTable } from './variant-list-table.tsx'

const PAGE_SIZE = 50
const FILTERS = ['q', 'low'] as const

function SubProductsContent() {
  const id = useId()
  const { values, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const lowStock = values.low === '1'
  const list = useQuery(
    variantListQuery({
      q: values.q || undefined,
      lowStock: lowStock ? '1' : undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  return (
    <ListPanel>
      <ListToolbar
        className="sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
        values={values}
        onChange={set}
        search={{ label: fr.common.search, placeholder: productWords.searchPlaceholder }}
      >
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-low`}
            checked={lowStock}
            onCheckedChange={(checked) => set({ low: checked === true ? '1' : '' })}
          />
          <Label htmlFor={`${id}-low`}>{pf.lowStockOnly}</Label>
        </div>
      </ListToolbar>
      <DataList
        query={list}
        empty={values.q || lowStock ? pf.emptyFiltered : pf.empty}
        pager={pager}
        className="min-w-0"
      >
        {(items) => <VariantListTable items={items} />}
      </DataList>
    </ListPanel>
  )
}

export function SubProductsPage() {
  return (
    <>
      <PageHeader title={pf.variants} description={pf.pageSubtitle} />
      <StoreRequired>
        <SubProductsContent />
      </StoreRequired>
    </>
  )
}
