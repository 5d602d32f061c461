import { Pencil, Trash2 } from 'lucide-react'
import { type Column, srOnly } from '#dashboard/components/data-table.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { atelierWords } from './fr.ts'

/** A row's "Modifier" and "Supprimer" icons, named for screen readers. */
function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`${fr.common.edit} ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={`${fr.common.delete} ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  )
}

/** The last column of a named-record table: its row's edit and delete icons. */
export function actionsColumn<T extends { name: string }>(
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
): Column<T> {
  return {
    key: 'actions',
    header: srOnly(atelierWords.record.actions),
    className: 'text-right',
    headClassName: 'w-24',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
    ),
  }
}
