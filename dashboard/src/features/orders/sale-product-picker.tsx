import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { SearchField } from '#dashboard/components/search-field.tsx'
import { productListQuery } from '#dashboard/features/products/queries.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Product } from '#worker/schemas/products.ts'
import { saleWords as w } from './fr.ts'

/** Searches the shop's products by name; a tap adds one to the sale. */
export function SaleProductPicker({
  currency,
  onPick,
}: {
  currency: string
  onPick: (product: Product) => void
}) {
  const id = useId()
  const [q, setQ] = useState('')
  const results = useQuery(productListQuery({ q: q || undefined, pageSize: 8 }))
  const items = results.data?.items ?? []
  return (
    <div className="grid gap-2">
      <SearchField
        id={`${id}-search`}
        label={w.searchLabel}
        placeholder={w.searchPlaceholder}
        value={q}
        onSearch={setQ}
      />
      <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label={w.results}>
        {items.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              aria-label={w.add(p.name)}
              className="flex w-full items-center gap-3 rounded-md border px-3 py-2 text-left hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              onClick={() => onPick(p)}
            >
              <Plus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{p.name}</span>
              <span className="text-sm text-muted-foreground tabular-nums">
                {w.inStock(p.stock)}
              </span>
              <span className="text-sm font-medium whitespace-nowrap tabular-nums">
                {formatMoney(p.currentPrice, currency)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {results.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground">{w.noResult}</p>
      )}
    </div>
  )
}
