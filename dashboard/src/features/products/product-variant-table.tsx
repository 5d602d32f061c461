import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { LOW_STOCK, type ProductVariant } from '#worker/schemas/products.ts'
import { pf } from './fr.ts'

/** A variant's stock: a red "Rupture" at 0, amber while at or below LOW_STOCK. */
export function VariantStockBadge({ stock }: { stock: number }) {
  if (stock === 0) return <Badge variant="destructive">{pf.outOfStock}</Badge>
  if (stock <= LOW_STOCK)
    return (
      <Badge variant="warning" title={pf.lowStock}>
        <span className="tabular-nums">{stock}</span>
        <span className="sr-only"> ({pf.lowStock})</span>
      </Badge>
    )
  return <span className="tabular-nums">{stock}</span>
}

/** The stock of each size/colour combination of one product. */
export function ProductVariantTable({ variants }: { variants: ProductVariant[] }) {
  const columns: (Column<ProductVariant> | false)[] = [
    variants.some((v) => v.size) && { key: 'size', header: pf.size, cell: (v) => v.size },
    variants.some((v) => v.color) && { key: 'color', header: pf.color, cell: (v) => v.color },
    {
      key: 'stock',
      header: pf.stock,
      className: 'text-right',
      cell: (v) => <VariantStockBadge stock={v.stock} />,
    },
  ]
  return <DataTable aria-label={pf.variants} rows={variants} columns={columns} />
}
