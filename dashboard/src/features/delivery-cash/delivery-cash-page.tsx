import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import type { DayCash } from '#worker/schemas/day-cash.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { CourierCashCard } from './courier-cash-card.tsx'
import { cashWords as w } from './fr.ts'
import { dayCashQuery } from './queries.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The day's totals, one figure per tile (two per row on a phone). */
function Totals({ cash }: { cash: DayCash }) {
  const money = (n: number) => formatMoney(n, cash.currency)
  const t = cash.totals
  const tiles: [string, string | number][] = [
    [w.taken, t.taken],
    [w.delivered, t.delivered],
    [w.expected, money(t.expected)],
    [w.handedIn, money(t.handedIn)],
    [w.toReceive, money(t.toReceive)],
    [w.fees, money(t.fees)],
  ]
  return (
    <section aria-label={w.totals} className="grid gap-2">
      <h2 className="text-sm font-medium text-muted-foreground">{w.totals}</h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The day shown, today on the shop's clock by default; no day after today. */
function DayPicker({ cash, onPick }: { cash: DayCash; onPick: (day: string) => void }) {
  return (
    <div className="grid gap-1 sm:max-w-56">
      <Label htmlFor="cash-day">{w.day}</Label>
      <Input
        id="cash-day"
        type="date"
        value={cash.day}
        max={cash.today}
        onChange={(e) => e.target.value && onPick(e.target.value)}
      />
      {cash.day === cash.today && <p className="text-xs text-muted-foreground">{w.today}</p>}
    </div>
  )
}

function DayCashView({ day, onPick }: { day: string | undefined; onPick: (day: string) => void }) {
  const cash = useQuery(dayCashQuery(day))
  if (cash.isPending) return <Spinner />
  if (cash.isError) return <ErrorState error={cash.error} onRetry={() => void cash.refetch()} />
  const data = cash.data
  return (
    <div className="grid gap-6">
      <DayPicker cash={data} onPick={onPick} />
      <Totals cash={data} />
      {data.couriers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{w.empty}</p>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          {data.couriers.map((c) => (
            <CourierCashCard
              key={c.courierId}
              day={data.day}
              currency={data.currency}
              courier={c}
            />
          ))}
        </div>
      )}
    </div>
  )
}

/** "Caisse des livraisons": a day (today by default, `?day=` otherwise), a card per courier. */
export function DeliveryCashPage() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('day') ?? ''
  const day = DAY.test(asked) ? asked : undefined
  return (
    <>
      <PageHeader title={w.title} description={w.subtitle} />
      <StoreRequired>
        <DayCashView day={day} onPick={(next) => setParams({ day: next }, { replace: true })} />
      </StoreRequired>
    </>
  )
}
