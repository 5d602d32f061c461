import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useCallback } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { useMyStore } from '#dashboard/features/store/queries.ts'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { ProductSort } from '#worker/schemas/catalog.ts'
import { ProductFilters, type ProductFilterValues } from './product-filters.tsx'
import { ProductTable } from './product-table.tsx'
import { productListQuery } from './queries.ts'

const t = fr.products
const PAGE_SIZE = 20

function ProductsContent() {
  const [params, setParams] = useSearchParams()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const sort = ProductSort.safeParse(params.get('sort')).data ?? 'newest'
  const filters: ProductFilterValues = {
    q: params.get('q') ?? '',
    categoryId: params.get('category') ?? '',
    sort,
  }
  const page = Math.max(1, Number(params.get('page')) || 1)
  const list = useQuery(
    productListQuery({
      q: filters.q || undefined,
      categoryId: filters.categoryId || undefined,
      sort,
      page,
      pageSize: PAGE_SIZE,
    }),
  )

  // The URL holds the filters, so a list can be shared, reloaded and navigated back to.
  const update = useCallback(
    (patch: Partial<ProductFilterValues> & { page?: number }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          const set = (key: string, value: string | undefined) =>
            value ? next.set(key, value) : next.delete(key)
          if ('q' in patch) set('q', patch.q)
          if ('categoryId' in patch) set('category', patch.categoryId)
          if ('sort' in patch) set('sort', patch.sort === 'newest' ? undefined : patch.sort)
          set('page', patch.page && patch.page > 1 ? String(patch.page) : undefined)
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  const filtered = Boolean(filters.q || filters.categoryId)

  return (
    <Card>
      <CardContent className="grid gap-4">
        <ProductFilters value={filters} onChange={update} />
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState>{filtered ? t.empty : t.emptyCatalog}</EmptyState>
        ) : (
          <div>
            <ProductTable items={list.data.items} currency={currency} />
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onPage={(p) => update({ page: p })}
            />
          </div>
        )}
      </CardContent>
    </Card>
  )
}

export function ProductsPage() {
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <Button asChild>
            <Link to="/user/products/new">
              <Plus aria-hidden="true" />
              {t.add}
            </Link>
          </Button>
        }
      />
      <StoreRequired>
        <ProductsContent />
      </StoreRequired>
    </>
  )
}
