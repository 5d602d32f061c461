import type { ReactNode } from 'react'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { UserStatusBadge } from '#dashboard/components/user-status-badge.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminShopDetail } from '#worker/schemas/admin.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { DetailRow as Row } from './detail-row.tsx'
import { shopWords as w } from './fr.ts'
import { ShopStatusBadge } from './shop-status-badge.tsx'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <SectionCard title={title}>{children}</SectionCard>
}

export function SubscriptionCard({ shop }: { shop: AdminShopDetail }) {
  const s = shop.subscription
  return (
    <Section title={w.subscription}>
      <dl>
        <Row label={w.plan}>{s.planName}</Row>
        <Row label={w.status}>
          <ShopStatusBadge status={s.status} />
        </Row>
        <Row label={w.endDate}>{s.endDate ? formatDate(s.endDate) : w.noEnd}</Row>
        {s.reason && <Row label={w.reason}>{s.reason}</Row>}
      </dl>
    </Section>
  )
}

export function FiguresCard({ shop }: { shop: AdminShopDetail }) {
  return (
    <Section title={w.figures}>
      <dl>
        <Row label={w.products}>{shop.counts.products}</Row>
        <Row label={w.orders}>{shop.counts.orders}</Row>
        <Row label={w.customers}>{shop.counts.customers}</Row>
        <Row label={w.revenue}>
          <span className="whitespace-nowrap">{formatMoney(shop.revenue, shop.currency)}</span>
        </Row>
      </dl>
      <p className="text-xs text-muted-foreground">{w.revenueHint}</p>
      <LinkButton
        to={`/admin/products?storeId=${encodeURIComponent(shop.id)}`}
        variant="outline"
        className="mt-4"
      >
        {w.seeProducts}
      </LinkButton>
    </Section>
  )
}

export function OwnerCard({ shop }: { shop: AdminShopDetail }) {
  const o = shop.owner
  return (
    <Section title={w.owner}>
      <dl>
        <Row label={w.owner}>
          {o.firstName} {o.lastName}
        </Row>
        <Row label={w.email}>{o.email ?? fr.common.none}</Row>
        <Row label={w.phone}>{o.phone ? formatPhone(o.phone) : fr.common.none}</Row>
        <Row label={w.status}>
          <UserStatusBadge status={o.status} />
        </Row>
      </dl>
      <LinkButton
        to={`/admin/users/${encodeURIComponent(o.id)}`}
        variant="outline"
        className="mt-4"
      >
        {w.ownerProfile}
      </LinkButton>
    </Section>
  )
}

export function ContactCard({ shop }: { shop: AdminShopDetail }) {
  return (
    <Section title={w.contact}>
      <dl>
        <Row label={w.email}>{shop.email}</Row>
        <Row label={w.phone}>{formatPhone(shop.phone)}</Row>
        <Row label={w.address}>{shop.address ?? fr.common.none}</Row>
        <Row label={w.currency}>{shop.currency}</Row>
        <Row label={w.createdAt}>{formatDate(shop.createdAt)}</Row>
      </dl>
    </Section>
  )
}
