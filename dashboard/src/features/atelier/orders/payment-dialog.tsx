import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { bindField, InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { type TailoringOrder, TailoringPaymentInput } from '#worker/schemas/atelier/orders.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { PaymentMethodOptions } from '../shell/payment-method-options.tsx'
import { useShopToday } from '../shell/today.ts'
import { orderWords } from './fr.ts'
import { useRecordPayment } from './queries.ts'

const w = orderWords.payments
const FIELDS = sameNames<TailoringPaymentInput>('amount', 'paymentMethod', 'paidOn', 'note')

/** "Encaisser": a payment of the order, written to the cash book; the balance is proposed. */
export function PaymentDialog({
  order,
  open,
  onOpenChange,
}: {
  order: TailoringOrder
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const id = useId()
  const record = useRecordPayment(order.id)
  const today = useShopToday()
  const form = useForm<TailoringPaymentInput>({
    resolver: zodResolver(TailoringPaymentInput),
    defaultValues: {
      amount: toDecimalString(order.balance, order.currency),
      paymentMethod: 'cash',
      paidOn: today,
      note: '',
    },
  })
  const field = bindField(form, id)
  const error = form.formState.errors.paymentMethod?.message
  const submit = form.handleSubmit(async (input) => {
    try {
      await record.mutateAsync(input)
      toast.success(w.recorded)
      onOpenChange(false)
    } catch (err) {
      applyServerErrors(form, err, FIELDS)
    }
  })
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={w.addTitle} className="max-w-md">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <InputField label={w.amount} {...moneyInputProps(order.currency)} {...field('amount')} />
        <FormField id={`${id}-method`} label={orderWords.form.paymentMethod} error={error}>
          <NativeSelect
            {...controlProps(`${id}-method`, error)}
            {...form.register('paymentMethod')}
          >
            <PaymentMethodOptions />
          </NativeSelect>
        </FormField>
        <InputField label={w.paidOn} type="date" max={today} {...field('paidOn')} />
        <TextareaField label={w.note} rows={2} maxLength={300} {...field('note')} />
        <DialogActions onCancel={() => onOpenChange(false)}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {w.submit}
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  )
}
