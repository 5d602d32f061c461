import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { pf } from './fr.ts'
import { variantListQuery } from './queries.ts'
import { VariantListTable } from './variant-list-table.tsx'

const PAGE_SIZE = 50

function SubProductsContent() {
  const id = useId()
  // The URL holds the filters, so the list can be reloaded and navigated back to.
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const lowStock = params.get('low') === '1'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [typed, setTyped] = useState(q)
  const list = useQuery(
    variantListQuery({
      q: q || undefined,
      lowStock: lowStock ? '1' : undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [k, v] of Object.entries({ page: undefined, ...patch }))
          v ? next.set(k, v) : next.delete(k)
        return next
      },
      { replace: true },
    )
  useEffect(() => {
    if (typed === q) return
    const timer = setTimeout(() => update({ q: typed || undefined }), 300)
    return () => clearTimeout(timer)
  })

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
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
              placeholder={fr.products.searchPlaceholder}
              className="pl-9"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-low`}
              checked={lowStock}
              onCheckedChange={(checked) => update({ low: checked === true ? '1' : undefined })}
            />
            <Label htmlFor={`${id}-low`}>{pf.lowStockOnly}</Label>
          </div>
        </div>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState>{q || lowStock ? pf.emptyFiltered : pf.empty}</EmptyState>
        ) : (
          <div className="min-w-0">
            <VariantListTable items={list.data.items} />
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onPage={(p) => update({ page: p > 1 ? String(p) : undefined })}
            />
          </div>
        )}
      </CardContent>
    </Card>
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
