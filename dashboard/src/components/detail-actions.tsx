import { Pencil, Trash2 } from 'lucide-react'
import { type ComponentProps, type ReactNode, useState } from 'react'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { LinkButton } from './link-button.tsx'
import { Button } from './ui/button.tsx'

/**
 * "Supprimer", then a confirmation. `onDelete` deletes and moves on (toast, navigation); when it
 * fails, its message is toasted and the dialog closes.
 */
export function DeleteButton({
  description,
  pending,
  onDelete,
  label = fr.common.delete,
  variant = 'outline',
}: {
  description: ReactNode
  pending: boolean
  onDelete: () => Promise<void>
  label?: string
  variant?: 'outline' | 'destructive'
}) {
  const [confirming, setConfirming] = useState(false)
  const confirm = async () => {
    try {
      await onDelete()
    } catch (error) {
      toast.error(errorMessage(error))
      setConfirming(false)
    }
  }
  return (
    <>
      <Button
        variant={variant}
        className={variant === 'outline' ? 'text-destructive hover:text-destructive' : undefined}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={description}
        pending={pending}
        onConfirm={() => void confirm()}
      />
    </>
  )
}

/** A detail page's "Modifier" (a link to its form) and "Supprimer". */
export function DetailActions({
  editTo,
  ...remove
}: { editTo: string } & ComponentProps<typeof DeleteButton>) {
  return (
    <>
      <LinkButton to={editTo} variant="outline" icon={Pencil}>
        {fr.common.edit}
      </LinkButton>
      <DeleteButton {...remove} />
    </>
  )
}
