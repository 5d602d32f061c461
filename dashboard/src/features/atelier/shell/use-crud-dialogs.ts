import { useState } from 'react'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'

/**
 * A delete confirmation: the row being deleted (null: closed), and `confirmDelete` that
 * removes it, toasts the outcome and closes the dialog either way.
 */
export function useDeleteDialog<T>(remove: (row: T) => Promise<unknown>, deletedText: string) {
  const [deleting, setDeleting] = useState<T | null>(null)
  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove(deleting)
      toast.success(deletedText)
    } catch (error) {
      toast.error(errorMessage(error))
    }
    setDeleting(null)
  }
  return { deleting, setDeleting, confirmDelete }
}

/**
 * What a list screen with an add/edit dialog and a delete confirmation keeps: the dialog
 * open (`'new'` or the row being edited) and the row being deleted.
 */
export function useCrudDialogs<T>(remove: (row: T) => Promise<unknown>, deletedText: string) {
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  return { editing, setEditing, ...useDeleteDialog(remove, deletedText) }
}
