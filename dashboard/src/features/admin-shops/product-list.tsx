import { Link } from 'react-router'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminProduct } from '#worker/schemas/admin.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { productWords as w } from './fr.ts'

type Props = { items: AdminProduct[]; onModerate: (product: AdminProduct) => void }

function ProductStatusBadge({ status }: { status: AdminProduct['status'] }) {
  return <Badge variant={status === 'active' ? 'success' : 'secondary'}>{w.statuses[status]}</Badge>
}

const shopLink = (p: AdminProduct) => `/admin/shops/${encodeURIComponent(p.shop.id)}`
const price = (p: AdminProduct) => formatMoney(p.currentPrice, p.currency)

function ModerateButton({
  product,
  onModerate,
}: { product: AdminProduct } & Pick<Props, 'onModerate'>) {
  const hiding = product.status === 'active'
  return (
    <Button
      size="sm"
      variant={hiding ? 'outline' : 'default'}
      className={hiding ? 'text-destructive' : undefined}
      onClick={() => onModerate(product)}
      aria-label={`${hiding ? w.unpublish : w.republish} « ${product.name} »`}
    >
      {hiding ? w.unpublish : w.republish}
    </Button>
  )
}

export function ProductTable({ items, onModerate }: Props) {
  const columns: Column<AdminProduct>[] = [
    {
      key: 'product',
      header: w.product,
      cell: (p) => (
        <span className="flex items-center gap-3 font-medium">
          <Thumbnail src={p.imageUrl} alt="" />
          <span className="line-clamp-2">{p.name}</span>
        </span>
      ),
    },
    {
      key: 'shop',
      header: w.shop,
      cell: (p) => (
        <Link to={shopLink(p)} className="hover:text-primary hover:underline">
          {p.shop.name}
        </Link>
      ),
    },
    {
      key: 'price',
      header: w.price,
      className: 'text-right',
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: price,
    },
    {
      key: 'stock',
      header: w.stock,
      className: 'hidden text-right md:table-cell',
      cellClassName: 'tabular-nums',
      cell: (p) => p.stock,
    },
    { key: 'status', header: w.status, cell: (p) => <ProductStatusBadge status={p.status} /> },
    {
      key: 'created',
      header: w.createdAt,
      className: 'hidden xl:table-cell',
      cellClassName: 'whitespace-nowrap text-muted-foreground',
      cell: (p) => formatDate(p.createdAt),
    },
    {
      key: 'actions',
      header: srOnly(w.actions),
      className: 'text-right',
      cell: (p) => <ModerateButton product={p} onModerate={onModerate} />,
    },
  ]
  return <DataTable rows={items} columns={columns} />
}

/** The products list on a phone. */
export function ProductCards({ items, onModerate }: Props) {
  return (
    <ul className="grid gap-3">
      {items.map((p) => (
        <li key={p.id} className="grid gap-3 rounded-xl border bg-card p-3">
          <div className="flex items-start gap-3">
            <Thumbnail src={p.imageUrl} alt="" size={48} />
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
              <p className="line-clamp-2 font-medium">{p.name}</p>
              <Link to={shopLink(p)} className="truncate text-xs text-primary hover:underline">
                {p.shop.name}
              </Link>
              <p className="text-sm tabular-nums">
                {price(p)} · {w.stock} {p.stock}
              </p>
            </div>
          </div>
          <div className="flex items-center justify-between gap-2 border-t pt-3">
            <ProductStatusBadge status={p.status} />
            <ModerateButton product={p} onModerate={onModerate} />
          </div>
        </li>
      ))}
    </ul>
  )
}
