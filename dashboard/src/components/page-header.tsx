import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { cn } from '#dashboard/lib/utils.ts'

/** True inside an area that titles its pages itself (the atelier titles each route). */
export const PageTitleOwned = createContext(false)

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
  // Each page is titled in French by its heading, unless its area titles it.
  const owned = useContext(PageTitleOwned)
  useEffect(() => {
    if (!owned && typeof title === 'string') document.title = `${title} · Boutiko`
  }, [owned, title])
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
