import { useId } from 'react'
import { useForm } from 'react-hook-form'
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
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{w.rejectTitle}</DialogTitle>
          <DialogDescription>{w.rejectText}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={`${id}-message`} label={w.message} error={error}>
            <Textarea
              rows={4}
              maxLength={500}
              {...controlProps(`${id}-message`, error)}
              {...form.register('message')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {fr.common.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
              {w.rejectSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
