import { useQuery } from '@tanstack/react-query'
import { FilterSelect, optionsOf } from '#dashboard/components/filter-select.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import type { ListParamsPatch } from '#dashboard/components/use-list-params.ts'
import { categoryListQuery } from '#dashboard/features/categories/queries.ts'
import { productWords } from '#dashboard/features/products/fr.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { type ProductSort, ProductSort as ProductSortSchema } from '#worker/schemas/products.ts'

const t = productWords
export const PRODUCT_FILTERS = ['q', 'category', 'sort'] as const
type Key = (typeof PRODUCT_FILTERS)[number]
const sorts = optionsOf(ProductSortSchema.options, t.sorts)

/** Search, category and sort, kept in the URL (`?q=&category=&sort=`; the default sort stays out). */
export function ProductFilters({
  values,
  sort,
  onChange,
}: {
  values: Record<Key, string>
  sort: ProductSort
  onChange: (patch: ListParamsPatch<Key>) => void
}) {
  const categories = useQuery(categoryListQuery())
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))
  return (
    <ListToolbar
      className="sm:grid-cols-[minmax(0,1fr)_12rem_12rem]"
      values={values}
      onChange={onChange}
      search={{ label: fr.common.search, placeholder: t.searchPlaceholder }}
      filters={[
        {
          key: 'category',
          label: t.filterCategory,
          all: `${t.category} : ${fr.common.all}`,
          options: categoryOptions,
        },
      ]}
    >
      <FilterSelect
        label={t.sort}
        value={sort}
        onChange={(s) => onChange({ sort: s === 'newest' ? '' : s })}
        options={sorts}
      />
    </ListToolbar>
  )
}
