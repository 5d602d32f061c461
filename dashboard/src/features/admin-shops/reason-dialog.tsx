import { useId } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { applyServerErrors, payloadResolver } from '#dashboard/lib/forms.ts'

type Payload = { status: string; reason?: string | undefined }
type ReasonForm = { reason: string }

/**
 * Confirms an administrator's decision (block, suspend, unpublish…) with a message for the
 * person concerned. The shared schema of the route validates it, so a required reason says
 * "Veuillez indiquer le motif" here as the API would.
 */
export function ReasonDialog<T extends Payload>({
  open,
  onOpenChange,
  title,
  description,
  reasonLabel,
  reasonHint,
  confirmLabel,
  destructive = false,
  status,
  schema,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  reasonLabel: string
  reasonHint?: string
  confirmLabel: string
  destructive?: boolean
  status: T['status']
  schema: z.core.$ZodType<T, FieldValues>
  onConfirm: (input: T) => Promise<void>
}) {
  const id = useId()
  const form = useForm<ReasonForm, unknown, T>({
    resolver: payloadResolver<ReasonForm, T>(schema, (v) => ({
      status,
      reason: v.reason,
    })),
    defaultValues: { reason: '' },
  })
  const submit = form.handleSubmit(async (input) => {
    try {
      await onConfirm({ ...input, reason: input.reason || undefined })
      form.reset()
    } catch (error) {
      applyServerErrors(form, error, { reason: 'reason' })
    }
  })
  const error = form.formState.errors.reason?.message
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset()
        onOpenChange(next)
      }}
      title={title}
      description={description}
      className="max-w-md"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextareaField
          id={`${id}-reason`}
          label={reasonLabel}
          hint={reasonHint}
          error={error}
          {...form.register('reason')}
        />
        <DialogActions onCancel={() => onOpenChange(false)}>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'default'}
            disabled={form.formState.isSubmitting}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  )
}
