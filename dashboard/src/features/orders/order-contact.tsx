import { MapPin, MessageCircle, Phone, StickyNote, User } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { orderWords as w } from './fr.ts'

const t = fr.orders

/** Who ordered, and one tap to call them or write on WhatsApp (phones are international digits). */
export function OrderContact({ order: o }: { order: Order }) {
  const rows = [
    { icon: User, label: t.customer, value: `${o.firstName} ${o.lastName}` },
    { icon: Phone, label: t.phone, value: `+${o.phone}` },
    { icon: MapPin, label: t.city, value: o.city },
    ...(o.note ? [{ icon: StickyNote, label: t.note, value: o.note }] : []),
  ]
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex gap-3">
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-sm break-words whitespace-pre-line">{value}</dd>
            </div>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <a href={`tel:+${o.phone}`}>
            <Phone aria-hidden="true" />
            {w.call}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`https://wa.me/${o.phone}`} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {w.whatsapp}
          </a>
        </Button>
      </div>
      {o.customerId && (
        <Button asChild variant="link" className="h-auto justify-start p-0">
          <Link to={`/user/customers/${o.customerId}`}>{w.customerProfile}</Link>
        </Button>
      )}
    </div>
  )
}
