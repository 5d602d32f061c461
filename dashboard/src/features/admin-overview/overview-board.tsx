import { useQuery } from '@tanstack/react-query'
import { Clock, Mail, Store, Users } from 'lucide-react'
import { lazy } from 'react'
import { ChartSlot, Panel } from '#dashboard/components/panel.tsx'
import { StatCard } from '#dashboard/components/stat-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'
import { overviewWords as w } from './fr.ts'
import { PendingRequests } from './pending-requests.tsx'
import { adminOverviewQuery } from './queries.ts'
import { RevenuePanel } from './revenue-panel.tsx'
import { SubscriptionBreakdown } from './subscription-breakdown.tsx'

// The chart comes after the figures: the board shows without waiting for it.
const SignupsChart = lazy(async () => ({ default: (await import('./charts.tsx')).SignupsChart }))

/** The admin Tableau de Bord: every figure comes from GET /api/admin/overview. */
export function OverviewBoard() {
  const overview = useQuery(adminOverviewQuery())
  if (overview.isError)
    return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
  const o = overview.data
  const loading = <Skeleton className="h-48 w-full" />
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label={w.shops}
          icon={Store}
          to="/admin/shops"
          value={o?.shops.total}
          hint={o && w.shopsHint(o.shops.active, o.shops.suspended)}
        />
        <StatCard
          label={w.merchants}
          icon={Users}
          to="/admin/users?role=user"
          value={o?.merchants.total}
          hint={o && w.merchantsHint(o.merchants.withShop, o.merchants.withoutShop)}
        />
        <StatCard
          label={w.pending}
          icon={Clock}
          to="/admin/subscription/requested"
          value={o?.pendingRequests.count}
          hint={w.pendingHint}
        />
        <StatCard
          label={w.unreadMessages}
          icon={Mail}
          to="/admin/messages"
          value={o?.messages.unread}
          hint={w.unreadHint}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel
          title={w.signupsTitle}
          description={o && w.signupsTotal(o.signups.total)}
          to="/admin/users"
        >
          <ChartSlot
            ready={Boolean(o)}
            empty={!o?.signups.total}
            emptyText={w.signupsEmpty}
            note={w.timezone}
            className="h-48"
          >
            {o && <SignupsChart daily={o.signups.daily} />}
          </ChartSlot>
        </Panel>
        <Panel title={w.subscriptions} to="/admin/subscription">
          {o ? <SubscriptionBreakdown data={o.subscriptions} /> : loading}
        </Panel>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title={w.revenueTitle}>{o ? <RevenuePanel revenue={o.revenue} /> : loading}</Panel>
        <Panel title={w.pendingTitle} to="/admin/subscription/requested">
          {o ? <PendingRequests items={o.pendingRequests.latest} /> : loading}
        </Panel>
      </div>
    </div>
  )
}
