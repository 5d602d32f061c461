import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Facts } from '#dashboard/features/admin-plans/facts.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { formatDate, formatDateTime } from '#dashboard/lib/utils.ts'
import type { AdminPlanRequest, AdminSubscriptionDetail } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { RequestStatusBadge } from './status-badges.tsx'

const sentAt = (iso: string | null) => (iso ? formatDateTime(iso) : w.notSent)

export function SubscriptionFacts({ sub }: { sub: AdminSubscriptionDetail }) {
  return (
    <SectionCard title={w.subscription}>
      <Facts
        rows={[
          [
            w.plan,
            <Link key="p" to={`/admin/plan/view/${sub.plan.id}`} className="underline">
              {sub.plan.name}
            </Link>,
          ],
          [w.started, formatDate(sub.startedAt)],
          [w.endDate, sub.endDate ? formatDateTime(sub.endDate) : w.noEnd],
          ...(sub.endDate
            ? ([
                [w.remindedWeek, sentAt(sub.remindedWeekAt)],
                [w.remindedDay, sentAt(sub.remindedDayAt)],
              ] as [string, string][])
            : []),
          ...(sub.reason ? ([[w.reason, sub.reason]] as [string, string][]) : []),
        ]}
      />
    </SectionCard>
  )
}

export function ShopFacts({ sub }: { sub: AdminSubscriptionDetail }) {
  const owner = sub.owner ? `${sub.owner.firstName} ${sub.owner.lastName}` : '—'
  return (
    <SectionCard title={w.shop} contentClassName="grid gap-3">
      <Facts
        rows={[
          [w.shop, sub.shop.name],
          [w.owner, owner],
          [w.email, sub.shop.email],
          [w.phone, formatPhone(sub.shop.phone)],
        ]}
      />
      <a
        href={`/${sub.shop.slug}/home`}
        target="_blank"
        rel="noreferrer"
        className="inline-flex w-fit items-center gap-1 text-sm text-primary underline"
      >
        {w.storefront}
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </SectionCard>
  )
}

export function LimitsFacts({ sub }: { sub: AdminSubscriptionDetail }) {
  const max = sub.limits.maxProducts
  return (
    <SectionCard title={w.limits} contentClassName="grid gap-3">
      <Facts
        rows={[
          [
            w.products,
            `${sub.usage.products} / ${max === null ? w.unlimited : max.toLocaleString('fr-FR')}`,
          ],
          [w.imagesPerProduct, String(sub.limits.maxImagesPerProduct)],
          [w.customDomain, sub.limits.customDomain ? w.yes : w.no],
        ]}
      />
      {sub.status === 'expired' && sub.endDate && (
        <p className="text-sm text-muted-foreground">{w.freeLimits}</p>
      )}
    </SectionCard>
  )
}

export function ShopRequests({ requests }: { requests: AdminPlanRequest[] }) {
  return (
    <SectionCard title={w.requests}>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{w.noRequests}</p>
      ) : (
        <ul className="divide-y text-sm">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/admin/subscription/requested/${r.id}`} className="font-medium underline">
                {r.plan.name}
              </Link>
              <span className="text-muted-foreground">{formatDate(r.createdAt)}</span>
              <RequestStatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
