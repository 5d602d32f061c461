import { type ReactNode, useEffect } from 'react'
import { cn } from '#dashboard/lib/utils.ts'

export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  className?: string
}) {
  // Each page is titled in French by its heading (§2); atelier pages set theirs from the route.
  useEffect(() => {
    if (typeof title === 'string') document.title = `${title} · Boutiko`
  }, [title])
  return (
    <div
      className={cn(
        'mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}
