import { PersonCard } from '#dashboard/components/person-card.tsx'
import type { Customer } from '#worker/schemas/customers.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { customerWords as w } from './fr.ts'

/** customers/card, and the customers list on a phone. */
export function CustomerCards({ items, currency }: { items: Customer[]; currency: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((c) => (
        <li key={c.id}>
          <PersonCard to={`/user/customers/${c.id}`} person={c}>
            <div className="flex items-center justify-between border-t pt-3 text-sm">
              <span className="text-muted-foreground">{w.ordersCount(c.orderCount)}</span>
              <span className="font-semibold tabular-nums">
                {formatMoney(c.totalSpent, currency)}
              </span>
            </div>
          </PersonCard>
        </li>
      ))}
    </ul>
  )
}
