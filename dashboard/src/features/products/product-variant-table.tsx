import { Badge } from '#dashboard/components/ui/badge.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { LOW_STOCK, type ProductVariant } from '#worker/schemas/catalog.ts'
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
  const hasSize = variants.some((v) => v.size)
  const hasColor = variants.some((v) => v.color)
  return (
    <Table aria-label={pf.variants}>
      <TableHeader>
        <TableRow>
          {hasSize && <TableHead>{pf.size}</TableHead>}
          {hasColor && <TableHead>{pf.color}</TableHead>}
          <TableHead className="text-right">{pf.stock}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {variants.map((v) => (
          <TableRow key={v.id}>
            {hasSize && <TableCell>{v.size}</TableCell>}
            {hasColor && <TableCell>{v.color}</TableCell>}
            <TableCell className="text-right">
              <VariantStockBadge stock={v.stock} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
