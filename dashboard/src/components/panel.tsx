import { type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { fr } from '#dashboard/lib/fr.ts'
import { cn } from '#dashboard/lib/utils.ts'
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx'
import { Skeleton } from './ui/skeleton.tsx'

/** A board's card: a title, an optional line under it, and "Tout voir" when `to` is given. */
export function Panel({
  title,
  description,
  to,
  children,
}: {
  title: string
  description?: ReactNode
  to?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader
        className={cn(
          'flex-row justify-between gap-3',
          description ? 'items-start' : 'items-center',
        )}
      >
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {to && (
          <Link
            to={to}
            className="inline-flex min-h-6 items-center text-sm whitespace-nowrap text-primary hover:underline"
          >
            {fr.common.seeAll}
          </Link>
        )}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/**
 * A lazily loaded chart in a panel: a skeleton (`className` gives its height) until the figures
 * and the chart's code arrive, `emptyText` when there is nothing to draw, then `note` under it.
 */
export function ChartSlot({
  ready,
  empty,
  emptyText,
  note,
  className,
  children,
}: {
  ready: boolean
  empty: boolean
  emptyText: string
  note: ReactNode
  className: string
  children: ReactNode
}) {
  const loading = <Skeleton className={cn('w-full', className)} />
  return (
    <>
      {!ready ? (
        loading
      ) : empty ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <Suspense fallback={loading}>{children}</Suspense>
      )}
      <p className="mt-2 text-xs text-muted-foreground">{note}</p>
    </>
  )
}
