import { formatDateTime } from '#dashboard/lib/utils.ts'
import type { OrderMessage } from '#worker/schemas/orders.ts'
import { orderWords as w } from './fr.ts'

/** Where each message stands reads at a glance: read and delivered in green, failures in red. */
const tone = (m: OrderMessage) =>
  m.delivery === 'read' || m.delivery === 'delivered'
    ? 'bg-emerald-100 text-emerald-900'
    : m.state.startsWith('Échec')
      ? 'bg-red-100 text-red-900'
      : 'bg-muted text-muted-foreground'

/** The messages the shopper was sent about the order, with what WhatsApp reported of each. */
export function OrderMessages({ messages }: { messages: OrderMessage[] }) {
  if (messages.length === 0)
    return <p className="text-sm text-muted-foreground">{w.messagesEmpty}</p>
  return (
    <ul className="grid min-w-0 gap-3">
      {messages.map((m) => (
        <li key={m.id} className="grid min-w-0 gap-1" data-message={m.id}>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <span className="font-medium">{w.channel[m.channel]}</span>
            <span className="text-muted-foreground">{formatDateTime(m.createdAt)}</span>
            <span className={`rounded-full px-2 py-0.5 wrap-anywhere ${tone(m)}`} data-state>
              {m.state}
            </span>
          </div>
          {/* A tracking link or a provider's error is one long word: it breaks, the page never scrolls sideways on a phone. */}
          <p className="rounded-md bg-muted px-3 py-2 text-sm wrap-anywhere whitespace-pre-line">
            {m.body}
          </p>
        </li>
      ))}
    </ul>
  )
}
