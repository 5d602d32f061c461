import { Banknote } from 'lucide-react'
import { useState } from 'react'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import type { TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { formatDay } from '../shell/format.ts'
import { orderWords } from './fr.ts'
import { PaymentDialog } from './payment-dialog.tsx'

const w = orderWords.payments

/** Price, paid and balance, the payments (the order's lines of the cash book), "Encaisser". */
export function PaymentsCard({ order }: { order: TailoringOrder }) {
  const [open, setOpen] = useState(false)
  const money = (minor: number) => formatMoney(minor, order.currency)
  const canPay = order.balance > 0 && order.stage !== 'canceled'
  return (
    <SectionCard title={w.title} icon={Banknote} contentClassName="grid gap-4">
      <dl className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
        {[
          [w.price, order.price],
          [w.paid, order.paid],
          [w.balance, order.balance],
        ].map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-3 last:font-semibold">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{money(amount as number)}</dd>
          </div>
        ))}
      </dl>
      {order.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{w.none}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {order.payments.map((p) => (
            <li key={p.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
              <span>
                {formatDay(p.paidOn)} · {orderWords.methods[p.paymentMethod]}
                {p.note && <span className="block text-xs text-muted-foreground">{p.note}</span>}
              </span>
              <span className="font-medium tabular-nums">{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {canPay && (
        <Button className="w-full sm:w-fit" onClick={() => setOpen(true)}>
          {w.add}
        </Button>
      )}
      {open && <PaymentDialog order={order} open={open} onOpenChange={setOpen} />}
    </SectionCard>
  )
}
