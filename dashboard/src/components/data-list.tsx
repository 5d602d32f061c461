import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isNotFound } from '#dashboard/lib/api-client.ts'
import { cn } from '#dashboard/lib/utils.ts'
import { Spinner } from './loading-screen.tsx'
import { NotFound } from './not-found.tsx'
import { type Pager, Pagination } from './pagination.tsx'
import { EmptyState, ErrorState } from './states.tsx'
import { Card, CardContent } from './ui/card.tsx'

/**
 * A spinner while the query loads, its error with a retry, then `children(data)`. With
 * `notFoundHome`, a 404 shows the "page not found" screen leading back there.
 */
export function QueryView<T>({
  query,
  notFoundHome,
  children,
}: {
  query: UseQueryResult<T, unknown>
  notFoundHome?: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <Spinner />
  if (notFoundHome && isNotFound(query.error)) return <NotFound home={notFoundHome} />
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  return children(query.data)
}

/** One page of a paginated list, as every list endpoint answers it. */
export type ListPage<T> = { items: T[]; total: number }

/** A paginated list: loading, error, `empty` when there is nothing, else the items and the pager. */
export function DataList<T>({
  query,
  empty,
  pager,
  className,
  children,
}: {
  query: UseQueryResult<ListPage<T>, unknown>
  empty: ReactNode
  pager: Pager
  className?: string
  children: (items: T[]) => ReactNode
}) {
  return (
    <QueryView query={query}>
      {({ items, total }) =>
        items.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <div className={className}>
            {children(items)}
            <Pagination {...pager} total={total} />
          </div>
        )
      }
    </QueryView>
  )
}

/** The card a list screen puts its toolbar and list in. */
export function ListPanel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className={cn('grid grid-cols-[minmax(0,1fr)] gap-4', className)}>
        {children}
      </CardContent>
    </Card>
  )
}
