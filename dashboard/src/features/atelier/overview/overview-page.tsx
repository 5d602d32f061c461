import { useQuery } from '@tanstack/react-query'
import {
  AlarmClock,
  CalendarDays,
  CalendarRange,
  HandCoins,
  Plus,
  Ruler,
  Shirt,
  UserCog,
  Wallet,
} from 'lucide-react'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Panel } from '#dashboard/components/panel.tsx'
import { StatCard } from '#dashboard/components/stat-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { formatDay } from '../shell/format.ts'
import { cashbookPaths } from '../shell/paths/cashbook.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { can, useAtelierAccess, useAtelierMoney } from '../shell/queries.ts'
import { overviewWords as w } from './fr.ts'
import { CashSummary, FabricList, OrderList, StageCounts } from './overview-lists.tsx'
import { overviewQuery } from './queries.ts'

/**
 * /user/atelier/dashboard: what needs doing today, from GET /api/atelier/overview. A section
 * the role does not open comes back null and is not drawn.
 */
export function OverviewPage() {
  const { data: access } = useAtelierAccess()
  const query = useQuery(overviewQuery())
  const { money } = useAtelierMoney()
  const actions = (
    <>
      {can(access, 'orders') && (
        <LinkButton to={orderPaths.add} icon={Plus}>
          {w.newOrder}
        </LinkButton>
      )}
      {can(access, 'customers') && (
        <LinkButton to={atelierPaths.measurements} icon={Ruler} variant="outline">
          {w.takeMeasurements}
        </LinkButton>
      )}
    </>
  )
  const header = (
    <PageHeader
      title={w.title}
      description={query.data ? w.subtitle(formatDay(query.data.today)) : undefined}
      actions={actions}
    />
  )
  if (query.isPending || query.isError) {
    return (
      <>
        {header}
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <Spinner />
        )}
      </>
    )
  }
  const o = query.data
  const calendar = orderPaths.calendar
  return (
    <>
      {header}
      <div className="grid grid-cols-1 gap-6">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {o.dueToday && (
            <StatCard
              label={w.dueToday}
              icon={CalendarDays}
              to={calendar}
              value={o.dueToday.length}
            />
          )}
          {o.late && (
            <StatCard label={w.late} icon={AlarmClock} to={calendar} value={o.late.length} />
          )}
          {o.dueThisWeek !== null && (
            <StatCard
              label={w.dueThisWeek}
              icon={CalendarRange}
              to={calendar}
              value={o.dueThisWeek}
              hint={w.dueThisWeekHint}
            />
          )}
          {o.unpaid && (
            <StatCard
              label={w.unpaid}
              icon={HandCoins}
              to={orderPaths.list}
              value={money(o.unpaid.totalOutstanding)}
              hint={w.unpaidHint(o.unpaid.count)}
            />
          )}
          {o.lowFabrics && (
            <StatCard
              label={w.lowFabrics}
              icon={Shirt}
              to={fabricPaths.fabrics}
              value={o.lowFabrics.length}
            />
          )}
          {o.cash && (
            <StatCard
              label={w.cashToday}
              icon={Wallet}
              to={cashbookPaths.list}
              value={money(o.cash.todayIncome)}
              hint={w.cashTodayHint(money(o.cash.todayExpense))}
            />
          )}
          {o.staffCount !== null && (
            <StatCard label={w.staff} icon={UserCog} to={staffPaths.list} value={o.staffCount} />
          )}
        </div>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          {o.dueToday && (
            <Panel title={w.dueToday} to={calendar}>
              <OrderList
                orders={o.dueToday}
                empty={w.dueTodayEmpty}
                show="promised"
                money={money}
              />
            </Panel>
          )}
          {o.late && (
            <Panel title={w.late} to={calendar}>
              <OrderList orders={o.late} empty={w.lateEmpty} show="promised" money={money} />
            </Panel>
          )}
          {o.unpaid && (
            <Panel
              title={w.unpaid}
              description={
                o.unpaid.count ? w.unpaidTop(money(o.unpaid.totalOutstanding)) : undefined
              }
              to={orderPaths.list}
            >
              <OrderList
                orders={o.unpaid.orders}
                empty={w.unpaidEmpty}
                show="balance"
                money={money}
              />
            </Panel>
          )}
          {o.lowFabrics && (
            <Panel title={w.lowFabrics} to={fabricPaths.fabrics}>
              <FabricList fabrics={o.lowFabrics} />
            </Panel>
          )}
          {o.counts && (
            <Panel title={w.byStage} to={orderPaths.list}>
              <StageCounts counts={o.counts} />
            </Panel>
          )}
          {o.cash && (
            <Panel title={w.cash} to={cashbookPaths.list}>
              <CashSummary cash={o.cash} money={money} />
            </Panel>
          )}
        </div>
      </div>
    </>
  )
}
