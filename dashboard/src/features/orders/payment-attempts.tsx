import { formatDateTime } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { OrderPayment } from '#worker/schemas/orders.ts'
import { PAYMENT_ROW_METHOD_LABEL } from '#worker/schemas/payment-words.ts'
import { paymentWords as w } from './fr.ts'

/** Every attempt to pay the order, oldest first: method, reference, amount, outcome and who said so. */
export function PaymentAttempts({ payments }: { payments: OrderPayment[] }) {
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{w.noAttempt}</p>
  return (
    <ul className="grid gap-2">
      {payments.map((p) => (
        <li key={p.id} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-x-2">
            <span className="font-medium">{PAYMENT_ROW_METHOD_LABEL[p.method]}</span>
            <span className="tabular-nums">{formatMoney(p.amount, p.currency)}</span>
          </div>
          {p.providerRef && (
            <p className="text-xs break-all text-muted-foreground">
              {w.reference} : <span className="font-mono">{p.providerRef}</span>
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            {w.attemptStatus[p.status]}
            {p.confirmedBy &&
              ` · ${p.confirmedByName ? w.confirmedByMember(p.confirmedByName) : w.confirmedBy[p.confirmedBy]}`}
            {' · '}
            {formatDateTime(p.confirmedAt ?? p.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  )
}
