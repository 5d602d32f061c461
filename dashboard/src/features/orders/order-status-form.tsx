import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  CHOOSABLE_STATUSES,
  ORDER_STATUS_LABEL,
  type OrderStatus,
} from '#worker/schemas/order-status.ts'
import { type Order, OrderStatusInput } from '#worker/schemas/orders.ts'
import { orderWords as w } from './fr.ts'
import { feePending } from './order-delivery.ts'
import { useUpdateOrderStatus } from './queries.ts'

type Values = { status: OrderStatus; message: string; deliveryFee: string }
const resolver = payloadResolver<Values, OrderStatusInput>(OrderStatusInput, (v) => v)

/** "Order update": a new status and an optional message the shopper sees on the tracking page. */
export function OrderStatusForm({ order }: { order: Order }) {
  const id = useId()
  const update = useUpdateOrderStatus(order.id)
  const [confirming, setConfirming] = useState<OrderStatusInput | null>(null)
  const form = useForm<Values, unknown, OrderStatusInput>({
    resolver,
    defaultValues: { status: order.status, message: '', deliveryFee: '' },
  })
  const { errors, isSubmitting } = form.formState
  const chosen = form.watch('status')

  const send = async (input: OrderStatusInput) => {
    try {
      // The page remounts this form (keyed by status) with the new status and an empty message.
      await update.mutateAsync(input)
      toast.success(w.updated)
    } catch (error) {
      applyServerErrors(form, error, sameNames<Values>('status', 'message', 'deliveryFee'))
    }
  }
  const submit = form.handleSubmit(async (input) => {
    if (input.status === 'canceled') setConfirming(input)
    else await send(input)
  })

  if (order.status === 'canceled')
    return <p className="text-sm text-muted-foreground">{w.canceledFinal}</p>
  // Refused at the door (ADR 052): final, and never chosen here.
  if (order.status === 'refused')
    return <p className="text-sm text-muted-foreground">{w.refusedFinal}</p>
  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField
          id={`${id}-status`}
          label={w.statusLabel}
          error={errors.status?.message}
          hint={chosen === order.status ? w.chooseOther : undefined}
        >
          <NativeSelect
            {...controlProps(`${id}-status`, errors.status?.message, chosen === order.status)}
            {...form.register('status')}
          >
            {CHOOSABLE_STATUSES.map((s) => (
              <option
                key={s}
                value={s}
                disabled={s === 'canceled' && order.status === 'delivered'}
                title={
                  s === 'canceled' && order.status === 'delivered' ? w.notCancelable : undefined
                }
              >
                {ORDER_STATUS_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {feePending(order) ? (
          <FormField
            id={`${id}-fee`}
            label={w.delivery.feeLabel}
            hint={w.delivery.feeHint}
            error={errors.deliveryFee?.message}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="sm:max-w-40"
              {...controlProps(`${id}-fee`, errors.deliveryFee?.message, true)}
              {...form.register('deliveryFee')}
            />
          </FormField>
        ) : null}
        <TextareaField
          id={`${id}-message`}
          label={w.messageLabel}
          error={errors.message?.message}
          hint={w.messageHint}
          {...form.register('message')}
        />
        <Button type="submit" disabled={isSubmitting || chosen === order.status}>
          {w.submit}
        </Button>
      </form>
      {/* Canceling is final and gives the stock back: the merchant confirms it first. */}
      <ConfirmDialog
        open={confirming !== null}
        title={w.cancelTitle}
        description={w.cancelText}
        cancelLabel={w.cancelBack}
        confirmLabel={w.cancelConfirm}
        showClose={false}
        pending={update.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={async () => {
          if (confirming) await send(confirming)
          setConfirming(null)
        }}
      />
    </>
  )
}
