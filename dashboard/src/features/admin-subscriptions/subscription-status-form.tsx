import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  type AdminSubscriptionDetail,
  SUBSCRIPTION_STATUS_LABEL,
  SubscriptionStatusInput,
} from '#worker/schemas/plans.ts'
import { SubscriptionStatus } from '#worker/schemas/stores.ts'
import { subscriptionWords as w } from './fr.ts'
import { useChangeSubscriptionStatus } from './queries.ts'

type Values = { status: SubscriptionStatus; message: string }
const resolver = payloadResolver<Values, SubscriptionStatusInput>(SubscriptionStatusInput, (v) => v)

/** "Subscription update": a status and a message to the merchant (suspend, reactivate…). */
export function SubscriptionStatusForm({ sub }: { sub: AdminSubscriptionDetail }) {
  const id = useId()
  const change = useChangeSubscriptionStatus(sub.id)
  const form = useForm<Values, unknown, SubscriptionStatusInput>({
    resolver,
    defaultValues: { status: sub.status, message: '' },
  })
  const { errors, isSubmitting } = form.formState
  const chosen = form.watch('status')
  const submit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input)
      toast.success(w.statusUpdated)
    } catch (error) {
      applyServerErrors(form, error, sameNames<Values>('status', 'message'))
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={`${id}-status`} label={w.statusLabel} error={errors.status?.message}>
        <NativeSelect
          {...controlProps(`${id}-status`, errors.status?.message)}
          {...form.register('status')}
        >
          {SubscriptionStatus.options.map((s) => (
            <option key={s} value={s}>
              {SUBSCRIPTION_STATUS_LABEL[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TextareaField
        id={`${id}-message`}
        label={w.message}
        error={errors.message?.message}
        hint={w.messageHint}
        {...form.register('message')}
      />
      <Button type="submit" disabled={isSubmitting || chosen === sub.status}>
        {w.statusSubmit}
      </Button>
    </form>
  )
}
