import { MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { InitialsAvatar } from '#dashboard/components/avatar.tsx'
import type { Customer } from '#worker/schemas/customers.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { customerWords as w } from './fr.ts'

/** customers/card, and the customers list on a phone. */
export function CustomerCards({ items, currency }: { items: Customer[]; currency: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((c) => (
        <li key={c.id}>
          <Link
            to={`/user/customers/${c.id}`}
            className="grid h-full gap-3 rounded-xl border bg-card p-4 outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <div className="flex items-center gap-3">
              <InitialsAvatar firstName={c.firstName} lastName={c.lastName} />
              <div className="min-w-0">
                <p className="truncate font-medium">
                  {c.firstName} {c.lastName}
                </p>
                <p className="flex items-center gap-1 text-xs text-muted-foreground tabular-nums">
                  <Phone className="size-3" aria-hidden="true" />+{c.phone}
                </p>
              </div>
            </div>
            {c.city && (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin className="size-3.5" aria-hidden="true" />
                {c.city}
              </p>
            )}
            <div className="flex items-center justify-between border-t pt-3 text-sm">
              <span className="text-muted-foreground">{w.ordersCount(c.orderCount)}</span>
              <span className="font-semibold tabular-nums">
                {formatMoney(c.totalSpent, currency)}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
