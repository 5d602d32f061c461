import { formatDateTime } from '#dashboard/lib/utils.ts'
import type { OrderEvent } from '#worker/schemas/orders.ts'
import { orderWords as w } from './fr.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'

/** The order's timeline, oldest first, with the messages the shopper was sent. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{w.historyEmpty}</p>
  return (
    <ol className="grid gap-0">
      {events.map((e, i) => (
        <li
          key={e.id}
          className="relative grid grid-cols-[1rem_minmax(0,1fr)] gap-3 pb-5 last:pb-0"
        >
          <span className="relative flex justify-center" aria-hidden="true">
            <span className="mt-1.5 size-2.5 rounded-full bg-primary ring-4 ring-primary/15" />
            {i < events.length - 1 && <span className="absolute top-5 -bottom-5 w-px bg-border" />}
          </span>
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <OrderStatusBadge status={e.status} />
              <span className="text-xs text-muted-foreground">
                {formatDateTime(e.createdAt)} ·{' '}
                {w.byActor(
                  // A team member's step names them alone ("Confirmée · par Aïcha", ADR 055).
                  e.actor === 'merchant' && e.actorName
                    ? e.actorName
                    : e.actorName
                      ? `${e.actorName} (${w.actor[e.actor].toLowerCase()})`
                      : w.actor[e.actor],
                )}
              </span>
            </div>
            {e.message && (
              <p className="rounded-md bg-muted px-3 py-2 text-sm wrap-anywhere whitespace-pre-line">
                {e.message}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}
