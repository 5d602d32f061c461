import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { categoryListQuery } from '#dashboard/features/categories/queries.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { type ProductSort, ProductSort as ProductSortSchema } from '#worker/schemas/catalog.ts'

const t = fr.products
export type ProductFilterValues = { q: string; categoryId: string; sort: ProductSort }

export function ProductFilters({
  value,
  onChange,
}: {
  value: ProductFilterValues
  onChange: (patch: Partial<ProductFilterValues>) => void
}) {
  const id = useId()
  const categories = useQuery(categoryListQuery())
  const [q, setQ] = useState(value.q)
  // Search as the merchant types, but not on every key stroke.
  useEffect(() => {
    if (q === value.q) return
    const timer = setTimeout(() => onChange({ q }), 300)
    return () => clearTimeout(timer)
  }, [q, value.q, onChange])

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
      <div className="relative">
        <Label htmlFor={`${id}-q`} className="sr-only">
          {fr.common.search}
        </Label>
        <Search
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${id}-q`}
          type="search"
          placeholder={t.searchPlaceholder}
          className="pl-9"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <FilterSelect
        id={`${id}-category`}
        label={t.filterCategory}
        value={value.categoryId}
        onChange={(categoryId) => onChange({ categoryId })}
        options={[
          { value: '', label: `${t.category} : ${fr.common.all}` },
          ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
      <FilterSelect
        id={`${id}-sort`}
        label={t.sort}
        value={value.sort}
        onChange={(sort) => onChange({ sort: sort as ProductSort })}
        options={ProductSortSchema.options.map((s) => ({ value: s, label: t.sorts[s] }))}
      />
    </div>
  )
}
