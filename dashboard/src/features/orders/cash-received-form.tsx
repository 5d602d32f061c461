import { useForm } from 'react-hook-form'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { CASH_RECEIVED_METHODS, CashReceivedInput } from '#worker/schemas/couriers.ts'
import { formatMoney, toDecimalString } from '#worker/schemas/money.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { PAYMENT_ROW_METHOD_LABEL } from '#worker/schemas/payment-words.ts'
import { cashWords as w } from './fr.ts'
import { useReceiveCash } from './queries.ts'

type CashFormValues = { amount: string; method: (typeof CASH_RECEIVED_METHODS)[number] }

const resolver = payloadResolver<CashFormValues, CashReceivedInput>(CashReceivedInput, (v) => v)
const FIELDS = sameNames<CashFormValues>('amount', 'method')

/**
 * "Encaisser": the rest of the order prefilled; typing less records an "Acompte". The payment
 * badge above follows from the order the server sends back.
 */
export function CashReceivedForm({ order }: { order: Order }) {
  const receive = useReceiveCash(order.id)
  const due = order.amountDue ?? order.total
  const form = useForm<CashFormValues, unknown, CashReceivedInput>({
    resolver,
    defaultValues: { amount: toDecimalString(due, order.currency), method: 'cash' },
  })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (input) => {
    try {
      const after = await receive.mutateAsync(input)
      toast.success(after.paymentStatus === 'paid' ? w.paid : w.partial)
    } catch (error) {
      applyServerErrors(form, error, FIELDS)
    }
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={w.title}
      className="grid gap-3 rounded-lg border p-3"
    >
      <div className="grid gap-1">
        <p className="font-medium">{w.title}</p>
        <p className="text-sm text-muted-foreground">
          {w.left(formatMoney(due, order.currency))}
          {(order.amountPaid ?? 0) > 0 &&
            ` · ${w.received(formatMoney(order.amountPaid!, order.currency))}`}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField
          id="cash-amount"
          label={w.amount}
          hint={w.amountHint}
          error={errors.amount?.message}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...controlProps('cash-amount', errors.amount?.message, true)}
            {...form.register('amount')}
          />
        </FormField>
        <FormField id="cash-method" label={w.method} error={errors.method?.message}>
          <NativeSelect
            {...controlProps('cash-method', errors.method?.message)}
            {...form.register('method')}
          >
            {CASH_RECEIVED_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_ROW_METHOD_LABEL[m]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <Button
        type="submit"
        disabled={receive.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {w.submit}
      </Button>
    </form>
  )
}
