import { useQuery } from '@tanstack/react-query'
import { CalendarDays, CalendarRange, Clock, Wallet } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { ChartSlot, Panel } from '#dashboard/components/panel.tsx'
import { StatCard } from '#dashboard/components/stat-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'
import { domainSettingsQuery } from '#dashboard/features/domains/queries.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { ShopAccess } from '#worker/schemas/shop-access.ts'
import type { Store } from '#worker/schemas/stores.ts'
import { BOARD_DAYS as DAYS } from './board-queries.ts'
import { boardWords as w } from './fr.ts'
import { useLinkShared } from './link-shared.ts'
import { NextSteps, nextSteps, useShopFacts } from './next-steps.tsx'
import { OrdersByStatus } from './orders-by-status.tsx'
import { statsQuery } from './queries.ts'
import { SALES_PERIODS, salesCards } from './sales-figures.ts'
import { ShopLink } from './shop-link.tsx'
import { ShopSummary } from './shop-summary.tsx'
import { BestSellers, LowStock, NewCustomers } from './stats-lists.tsx'

// The chart comes after the figures: the board shows without waiting for it.
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart.tsx')).SalesChart }))
const TimeZoneNote = lazy(async () => ({
  default: (await import('./time-zone-note.tsx')).TimeZoneNote,
}))

const ICONS = { today: Wallet, last7Days: CalendarDays, last30Days: CalendarRange } as const

/**
 * The Tableau de Board: every figure comes from GET /api/stats, computed by the server. A team
 * member (the shop answers with the caller's `access`: role 'owner' for the owner, null for an
 * administrator; ADR 055: only a Gestionnaire has the figures) gets them without what only the
 * owner reads or does: the first steps (logo, personalization) and the custom domain.
 */
export function Board({ store }: { store: Store & { access?: ShopAccess | null } }) {
  const member = Boolean(store.access && store.access.role !== 'owner')
  const stats = useQuery(statsQuery(DAYS))
  const domain = useQuery({ ...domainSettingsQuery(), enabled: !member }).data?.domain
  const [linkShared, markLinkShared] = useLinkShared(store.id)
  const s = stats.data
  // A shop with orders has had its link shared, whichever device did it (the step is otherwise
  // remembered by this browser only).
  const hasOrders = Boolean(s && Object.values(s.ordersByStatus).some((n) => n > 0))
  const facts = useShopFacts(store, linkShared || hasOrders, !member)
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
  // The board appears whole: the next steps would otherwise push the cards down as they arrive.
  if (!s || !facts) return <Skeleton className="h-96" />
  const money = (n: number) => formatMoney(n, store.currency)
  const cards = salesCards(s, money)
  const onboarding = !member && nextSteps(facts).some((step) => !step.done)
  const shopLink = (
    <ShopLink
      store={store}
      customDomain={domain?.status === 'verified' ? domain.hostname : null}
      onShared={markLinkShared}
    />
  )
  return (
    <div className="grid grid-cols-1 gap-6">
      {/* A new shop starts with its next steps and its address; a running one with its sales. */}
      {onboarding && (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <NextSteps facts={facts} />
          {shopLink}
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {SALES_PERIODS.map(({ key, label }, i) => (
          <StatCard
            key={key}
            label={label}
            icon={ICONS[key]}
            to="/user/orders"
            value={cards[i]?.value}
            detail={cards[i]?.paid}
            hint={cards[i]?.hint}
          />
        ))}
        <StatCard
          label={w.pending}
          icon={Clock}
          to="/user/orders?status=pending"
          value={s.ordersByStatus.pending}
          hint={w.toProcess}
        />
        <p className="col-span-full text-xs text-muted-foreground">{w.salesScope}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title={w.chartTitle(DAYS)}>
          <ChartSlot
            ready
            empty={!s.daily.some((p) => p.count > 0)}
            emptyText={w.chartEmpty}
            note={
              <Suspense fallback={null}>
                <TimeZoneNote zone={s.timezone} />
              </Suspense>
            }
            className="h-64"
          >
            <SalesChart daily={s.daily} currency={store.currency} />
          </ChartSlot>
        </Panel>
        <Panel title={w.byStatus} to="/user/orders">
          <OrdersByStatus counts={s.ordersByStatus} />
        </Panel>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Panel title={w.bestSellers} to="/user/products">
          <BestSellers items={s.bestSellers} currency={store.currency} />
        </Panel>
        <Panel title={w.lowStock} to="/user/products?sort=stock">
          <LowStock items={s.lowStock} noProduct={facts.productCount === 0} />
        </Panel>
        <Panel title={w.newCustomers} to="/user/customers">
          <NewCustomers data={s.newCustomers} days={DAYS} />
        </Panel>
        {!onboarding && shopLink}
        <ShopSummary store={store} />
      </div>
    </div>
  )
}
