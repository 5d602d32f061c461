import { Pencil, Trash2 } from 'lucide-react'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { categoryWords } from '#dashboard/features/categories/fr.ts'
import { fr } from '#dashboard/lib/fr.ts'
import type { Category } from '#worker/schemas/categories.ts'

const t = categoryWords

export function CategoryList({
  items,
  onEdit,
  onDelete,
}: {
  items: Category[]
  onEdit: (category: Category) => void
  onDelete: (category: Category) => void
}) {
  const columns: Column<Category>[] = [
    {
      key: 'name',
      header: t.name,
      cellClassName: 'font-medium',
      cell: (c) => (
        <>
          {c.name}
          {c.description && (
            <p className="mt-0.5 line-clamp-1 text-xs font-normal text-muted-foreground sm:hidden">
              {c.description}
            </p>
          )}
        </>
      ),
    },
    {
      key: 'description',
      header: t.description,
      className: 'hidden sm:table-cell',
      cellClassName: 'max-w-xs text-muted-foreground',
      cell: (c) => <span className="line-clamp-2">{c.description || fr.common.none}</span>,
    },
    {
      key: 'products',
      header: t.products,
      className: 'text-right',
      cell: (c) => (
        <Badge variant="secondary" className="tabular-nums">
          {c.productCount}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: srOnly(t.actions),
      className: 'text-right',
      headClassName: 'w-24',
      cellClassName: 'whitespace-nowrap',
      cell: (c) => (
        <>
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
        </>
      ),
    },
  ]
  return <DataTable rows={items} columns={columns} />
}
