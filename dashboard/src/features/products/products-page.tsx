import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { productWords } from '#dashboard/features/products/fr.ts'
import { ProductSort } from '#worker/schemas/products.ts'
import { PRODUCT_FILTERS, ProductFilters } from './product-filters.tsx'
import { ProductTable } from './product-table.tsx'
import { productListQuery } from './queries.ts'

const t = productWords
const PAGE_SIZE = 20

function ProductsContent() {
  const currency = useMyStore().data?.currency ?? 'XOF'
  const { values, page, set, pager } = useListParams(PRODUCT_FILTERS, { pageSize: PAGE_SIZE })
  const sort = ProductSort.safeParse(values.sort).data ?? 'newest'
  const list = useQuery(
    productListQuery({
      q: values.q || undefined,
      categoryId: values.category || undefined,
      sort,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  const filtered = Boolean(values.q || values.category)
  return (
    <ListPanel>
      <ProductFilters values={values} sort={sort} onChange={set} />
      <DataList query={list} empty={filtered ? t.empty : t.emptyCatalog} pager={pager}>
        {(items) => <ProductTable items={items} currency={currency} />}
      </DataList>
    </ListPanel>
  )
}

export function ProductsPage() {
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <LinkButton to="/user/products/new" icon={Plus}>
            {t.add}
          </LinkButton>
        }
      />
      <StoreRequired>
        <ProductsContent />
      </StoreRequired>
    </>
  )
}
