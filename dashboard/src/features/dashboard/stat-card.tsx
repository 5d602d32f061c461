import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#dashboard/components/ui/card.tsx'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'

export function StatCard({
  label,
  value,
  icon: Icon,
  to,
}: {
  label: string
  value: number | undefined
  icon: LucideIcon
  to: string
}) {
  return (
    <Card className="gap-0 p-0 transition-colors hover:border-primary/40">
      <Link
        to={to}
        className="flex items-center gap-4 rounded-xl p-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          {value === undefined ? (
            <Skeleton className="mt-1 h-7 w-12" />
          ) : (
            <p className="text-2xl font-semibold tabular-nums">{value}</p>
          )}
        </div>
      </Link>
    </Card>
  )
}
