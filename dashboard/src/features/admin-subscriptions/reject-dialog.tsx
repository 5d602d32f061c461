import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { RequestRejectInput } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'

type Values = { message: string }
const resolver = payloadResolver<Values, RequestRejectInput>(RequestRejectInput, (v) => v)

/** "Refuser": the reason is required, the merchant receives it. */
export function RejectDialog({
  open,
  onOpenChange,
  onReject,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onReject: (input: RequestRejectInput) => Promise<unknown>
}) {
  const id = useId()
  const form = useForm<Values, unknown, RequestRejectInput>({
    resolver,
    defaultValues: { message: '' },
  })
  const error = form.formState.errors.message?.message
  const submit = form.handleSubmit(async (input) => {
    try {
      await onReject(input)
      onOpenChange(false)
    } catch (err) {
      applyServerErrors(form, err, sameNames<Values>('message'))
    }
  })
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={w.rejectTitle}
      description={w.rejectText}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextareaField
          id={`${id}-message`}
          label={w.message}
          error={error}
          rows={4}
          {...form.register('message')}
        />
        <DialogActions onCancel={() => onOpenChange(false)}>
          <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
            {w.rejectSubmit}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  )
}
