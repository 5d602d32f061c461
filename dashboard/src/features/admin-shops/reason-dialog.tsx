import { useId } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#dashboard/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#dashboard/components/ui/dialog.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Textarea } from '#dashboard/components/ui/textarea.tsx'
import { applyServerErrors, payloadResolver } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'

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
  schema: z.ZodType<T, FieldValues>
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset()
        onOpenChange(next)
      }}
    >
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-reason`} label={reasonLabel} hint={reasonHint} error={error}>
            <Textarea
              {...controlProps(`${id}-reason`, error, Boolean(reasonHint))}
              rows={3}
              maxLength={500}
              {...form.register('reason')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {fr.common.cancel}
            </Button>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={form.formState.isSubmitting}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
