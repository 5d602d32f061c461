import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { useWideScreen } from '#dashboard/features/orders/use-media-query.ts'
import { useMyStore } from '#dashboard/features/store/queries.ts'
import { CustomerCards } from './customer-cards.tsx'
import { CustomerTable } from './customer-table.tsx'
import { customerWords as w } from './fr.ts'
import { customerListQuery } from './queries.ts'

const PAGE_SIZE = 24

/** Search + list + pages, the URL holding `q` and `page`. Cards always, or a table on wide screens. */
export function CustomersBrowser({ view }: { view: 'list' | 'cards' }) {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [search, setSearch] = useState(q)
  const wide = useWideScreen()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const list = useQuery(customerListQuery({ q: q || undefined, page, pageSize: PAGE_SIZE }))

  const go = (next: { q?: string; page?: number }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        if (next.q !== undefined) next.q ? p.set('q', next.q) : p.delete('q')
        next.page && next.page > 1 ? p.set('page', String(next.page)) : p.delete('page')
        return p
      },
      { replace: true },
    )
  useEffect(() => {
    if (search === q) return
    const timer = setTimeout(() => go({ q: search }), 300)
    return () => clearTimeout(timer)
  }, [search])

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="relative">
          <Label htmlFor={`${id}-q`} className="sr-only">
            {w.searchLabel}
          </Label>
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-9"
            placeholder={w.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState>{q ? w.noMatch : w.empty}</EmptyState>
        ) : (
          <div>
            {view === 'list' && wide ? (
              <CustomerTable items={list.data.items} currency={currency} />
            ) : (
              <CustomerCards items={list.data.items} currency={currency} />
            )}
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onPage={(p) => go({ page: p })}
            />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
