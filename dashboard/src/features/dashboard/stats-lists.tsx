import { Link } from 'react-router'
import { InitialsAvatar } from '#dashboard/components/avatar.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Stats } from '#worker/schemas/stats.ts'
import { boardWords as w } from './fr.ts'

const Empty = ({ children }: { children: string }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
)

export function BestSellers({
  items,
  currency,
}: {
  items: Stats['bestSellers']
  currency: string
}) {
  if (items.length === 0) return <Empty>{w.bestSellersEmpty}</Empty>
  return (
    <ol className="grid grid-cols-1 gap-3">
      {items.map((p, i) => (
        <li key={p.productId ?? p.name} className="flex items-center gap-3 text-sm">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold">
            {i + 1}
          </span>
          <div className="min-w-0 flex-1">
            {p.productId ? (
              <Link
                to={`/user/products/${p.productId}`}
                className="block truncate leading-6 font-medium hover:underline"
              >
                {p.name}
              </Link>
            ) : (
              <p className="truncate font-medium">{p.name}</p>
            )}
            <p className="text-xs text-muted-foreground">{w.sold(p.quantity)}</p>
          </div>
          <span className="font-medium whitespace-nowrap tabular-nums">
            {formatMoney(p.revenue, currency)}
          </span>
        </li>
      ))}
    </ol>
  )
}

/** `noProduct`: an empty shop has nothing in low stock, but nothing is fine either. */
export function LowStock({ items, noProduct }: { items: Stats['lowStock']; noProduct: boolean }) {
  if (items.length === 0) return <Empty>{noProduct ? w.lowStockNoProduct : w.lowStockEmpty}</Empty>
  return (
    <ul className="grid grid-cols-1 gap-3">
      {items.map((p) => (
        <li key={p.variantId ?? p.productId} className="flex items-center gap-3 text-sm">
          <div className="min-w-0 flex-1">
            <Link
              to={`/user/products/${p.productId}`}
              className="block truncate leading-6 font-medium hover:underline"
            >
              {p.name}
            </Link>
            {p.variant && <p className="text-xs text-muted-foreground">{p.variant}</p>}
          </div>
          <Badge variant={p.stock === 0 ? 'destructive' : 'warning'}>{w.left(p.stock)}</Badge>
        </li>
      ))}
    </ul>
  )
}

export function NewCustomers({ data, days }: { data: Stats['newCustomers']; days: number }) {
  if (data.latest.length === 0) return <Empty>{w.newCustomersEmpty}</Empty>
  return (
    <div className="grid grid-cols-1 gap-3">
      <p className="text-sm text-muted-foreground">{w.newCustomersCount(data.count, days)}</p>
      <ul className="grid grid-cols-1 gap-3">
        {data.latest.map((c) => (
          <li key={c.id}>
            <Link
              to={`/user/customers/${c.id}`}
              className="flex items-center gap-3 text-sm hover:underline"
            >
              <InitialsAvatar
                firstName={c.firstName}
                lastName={c.lastName}
                className="size-8 text-xs"
              />
              <span className="min-w-0 flex-1 truncate font-medium">
                {c.firstName} {c.lastName}
                {c.city && <span className="font-normal text-muted-foreground"> · {c.city}</span>}
              </span>
              <span className="text-xs whitespace-nowrap text-muted-foreground">
                {formatDate(c.createdAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
