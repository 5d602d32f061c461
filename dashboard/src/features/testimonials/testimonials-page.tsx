import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { productListQuery } from '#dashboard/features/products/queries.ts'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { t } from './fr.ts'
import { testimonialListQuery } from './queries.ts'
import { TestimonialCard } from './testimonial-card.tsx'

const PAGE_SIZE = 12

function TestimonialsContent() {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const productId = params.get('product') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const products = useQuery(productListQuery({ pageSize: 100, sort: 'name' }))
  const list = useQuery(
    testimonialListQuery({ productId: productId || undefined, page, pageSize: PAGE_SIZE }),
  )
  // The URL holds the filter and page, so the list can be shared and navigated back to.
  const update = (patch: { product?: string; page?: number }) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if ('product' in patch)
          patch.product ? next.set('product', patch.product) : next.delete('product')
        patch.page && patch.page > 1 ? next.set('page', String(patch.page)) : next.delete('page')
        return next
      },
      { replace: true },
    )

  return (
    <div className="grid gap-4">
      <div className="sm:w-72">
        <FilterSelect
          id={`${id}-product`}
          label={t.filterProduct}
          value={productId}
          options={[
            { value: '', label: t.allProducts },
            ...(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
          onChange={(value) => update({ product: value })}
        />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>{productId ? t.emptyFiltered : t.empty}</EmptyState>
      ) : (
        <div>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => update({ page: p })}
          />
        </div>
      )}
    </div>
  )
}

export function TestimonialsPage() {
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <Button asChild>
            <Link to="/user/testimonies/add">
              <Plus aria-hidden="true" />
              {t.add}
            </Link>
          </Button>
        }
      />
      <StoreRequired>
        <TestimonialsContent />
      </StoreRequired>
    </>
  )
}
