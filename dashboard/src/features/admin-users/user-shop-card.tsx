import { Store } from 'lucide-react'
import { LinkButton, StorefrontButton } from '#dashboard/components/link-button.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { DetailRow as Row } from '#dashboard/features/admin-shops/detail-row.tsx'
import { ShopStatusBadge } from '#dashboard/features/admin-shops/shop-status-badge.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminUserDetail } from '#worker/schemas/admin.ts'
import { userWords as w } from './fr.ts'

/** The user's shop with its subscription and counts, linking to the shop's admin page. */
export function UserShopCard({ shop }: { shop: AdminUserDetail['shop'] }) {
  return (
    <SectionCard title={w.shop}>
      {!shop ? (
        <EmptyState>{w.noShop}</EmptyState>
      ) : (
        <div className="grid gap-4">
          <p className="text-lg font-semibold">{shop.name}</p>
          <dl>
            <Row label={w.plan}>{shop.subscription.planName}</Row>
            <Row label={w.subscription}>
              <ShopStatusBadge status={shop.subscription.status} />
            </Row>
            <Row label={w.endDate}>
              {shop.subscription.endDate ? formatDate(shop.subscription.endDate) : w.noEnd}
            </Row>
            {shop.subscription.reason && <Row label={w.reason}>{shop.subscription.reason}</Row>}
            <Row label={w.products}>{shop.productCount}</Row>
            <Row label={w.orders}>{shop.orderCount}</Row>
          </dl>
          <div className="flex flex-wrap gap-2">
            <LinkButton to={`/admin/shops/${encodeURIComponent(shop.id)}`} icon={Store}>
              {w.viewShop}
            </LinkButton>
            <StorefrontButton href={shop.url}>{w.viewStorefront}</StorefrontButton>
          </div>
        </div>
      )}
    </SectionCard>
  )
}
