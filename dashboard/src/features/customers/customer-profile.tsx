import { Mail, MapPin, Phone } from 'lucide-react'
import { InitialsAvatar } from '#dashboard/components/avatar.tsx'
import { ContactButtons } from '#dashboard/components/contact-buttons.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { cn, formatDate, wrappableAmount } from '#dashboard/lib/utils.ts'
import type { CustomerDetail } from '#worker/schemas/customers.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { customerWords as w } from './fr.ts'

export function CustomerTotals({
  customer: c,
  currency,
}: {
  customer: CustomerDetail
  currency: string
}) {
  const tiles = [
    { label: w.orders, value: String(c.orderCount) },
    { label: w.spent, value: wrappableAmount(formatMoney(c.totalSpent, currency)) },
    { label: w.lastOrder, value: c.lastOrderAt ? formatDate(c.lastOrderAt) : w.never },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map((t, i) => (
        <div
          key={t.label}
          className={cn(
            'rounded-xl border bg-card p-3 sm:p-4',
            i === 2 && 'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="text-sm text-muted-foreground">{t.label}</dt>
          <dd className="mt-1 text-lg font-semibold wrap-break-word tabular-nums sm:text-xl">
            {t.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function CustomerProfile({ customer: c }: { customer: CustomerDetail }) {
  const rows = [
    { icon: Phone, value: formatPhone(c.phone) },
    ...(c.email ? [{ icon: Mail, value: c.email }] : []),
    {
      icon: MapPin,
      value: [c.address ?? w.noAddress, c.city].filter(Boolean).join(', '),
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex items-center gap-3">
        <InitialsAvatar
          firstName={c.firstName}
          lastName={c.lastName}
          className="size-12 text-base"
        />
        <div className="min-w-0">
          {/* Their page shows the whole name, on two lines if it must. */}
          <p className="text-lg font-semibold wrap-break-word">
            {c.firstName} {c.lastName}
          </p>
          <p className="text-sm text-muted-foreground">
            {w.since} {formatDate(c.createdAt)}
          </p>
        </div>
      </div>
      <ul className="grid gap-2 text-sm">
        {rows.map(({ icon: Icon, value }) => (
          <li key={value} className="flex items-start gap-2">
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{value}</span>
          </li>
        ))}
      </ul>
      <ContactButtons phone={c.phone} callLabel={w.call} whatsappLabel={w.whatsapp} />
    </div>
  )
}
