import { Link } from 'react-router'
import { cn } from '#dashboard/lib/utils.ts'
import type { AdminOverview } from '#worker/schemas/admin.ts'
import type { SubscriptionStatus } from '#worker/schemas/stores.ts'
import { overviewWords as w } from './fr.ts'

const DOT = {
  active: 'bg-emerald-500',
  expired: 'bg-amber-500',
  suspended: 'bg-destructive',
} as const satisfies Record<SubscriptionStatus, string>

/** Subscriptions by status (each a link to the filtered shops) and by plan (bars). */
export function SubscriptionBreakdown({ data }: { data: AdminOverview['subscriptions'] }) {
  const max = Math.max(1, ...data.byPlan.map((p) => p.count))
  return (
    <div className="grid gap-5">
      <section className="grid gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{w.byStatus}</h3>
        <ul className="grid grid-cols-3 gap-2">
          {(Object.keys(DOT) as SubscriptionStatus[]).map((status) => (
            <li key={status}>
              <Link
                to={`/admin/shops?status=${status}`}
                className="grid min-w-0 gap-1 rounded-lg border p-2.5 hover:border-primary/40 sm:p-3"
              >
                <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <span className={cn('size-2 shrink-0 rounded-full', DOT[status])} />
                  {w.status[status]}
                </span>
                <span className="text-xl font-semibold tabular-nums">{data.byStatus[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{w.byPlan}</h3>
        <ul className="grid gap-2">
          {data.byPlan.map((p) => (
            <li key={p.code} className="grid gap-1">
              <Link
                to={`/admin/shops?planCode=${encodeURIComponent(p.code)}&status=active`}
                className="flex justify-between gap-2 text-sm hover:text-primary"
              >
                <span>{p.name}</span>
                <span className="font-medium tabular-nums">{p.count}</span>
              </Link>
              <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${(p.count / max) * 100}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
