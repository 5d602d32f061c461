import { MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { InitialsAvatar } from './avatar.tsx'

/**
 * A person in a phone-sized list (a customer, a staff member): the whole card links to their
 * page; the avatar (initials unless given), name, phone and city, then the caller's own lines.
 */
export function PersonCard({
  to,
  person: p,
  avatar,
  children,
}: {
  to: string
  person: { firstName: string; lastName: string; phone: string; city?: string | null }
  avatar?: ReactNode
  children: ReactNode
}) {
  return (
    <Link
      to={to}
      className="grid h-full grid-cols-1 gap-3 rounded-xl border bg-card p-4 outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex items-center gap-3">
        {avatar ?? <InitialsAvatar firstName={p.firstName} lastName={p.lastName} />}
        <div className="min-w-0">
          <p className="truncate font-medium">
            {p.firstName} {p.lastName}
          </p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground tabular-nums">
            <Phone className="size-3" aria-hidden="true" />
            {formatPhone(p.phone)}
          </p>
        </div>
      </div>
      {p.city && (
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5" aria-hidden="true" />
          {p.city}
        </p>
      )}
      {children}
    </Link>
  )
}
