import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { DataList } from '#dashboard/components/data-list.tsx'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { productListQuery } from '#dashboard/features/products/queries.ts'
import { t } from './fr.ts'
import { testimonialListQuery } from './queries.ts'
import { TestimonialCard } from './testimonial-card.tsx'

const PAGE_SIZE = 12
const FILTERS = ['product'] as const

function TestimonialsContent() {
  const { values, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const products = useQuery(productListQuery({ pageSize: 100, sort: 'name' }))
  const list = useQuery(
    testimonialListQuery({ productId: values.product || undefined, page, pageSize: PAGE_SIZE }),
  )
  return (
    <div className="grid gap-4">
      <FilterSelect
        className="sm:w-72"
        label={t.filterProduct}
        value={values.product}
        all={t.allProducts}
        options={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(product) => set({ product })}
      />
      <DataList query={list} empty={values.product ? t.emptyFiltered : t.empty} pager={pager}>
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </DataList>
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
          <LinkButton to="/user/testimonies/add" icon={Plus}>
            {t.add}
          </LinkButton>
        }
      />
      <StoreRequired>
        <TestimonialsContent />
      </StoreRequired>
    </>
  )
}
