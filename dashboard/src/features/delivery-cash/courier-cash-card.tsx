import { Bike } from 'lucide-react'
import { useState } from 'react'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { type CourierDayCash, differenceText } from '#worker/schemas/day-cash.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { ClosingForm, CorrectionForm } from './cash-forms.tsx'
import { cashWords as w } from './fr.ts'

/** Red when cash is missing, amber when there is too much, green when it adds up. */
const differenceVariant = (d: number) => (d < 0 ? 'destructive' : d > 0 ? 'warning' : 'success')

/** One courier's day: parcels by outcome, the cash, the closing and its corrections. */
export function CourierCashCard({
  day,
  currency,
  courier: c,
}: {
  day: string
  currency: string
  courier: CourierDayCash
}) {
  const [correcting, setCorrecting] = useState(false)
  const money = (n: number) => formatMoney(n, currency)
  const counts: [string, number][] = [
    [w.taken, c.taken],
    [w.delivered, c.delivered],
    [w.refused, c.refused],
    [w.absent, c.absent],
    [w.open, c.open],
  ]
  const amounts: [string, string][] = [
    [w.expected, money(c.expected)],
    [w.handedIn, money(c.handedIn)],
    [w.fees, money(c.fees)],
  ]
  return (
    <SectionCard
      icon={Bike}
      region
      title={c.courierName}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span className="tabular-nums">{w.phone(c.courierPhone)}</span>
          <Badge variant={c.closed ? 'secondary' : 'warning'}>
            {c.closed ? w.closed : w.notClosed}
          </Badge>
        </span>
      }
      contentClassName="grid gap-4"
    >
      <dl className="grid grid-cols-3 gap-2 text-sm sm:grid-cols-5">
        {counts.map(([label, n]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid gap-1 text-sm">
        {amounts.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {c.difference !== null && (
        <p>
          <Badge variant={differenceVariant(c.difference)} className="text-sm">
            {differenceText(c.difference, currency)}
          </Badge>
        </p>
      )}
      {c.lines.length > 0 && (
        <div className="grid gap-2">
          <p className="text-xs font-medium text-muted-foreground">{w.lines}</p>
          <ul className="grid gap-2 text-sm">
            {c.lines.map((l) => (
              <li key={l.id} className="rounded-md border px-3 py-2">
                <p className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">
                    {l.kind === 'closing' ? w.closingLine : w.correctionLine}
                  </span>
                  <span className="tabular-nums">
                    {l.kind === 'correction' && l.amount > 0 ? '+' : ''}
                    {money(l.amount)}
                  </span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(l.createdAt)}
                  {l.expected !== null && ` · ${w.expectedThen(money(l.expected))}`}
                  {l.recordedByName && ` · ${w.recordedBy(l.recordedByName)}`}
                </p>
                {l.note && <p className="break-words">{l.note}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!c.closed && <ClosingForm day={day} currency={currency} courier={c} />}
      {c.closed &&
        (correcting ? (
          <CorrectionForm day={day} courierId={c.courierId} onDone={() => setCorrecting(false)} />
        ) : (
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={() => setCorrecting(true)}
          >
            {w.addCorrection}
          </Button>
        ))}
    </SectionCard>
  )
}
