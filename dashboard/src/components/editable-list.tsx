import type { UseMutationResult } from '@tanstack/react-query'
import { Fragment, type ReactNode, useState } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { EditableRow } from './editable-row.tsx'

type Row = { id: string; name: string; active: boolean }
type RowWords = Parameters<typeof EditableRow>[0]['words']

/**
 * A settings list edited by the form under it (delivery zones, couriers): each row with its
 * details, pencil and bin; one form adds, the same form edits the row chosen. `form` is keyed by
 * the row edited, so choosing another starts it afresh; it calls `done` once saved or left.
 */
export function EditableList<T extends Row>({
  items,
  empty,
  details,
  remove,
  removed,
  words,
  form,
}: {
  items: T[]
  empty: string
  details: (item: T) => ReactNode
  remove: UseMutationResult<unknown, Error, string>
  /** The toast once a row is removed. */
  removed: string
  words: RowWords
  form: (editing: T | null, done: () => void) => ReactNode
}) {
  const [editing, setEditing] = useState<T | null>(null)
  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast.success(removed),
      onError: (error) => toast.error(errorMessage(error)),
    })
  return (
    <>
      {items.length === 0 ? (
        <p className="mb-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mb-6 grid grid-cols-[minmax(0,1fr)] gap-2">
          {items.map((item) => (
            <EditableRow
              key={item.id}
              name={item.name}
              active={item.active}
              details={details(item)}
              removing={remove.isPending}
              onEdit={() => setEditing(item)}
              onRemove={() => onRemove(item.id)}
              words={words}
            />
          ))}
        </ul>
      )}
      <Fragment key={editing?.id ?? 'new'}>{form(editing, () => setEditing(null))}</Fragment>
    </>
  )
}

/** The edit form's last row: "Ajouter" for a new row, "Enregistrer" and "Annuler" for one edited. */
export function EditFormButtons({
  editing,
  submitting,
  add,
  save,
  cancel,
  onCancel,
}: {
  editing: boolean
  submitting: boolean
  add: string
  save: string
  cancel: string
  onCancel: () => void
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={submitting}>
        {editing ? save : add}
      </Button>
      {editing ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {cancel}
        </Button>
      ) : null}
    </div>
  )
}
