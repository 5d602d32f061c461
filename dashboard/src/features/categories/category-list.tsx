import { Pencil, Trash2 } from 'lucide-react'
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
import type { Category } from '#worker/schemas/catalog.ts'

const t = fr.categories

export function CategoryList({
  items,
  onEdit,
  onDelete,
}: {
  items: Category[]
  onEdit: (category: Category) => void
  onDelete: (category: Category) => void
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t.name}</TableHead>
          <TableHead className="hidden sm:table-cell">{t.description}</TableHead>
          <TableHead className="text-right">{t.products}</TableHead>
          <TableHead className="w-24 text-right">
            <span className="sr-only">{t.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((c) => (
          <TableRow key={c.id}>
            <TableCell className="font-medium">
              {c.name}
              {c.description && (
                <p className="mt-0.5 line-clamp-1 text-xs font-normal text-muted-foreground sm:hidden">
                  {c.description}
                </p>
              )}
            </TableCell>
            <TableCell className="hidden max-w-xs text-muted-foreground sm:table-cell">
              <span className="line-clamp-2">{c.description || fr.common.none}</span>
            </TableCell>
            <TableCell className="text-right">
              <Badge variant="secondary" className="tabular-nums">
                {c.productCount}
              </Badge>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${fr.common.edit} ${c.name}`}
                onClick={() => onEdit(c)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive hover:text-destructive"
                aria-label={`${fr.common.delete} ${c.name}`}
                onClick={() => onDelete(c)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
