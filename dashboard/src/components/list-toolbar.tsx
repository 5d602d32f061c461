import type { ReactNode } from 'react'
import { cn } from '#dashboard/lib/utils.ts'
import { FilterSelect } from './filter-select.tsx'
import { SearchField } from './search-field.tsx'
import type { ListParamsPatch } from './use-list-params.ts'

type Option = { value: string; label: string }

/** A select over one URL parameter; `value` when the URL's must be checked first. */
export type ListFilter<K extends string> = {
  key: K
  label: string
  all?: string
  options: readonly Option[]
  value?: string
}

/**
 * The search box (`?q=`) and the filters above a list, wired to `useListParams`: stacked on
 * phones, one row from `sm` up, the caller giving the columns, e.g.
 * `sm:grid-cols-[minmax(0,1fr)_12rem_12rem]` (search, then two filters). `children` come last.
 */
export function ListToolbar<K extends string>({
  className,
  values,
  onChange,
  search,
  filters = [],
  children,
}: {
  className?: string
  values: Record<K, string>
  onChange: (patch: ListParamsPatch<K>) => void
  search?: { label: string; placeholder: string }
  filters?: ListFilter<K>[]
  children?: ReactNode
}) {
  const q = 'q' as K
  // One column no wider than the screen: a select's longest option must not widen the page.
  return (
    <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', className)}>
      {search && (
        <SearchField
          {...search}
          value={values[q]}
          onSearch={(text) => onChange({ [q]: text } as ListParamsPatch<K>)}
        />
      )}
      {filters.map((f) => (
        <FilterSelect
          key={f.key}
          label={f.label}
          all={f.all}
          options={f.options}
          value={f.value ?? values[f.key]}
          onChange={(v) => onChange({ [f.key]: v } as ListParamsPatch<K>)}
        />
      ))}
      {children}
    </div>
  )
}
