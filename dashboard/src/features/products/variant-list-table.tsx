import { Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { cn } from '#dashboard/lib/utils.ts'
import { LOW_STOCK, type VariantListItem } from '#worker/schemas/products.ts'
import { pf } from './fr.ts'
import { VariantStockBadge } from './product-variant-table.tsx'

const columns: Column<VariantListItem>[] = [
  {
    key: 'photo',
    header: srOnly(pf.photos),
    className: 'hidden sm:table-cell',
    headClassName: 'w-14',
    cellClassName: 'pr-0',
    cell: (v) => <Thumbnail src={v.imageUrl} alt="" />,
  },
  {
    key: 'product',
    header: pf.product,
    cellClassName: 'max-w-0 font-medium sm:max-w-none',
    cell: (v) => (
      <>
        <Link
          to={`/user/products/${v.productId}`}
          className="block truncate hover:text-primary hover:underline"
        >
          {v.productName}
        </Link>
        {/* On phones the size and colour columns fold into the product cell. */}
        <span className="block truncate text-xs font-normal text-muted-foreground sm:hidden">
          {[v.size, v.color].filter(Boolean).join(' · ')}
        </span>
      </>
    ),
  },
  {
    key: 'size',
    header: pf.size,
    className: 'hidden sm:table-cell',
    cell: (v) => v.size || pf.none,
  },
  {
    key: 'color',
    header: pf.color,
    className: 'hidden sm:table-cell',
    cell: (v) => v.color || pf.none,
  },
  {
    key: 'stock',
    header: pf.stock,
    className: 'text-right',
    headClassName: 'w-px whitespace-nowrap',
    cell: (v) => <VariantStockBadge stock={v.stock} />,
  },
  {
    key: 'edit',
    header: srOnly(pf.edit),
    className: 'w-12',
    cellClassName: 'pl-0',
    cell: (v) => (
      <LinkButton
        to={`/user/products/edit/${v.productId}`}
        variant="ghost"
        size="icon"
        aria-label={pf.editProduct(v.productName)}
        icon={Pencil}
      />
    ),
  },
]

/** Every variant of the shop; rows running low are tinted so they stand out in a long list. */
export function VariantListTable({ items }: { items: VariantListItem[] }) {
  return (
    <DataTable
      rows={items}
      columns={columns}
      rowClassName={(v) =>
        cn(
          v.stock === 0 && 'bg-destructive/5',
          v.stock > 0 && v.stock <= LOW_STOCK && 'bg-amber-50 dark:bg-amber-500/10',
        )
      }
    />
  )
}
