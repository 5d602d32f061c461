import { Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { productWords } from '#dashboard/features/products/fr.ts'
import { fr } from '#dashboard/lib/fr.ts'
import type { Product } from '#worker/schemas/products.ts'
import { ProductPrice } from './product-price.tsx'

const t = productWords

function Stock({ stock }: { stock: number }) {
  return stock === 0 ? (
    <Badge variant="destructive">{t.outOfStock}</Badge>
  ) : (
    <span className="tabular-nums">{stock}</span>
  )
}

const columns = (currency: string): Column<Product>[] => [
  {
    key: 'thumbnail',
    header: srOnly(t.thumbnail),
    headClassName: 'w-14',
    cellClassName: 'pr-0',
    cell: (p) => <Thumbnail src={p.imageUrl} alt={p.name} />,
  },
  {
    key: 'name',
    header: t.name,
    cellClassName: 'max-w-0 min-w-32 font-medium md:max-w-none',
    cell: (p) => (
      <>
        <Link
          to={`/user/products/${p.id}`}
          className="block truncate hover:text-primary hover:underline"
        >
          {p.name}
        </Link>
        <span className="block truncate text-xs font-normal text-muted-foreground md:hidden">
          {p.categoryName ?? t.noCategory}
        </span>
        {p.status === 'unpublished' && (
          <Badge variant="secondary" className="mt-1">
            {t.status.unpublished}
          </Badge>
        )}
      </>
    ),
  },
  {
    key: 'category',
    header: t.category,
    className: 'hidden md:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: (p) => p.categoryName ?? t.noCategory,
  },
  {
    key: 'price',
    header: t.price,
    className: 'text-right',
    cell: (p) => (
      <>
        <ProductPrice product={p} currency={currency} />
        {/* A phone has no room for the stock column, yet "Stock (croissant)" sorts by it. */}
        <span className="mt-1 block text-xs text-muted-foreground tabular-nums sm:hidden">
          {p.stock === 0 ? <Stock stock={0} /> : t.stockShort(p.stock)}
        </span>
      </>
    ),
  },
  {
    key: 'stock',
    header: t.stock,
    className: 'hidden text-right sm:table-cell',
    cell: (p) => <Stock stock={p.stock} />,
  },
  {
    key: 'edit',
    header: srOnly(fr.common.actions),
    className: 'hidden md:table-cell',
    headClassName: 'w-14',
    cell: (p) => (
      <LinkButton
        to={`/user/products/edit/${p.id}`}
        variant="ghost"
        size="icon"
        aria-label={`${fr.common.edit} ${p.name}`}
        icon={Pencil}
      />
    ),
  },
]

export function ProductTable({ items, currency }: { items: Product[]; currency: string }) {
  return <DataTable rows={items} columns={columns(currency)} />
}
