import { Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { cn } from '#dashboard/lib/utils.ts'
import { LOW_STOCK, type VariantListItem } from '#worker/schemas/catalog.ts'
import { pf } from './fr.ts'
import { VariantStockBadge } from './product-variant-table.tsx'

/** Every variant of the shop; rows running low are tinted so they stand out in a long list. */
export function VariantListTable({ items }: { items: VariantListItem[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="hidden w-14 sm:table-cell">
            <span className="sr-only">{pf.photos}</span>
          </TableHead>
          <TableHead>{pf.product}</TableHead>
          <TableHead className="hidden sm:table-cell">{pf.size}</TableHead>
          <TableHead className="hidden sm:table-cell">{pf.color}</TableHead>
          <TableHead className="w-px text-right whitespace-nowrap">{pf.stock}</TableHead>
          <TableHead className="w-12">
            <span className="sr-only">{pf.edit}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((v) => (
          <TableRow
            key={v.id}
            className={cn(
              v.stock === 0 && 'bg-destructive/5',
              v.stock > 0 && v.stock <= LOW_STOCK && 'bg-amber-50 dark:bg-amber-500/10',
            )}
          >
            <TableCell className="hidden pr-0 sm:table-cell">
              <Thumbnail src={v.imageUrl} alt="" />
            </TableCell>
            <TableCell className="max-w-0 font-medium sm:max-w-none">
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
            </TableCell>
            <TableCell className="hidden sm:table-cell">{v.size || pf.none}</TableCell>
            <TableCell className="hidden sm:table-cell">{v.color || pf.none}</TableCell>
            <TableCell className="text-right">
              <VariantStockBadge stock={v.stock} />
            </TableCell>
            <TableCell className="w-12 pl-0">
              <Button asChild variant="ghost" size="icon">
                <Link
                  to={`/user/products/edit/${v.productId}`}
                  aria-label={pf.editProduct(v.productName)}
                >
                  <Pencil aria-hidden="true" />
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
