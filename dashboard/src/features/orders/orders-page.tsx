import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { ORDER_STATUS_LABEL, OrderStatus } from '#worker/schemas/orders.ts'
import { OrderCards } from './order-cards.tsx'
import { OrderTable } from './order-table.tsx'
import { orderListQuery } from './queries.ts'
import { useWideScreen } from './use-media-query.ts'

const t = fr.orders
const PAGE_SIZE = 20

function OrdersContent() {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const status = OrderStatus.safeParse(params.get('status')).data
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [search, setSearch] = useState(q)
  const wide = useWideScreen()
  const list = useQuery(orderListQuery({ status, q: q || undefined, page, pageSize: PAGE_SIZE }))

  const update = (patch: Record<'status' | 'q' | 'page', string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [key, value] of Object.entries(patch))
          value ? next.set(key, value) : next.delete(key)
        return next
      },
      { replace: true },
    )
  useEffect(() => {
    if (search === q) return
    const timer = setTimeout(() => update({ q: search, status, page: undefined }), 300)
    return () => clearTimeout(timer)
  }, [search])

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
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
              className="pl-9"
              placeholder={t.searchPlaceholder}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <FilterSelect
            id={`${id}-status`}
            label={t.filterStatus}
            value={status ?? ''}
            onChange={(v) => update({ status: v, q: q || undefined, page: undefined })}
            options={[
              { value: '', label: t.allStatuses },
              ...OrderStatus.options.map((s) => ({ value: s, label: ORDER_STATUS_LABEL[s] })),
            ]}
          />
        </div>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <div>
            {wide ? <OrderTable items={list.data.items} /> : <OrderCards items={list.data.items} />}
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onPage={(p) => update({ status, q: q || undefined, page: String(p) })}
            />
          </div>
        )}
      </CardContent>
    </Card>
  )
}

export function OrdersPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <OrdersContent />
      </StoreRequired>
    </>
  )
}
