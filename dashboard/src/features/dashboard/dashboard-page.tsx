import { useQuery } from '@tanstack/react-query'
import {
  Clock,
  ExternalLink,
  Package,
  Plus,
  ShoppingCart,
  Store as StoreIcon,
  Tags,
} from 'lucide-react'
import { Link, useOutletContext } from 'react-router'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { useMe } from '#dashboard/features/auth/queries.ts'
import { orderListQuery } from '#dashboard/features/orders/queries.ts'
import { productListQuery } from '#dashboard/features/products/queries.ts'
import type { UserOutletContext } from '#dashboard/features/shell/user-shell.tsx'
import { useMyStore } from '#dashboard/features/store/queries.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { ShopSummary } from './shop-summary.tsx'
import { StatCard } from './stat-card.tsx'

const t = fr.dashboard

export function DashboardPage() {
  const me = useMe()
  const { openStoreSetup } = useOutletContext<UserOutletContext>()
  const { data: store, isSuccess } = useMyStore()
  const enabled = Boolean(store)
  const products = useQuery({ ...productListQuery({ pageSize: 1 }), enabled })
  const orders = useQuery({ ...orderListQuery({ pageSize: 1 }), enabled })
  const pending = useQuery({ ...orderListQuery({ status: 'pending', pageSize: 1 }), enabled })

  return (
    <>
      <PageHeader
        title={t.title}
        description={store ? store.name : me ? t.hello(me.firstName) : t.subtitle}
        actions={
          store && (
            <Button asChild variant="outline">
              <a href={store.url} target="_blank" rel="noopener">
                {t.viewShop}
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          )
        }
      />
      {isSuccess && !store ? (
        <EmptyState
          action={
            <Button onClick={openStoreSetup}>
              <StoreIcon aria-hidden="true" />
              {t.setupShop}
            </Button>
          }
        >
          {t.noShop}
        </EmptyState>
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label={t.products}
              value={products.data?.total}
              icon={Package}
              to="/user/products"
            />
            <StatCard
              label={t.orders}
              value={orders.data?.total}
              icon={ShoppingCart}
              to="/user/orders"
            />
            <StatCard
              label={t.pending}
              value={pending.data?.total}
              icon={Clock}
              to="/user/orders?status=pending"
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            {store && <ShopSummary store={store} />}
            <Card>
              <CardHeader>
                <CardTitle>{t.quickActions}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2">
                <Button asChild>
                  <Link to="/user/products/new">
                    <Plus aria-hidden="true" />
                    {fr.products.add}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/user/products/category">
                    <Tags aria-hidden="true" />
                    {fr.categories.title}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/user/orders">
                    <ShoppingCart aria-hidden="true" />
                    {fr.orders.title}
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </>
  )
}
