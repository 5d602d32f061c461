import { MapPin, Navigation, Phone, StickyNote, Truck, User } from 'lucide-react'
import { ContactButtons } from '#dashboard/components/contact-buttons.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { itemsSummary } from '#worker/schemas/order-summary.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { orderListWords, orderWords as w } from './fr.ts'
import { customerName } from './order-customer.ts'
import { deliveryWhere } from './order-delivery.ts'

const t = orderListWords

/** "Ouaga 2000 · 24 h": the zone and its delay as the order copied them. */
const deliveryLine = (o: Order) => [deliveryWhere(o), o.delivery?.delay].filter(Boolean).join(' · ')

/** A maps link the courier opens (only an https link is one), else the words typed. */
function locationOf(value: string) {
  if (!/^https:\/\//.test(value)) return value
  return (
    <a href={value} target="_blank" rel="noopener noreferrer" className="underline">
      {w.delivery.openMap}
    </a>
  )
}

/**
 * The WhatsApp chat's first words: the order in one line (items, sizes, total) and its tracking
 * link, so the merchant confirms it without typing it again (issue 27).
 */
function orderChatText(o: Order) {
  const items = o.items ? itemsSummary(o.items) : ''
  return w.chatText({
    firstName: o.firstName,
    number: o.number,
    items,
    total: formatMoney(o.total, o.currency),
    link: o.trackingUrl,
  })
}

/** Who ordered, and one tap to call them or write on WhatsApp (phones are international digits). */
export function OrderContact({ order: o }: { order: Order }) {
  const rows = [
    { icon: User, label: t.customer, value: customerName(o) },
    // A sale recorded at the counter may have neither phone nor city.
    ...(o.phone ? [{ icon: Phone, label: t.phone, value: formatPhone(o.phone) }] : []),
    ...(o.city ? [{ icon: MapPin, label: t.city, value: o.city }] : []),
    ...(o.delivery ? [{ icon: Truck, label: w.delivery.title, value: deliveryLine(o) }] : []),
    ...(o.delivery?.landmark
      ? [{ icon: Navigation, label: w.delivery.landmark, value: o.delivery.landmark }]
      : []),
    ...(o.delivery?.locationUrl
      ? [
          {
            icon: Navigation,
            label: w.delivery.location,
            value: locationOf(o.delivery.locationUrl),
          },
        ]
      : []),
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
              <dd className="text-sm wrap-anywhere whitespace-pre-line">{value}</dd>
            </div>
          </div>
        ))}
      </dl>
      {o.phone && (
        <ContactButtons
          phone={o.phone}
          callLabel={w.call}
          whatsappLabel={w.whatsapp}
          text={orderChatText(o)}
        />
      )}
      {o.customerId && (
        <LinkButton
          to={`/user/customers/${o.customerId}`}
          variant="link"
          className="h-auto justify-start p-0"
        >
          {w.customerProfile}
        </LinkButton>
      )}
    </div>
  )
}
