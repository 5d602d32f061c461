import { useId, useState } from 'react'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import type { PaymentMethod } from '#worker/schemas/atelier/cashbook.ts'
import { PaymentMethodOptions } from '../shell/payment-method-options.tsx'
import { orderWords } from './fr.ts'

const w = orderWords.stage

export function CancelOrderDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={w.cancelTitle}
      description={w.cancelText}
      confirmLabel={w.cancelConfirm}
      pending={pending}
      onConfirm={onConfirm}
    />
  )
}

/** Delivering an order with a balance: the balance is taken in the same step. */
export function DeliverDialog({
  open,
  onOpenChange,
  balance,
  pending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  balance: string
  pending: boolean
  onConfirm: (method: PaymentMethod) => void
}) {
  const id = useId()
  const [method, setMethod] = useState<PaymentMethod>('cash')
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={w.deliverTitle}
      description={w.deliverText(balance)}
      className="max-w-md"
    >
      <FormField id={`${id}-method`} label={orderWords.form.paymentMethod}>
        <NativeSelect
          id={`${id}-method`}
          value={method}
          onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        >
          <PaymentMethodOptions />
        </NativeSelect>
      </FormField>
      <DialogActions onCancel={() => onOpenChange(false)}>
        <Button disabled={pending} onClick={() => onConfirm(method)}>
          {w.deliverConfirm}
        </Button>
      </DialogActions>
    </AppDialog>
  )
}
