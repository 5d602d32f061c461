import { Mail, MapPin, Phone } from 'lucide-react'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { copyFor } from '#worker/schemas/image-sizes.ts'
import type { Store } from '#worker/schemas/stores.ts'
import { shopAddress } from './shop-address.ts'

export function ShopSummary({ store }: { store: Store }) {
  // Only what the shop has: the e-mail may be empty after a WhatsApp sign-up (ADR 024).
  const rows = [
    { icon: Phone, value: formatPhone(store.phone) },
    { icon: Mail, value: store.email },
    { icon: MapPin, value: store.address ?? '' },
  ].filter((row) => row.value)
  return (
    <Card className="overflow-hidden pt-0">
      <div className="h-16" style={{ backgroundColor: store.color }} aria-hidden="true" />
      <CardContent className="-mt-10 grid gap-4">
        <div className="flex items-end gap-3">
          {store.logoUrl ? (
            <img
              src={copyFor(store.logoUrl, 64)}
              alt=""
              className="size-16 rounded-xl border-4 border-card bg-card object-cover"
            />
          ) : (
            <span
              className="flex size-16 items-center justify-center rounded-xl border-4 border-card text-2xl font-bold text-white"
              style={{ backgroundColor: store.color }}
              aria-hidden="true"
            >
              {store.name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0 pb-1">
            <h2 className="truncate text-lg font-semibold">{store.name}</h2>
            <p className="truncate text-sm text-muted-foreground">{shopAddress(store.url)}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">
            {fr.dashboard.currency} : {store.currency}
          </Badge>
          {store.brand && <Badge variant="outline">{store.brand}</Badge>}
        </div>
        <ul className="grid gap-2 text-sm">
          {rows.map(({ icon: Icon, value }) => (
            <li key={value} className="flex items-center gap-2 text-muted-foreground">
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate text-foreground">{value}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
