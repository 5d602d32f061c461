import { ExternalLink, Store } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { DetailRow as Row } from '#dashboard/features/admin-shops/detail-row.tsx'
import { ShopStatusBadge } from '#dashboard/features/admin-shops/shop-status-badge.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminUserDetail } from '#worker/schemas/admin.ts'
import { userWords as w } from './fr.ts'

/** The user's shop with its subscription and counts, linking to the shop's admin page. */
export function UserShopCard({ shop }: { shop: AdminUserDetail['shop'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{w.shop}</CardTitle>
      </CardHeader>
      <CardContent>
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
              <Button asChild>
                <Link to={`/admin/shops/${encodeURIComponent(shop.id)}`}>
                  <Store aria-hidden="true" />
                  {w.viewShop}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <a href={shop.url} target="_blank" rel="noopener">
                  {w.viewStorefront}
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
