import { Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import type { Product } from '#worker/schemas/catalog.ts'
import { ProductPrice } from './product-price.tsx'

const t = fr.products

function Stock({ stock }: { stock: number }) {
  return stock === 0 ? (
    <Badge variant="destructive">{t.outOfStock}</Badge>
  ) : (
    <span className="tabular-nums">{stock}</span>
  )
}

// One table for every width (columns fold away on phones): duplicated markup would put
// hidden copies of each product name in the page.
export function ProductTable({ items, currency }: { items: Product[]; currency: string }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-14">
            <span className="sr-only">{t.thumbnail}</span>
          </TableHead>
          <TableHead>{t.name}</TableHead>
          <TableHead className="hidden md:table-cell">{t.category}</TableHead>
          <TableHead className="text-right">{t.price}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{t.stock}</TableHead>
          <TableHead className="hidden w-14 md:table-cell">
            <span className="sr-only">{fr.categories.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="pr-0">
              <Thumbnail src={p.imageUrl} alt={p.name} />
            </TableCell>
            <TableCell className="max-w-0 min-w-32 font-medium md:max-w-none">
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
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell">
              {p.categoryName ?? t.noCategory}
            </TableCell>
            <TableCell className="text-right">
              <ProductPrice product={p} currency={currency} />
            </TableCell>
            <TableCell className="hidden text-right sm:table-cell">
              <Stock stock={p.stock} />
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <Button asChild variant="ghost" size="icon">
                <Link to={`/user/products/edit/${p.id}`} aria-label={`${fr.common.edit} ${p.name}`}>
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
