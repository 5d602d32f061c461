import { useQuery } from '@tanstack/react-query'
import { CalendarDays, CalendarRange, Clock, Wallet } from 'lucide-react'
import { lazy, type ReactNode, Suspense } from 'react'
import { Link } from 'react-router'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Store } from '#worker/schemas/stores.ts'
import { boardWords as w } from './fr.ts'
import { OrdersByStatus } from './orders-by-status.tsx'
import { statsQuery } from './queries.ts'
import { ShopSummary } from './shop-summary.tsx'
import { StatCard } from './stat-card.tsx'
import { BestSellers, LowStock, NewCustomers } from './stats-lists.tsx'

// recharts is the heaviest dependency of the dashboard: only this board downloads it.
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart.tsx')).SalesChart }))

const DAYS = 30

function Panel({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        {to && (
          <Link to={to} className="text-sm whitespace-nowrap text-primary hover:underline">
            {w.seeAll}
          </Link>
        )}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** The Tableau de Board: every figure comes from GET /api/stats, computed by the server. */
export function Board({ store }: { store: Store }) {
  const stats = useQuery(statsQuery(DAYS))
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
  const s = stats.data
  const money = (n: number) => formatMoney(n, store.currency)
  const hasSales = Boolean(s?.daily.some((p) => p.count > 0))
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label={w.salesToday}
          icon={Wallet}
          to="/user/orders"
          value={s && money(s.sales.today.amount)}
          hint={s && w.ordersCount(s.sales.today.count)}
        />
        <StatCard
          label={w.sales7}
          icon={CalendarDays}
          to="/user/orders"
          value={s && money(s.sales.last7Days.amount)}
          hint={s && w.ordersCount(s.sales.last7Days.count)}
        />
        <StatCard
          label={w.sales30}
          icon={CalendarRange}
          to="/user/orders"
          value={s && money(s.sales.last30Days.amount)}
          hint={s && w.ordersCount(s.sales.last30Days.count)}
        />
        <StatCard
          label={w.pending}
          icon={Clock}
          to="/user/orders?status=pending"
          value={s?.ordersByStatus.pending}
          hint={w.toProcess}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title={w.chartTitle(DAYS)}>
          {!s ? (
            <Skeleton className="h-64 w-full" />
          ) : hasSales ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <SalesChart daily={s.daily} currency={store.currency} />
            </Suspense>
          ) : (
            <p className="py-10 text-center text-sm text-muted-foreground">{w.chartEmpty}</p>
          )}
          <p className="mt-2 text-xs text-muted-foreground">{w.timezone}</p>
        </Panel>
        <Panel title={w.byStatus} to="/user/orders">
          {s ? <OrdersByStatus counts={s.ordersByStatus} /> : <Skeleton className="h-40" />}
        </Panel>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Panel title={w.bestSellers} to="/user/products">
          {s ? (
            <BestSellers items={s.bestSellers} currency={store.currency} />
          ) : (
            <Skeleton className="h-40" />
          )}
        </Panel>
        <Panel title={w.lowStock} to="/user/products?sort=stock">
          {s ? <LowStock items={s.lowStock} /> : <Skeleton className="h-40" />}
        </Panel>
        <Panel title={w.newCustomers} to="/user/customers">
          {s ? <NewCustomers data={s.newCustomers} days={DAYS} /> : <Skeleton className="h-40" />}
        </Panel>
        <ShopSummary store={store} />
      </div>
    </div>
  )
}
