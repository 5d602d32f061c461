import type { ReactNode } from 'react'
import { fr } from '#dashboard/lib/fr.ts'
import { Button } from './ui/button.tsx'

/** A form's last row: "Annuler" (when the form can be left) and its submit button. */
export function FormActions({
  submitLabel,
  submitting,
  onCancel,
}: {
  submitLabel: ReactNode
  submitting: boolean
  onCancel?: (() => void) | undefined
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          {fr.common.cancel}
        </Button>
      )}
      <Button type="submit" disabled={submitting}>
        {submitLabel}
      </Button>
    </div>
  )
}
