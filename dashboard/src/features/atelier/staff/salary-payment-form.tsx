import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { AppDialog, DialogActions } from '#dashboard/components/app-dialog.tsx'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import { bindField, InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { ApiClientError } from '#dashboard/lib/api-client.ts'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import type { SalaryPaymentInput } from '#worker/schemas/atelier/staff.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { PaymentMethodOptions } from '../shell/payment-method-options.tsx'
import { useAtelierMoney } from '../shell/queries.ts'
import { staffWords } from './fr.ts'
import { type SalaryFormValues, salaryResolver } from './salary-values.ts'

const w = staffWords.salaries
const FIELDS = sameNames<SalaryFormValues>(
  'staffId',
  'amount',
  'period',
  'paidOn',
  'paymentMethod',
  'note',
)

export type PayableStaff = { id: string; name: string; salary: number }

/**
 * A salary payment. With `staff` to choose from, picking a member proposes their salary; a
 * second payment for a month already paid asks for confirmation (an advance on salary).
 */
export function SalaryPaymentForm({
  defaultValues,
  staff,
  onSubmit,
  onCancel,
}: {
  defaultValues: SalaryFormValues
  staff?: PayableStaff[]
  onSubmit: (input: SalaryPaymentInput) => Promise<unknown>
  onCancel?: () => void
}) {
  const id = useId()
  const { currency } = useAtelierMoney()
  const form = useForm<SalaryFormValues, unknown, SalaryPaymentInput>({
    resolver: salaryResolver,
    defaultValues,
  })
  const field = bindField(form, id)
  const [second, setSecond] = useState<{ input: SalaryPaymentInput; message: string } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const { errors } = form.formState

  const send = async (input: SalaryPaymentInput) => {
    try {
      await onSubmit(input)
      setSecond(null)
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409 && !input.allowSecond)
        return setSecond({ input, message: error.message })
      setSecond(null)
      applyServerErrors(form, error, FIELDS)
    }
  }
  const staffField = form.register('staffId', {
    onChange: (e: { target: { value: string } }) => {
      const chosen = staff?.find((s) => s.id === e.target.value)
      if (chosen) form.setValue('amount', toDecimalString(chosen.salary, currency))
    },
  })

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-4">
        {staff && (
          <FormField id={`${id}-staffId`} label={w.staff} error={errors.staffId?.message}>
            <NativeSelect
              {...controlProps(`${id}-staffId`, errors.staffId?.message)}
              {...staffField}
            >
              <option value="">{staffWords.choose}</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={w.amount}
            hint={staff ? w.amountHint : undefined}
            {...moneyInputProps(currency)}
            {...field('amount')}
          />
          <InputField label={w.month} type="month" {...field('period')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={w.paidOn} type="date" {...field('paidOn')} />
          <FormField
            id={`${id}-paymentMethod`}
            label={w.method}
            error={errors.paymentMethod?.message}
          >
            <NativeSelect
              {...controlProps(`${id}-paymentMethod`, errors.paymentMethod?.message)}
              {...form.register('paymentMethod')}
            >
              <PaymentMethodOptions />
            </NativeSelect>
          </FormField>
        </div>
        <TextareaField label={w.note} hint={staffWords.optional} rows={2} {...field('note')} />
        <FormActions
          submitLabel={w.submit}
          submitting={form.formState.isSubmitting}
          onCancel={onCancel}
        />
      </form>
      <AppDialog
        open={second !== null}
        onOpenChange={(open) => !open && setSecond(null)}
        title={w.secondTitle}
        description={second?.message}
        className="max-w-md"
      >
        <DialogActions onCancel={() => setSecond(null)}>
          <Button
            type="button"
            disabled={confirming}
            onClick={async () => {
              if (!second) return
              setConfirming(true)
              await send({ ...second.input, allowSecond: true })
              setConfirming(false)
            }}
          >
            {w.confirmSecond}
          </Button>
        </DialogActions>
      </AppDialog>
    </>
  )
}
