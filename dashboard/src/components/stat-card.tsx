import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#dashboard/components/ui/card.tsx'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'
import { wrappableAmount } from '#dashboard/lib/utils.ts'

/** Label and icon on top, the figure below on the card's whole width: amounts stay readable. */
export function StatCard({
  label,
  value,
  hint,
  detail,
  icon: Icon,
  to,
}: {
  label: string
  value: string | number | undefined
  hint?: string | undefined
  /** A second figure under the main one (e.g. the paid part of the ordered revenue). */
  detail?: string | undefined
  icon: LucideIcon
  to: string
}) {
  return (
    <Card className="gap-0 p-0 transition-colors hover:border-primary/40">
      <Link
        to={to}
        className="grid h-full grid-cols-1 gap-1 rounded-xl p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="text-sm leading-tight text-muted-foreground">{label}</span>
          <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </span>
        {value === undefined ? (
          <Skeleton className="h-7 w-24" />
        ) : (
          <span className="text-lg font-semibold tabular-nums sm:text-2xl">
            {wrappableAmount(value)}
          </span>
        )}
        {detail && (
          <span className="text-sm font-medium text-emerald-700 tabular-nums dark:text-emerald-300">
            {detail}
          </span>
        )}
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </Link>
    </Card>
  )
}
