import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'

/**
 * One row of a settings list the merchant edits in place (a delivery zone, a courier): its name,
 * "(désactivé)" when off, a line of details, and the pencil and bin buttons named after it.
 */
export function EditableRow({
  name,
  active,
  details,
  removing,
  onEdit,
  onRemove,
  words: t,
}: {
  name: string
  active: boolean
  details: ReactNode
  removing: boolean
  onEdit: () => void
  onRemove: () => void
  /** The feature's own words: "désactivée", "Modifier la zone Cocody"… */
  words: { off: string; edit: (name: string) => string; remove: (name: string) => string }
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {name}
          {active ? null : <span className="ml-2 text-sm text-muted-foreground">({t.off})</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{details}</p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.edit(name)}
          title={t.edit(name)}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.remove(name)}
          title={t.remove(name)}
          disabled={removing}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  )
}
