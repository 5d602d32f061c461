import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import { bindField, InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors, sameNames } from '#dashboard/lib/forms.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { type CashbookEntryInput, ENTRY_KINDS } from '#worker/schemas/atelier/cashbook.ts'
import { PaymentMethodOptions } from '../shell/payment-method-options.tsx'
import { useAtelierMoney } from '../shell/queries.ts'
import { type EntryFormValues, entryResolver, newEntry } from './entry-values.ts'
import { cashbookWords as w } from './fr.ts'
import { cashbookCategoriesQuery } from './queries.ts'

const FIELDS = sameNames<EntryFormValues>(
  'kind',
  'categoryId',
  'amount',
  'label',
  'occurredOn',
  'paymentMethod',
  'note',
)

/** A manual line of the cash book; the categories offered are those of the chosen kind. */
export function EntryForm({
  defaultValues = newEntry(),
  onSubmit,
  onCancel,
}: {
  defaultValues?: EntryFormValues
  onSubmit: (input: CashbookEntryInput) => Promise<unknown>
  onCancel: () => void
}) {
  const id = useId()
  const form = useForm<EntryFormValues, unknown, CashbookEntryInput>({
    resolver: entryResolver,
    defaultValues,
  })
  const field = bindField(form, id)
  const money = moneyInputProps(useAtelierMoney().currency)
  const { errors } = form.formState
  const categories = useQuery(cashbookCategoriesQuery()).data ?? []
  const kind = form.watch('kind')
  const offered = categories.filter((c) => c.kind === kind)
  const kindField = form.register('kind', {
    onChange: () => form.setValue('categoryId', ''),
  })

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, FIELDS)
    }
  })

  const select = (name: 'kind' | 'categoryId' | 'paymentMethod') => ({
    ...controlProps(`${id}-${name}`, errors[name]?.message),
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-kind`} label={w.kind} error={errors.kind?.message}>
          <NativeSelect {...select('kind')} {...kindField}>
            {ENTRY_KINDS.map((k) => (
              <option key={k} value={k}>
                {w.kinds[k]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-categoryId`} label={w.category} error={errors.categoryId?.message}>
          <NativeSelect {...select('categoryId')} {...form.register('categoryId')}>
            <option value="">{w.chooseCategory}</option>
            {offered.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <InputField label={w.label} autoComplete="off" {...field('label')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label={w.amount} {...money} {...field('amount')} />
        <InputField label={w.date} type="date" {...field('occurredOn')} />
        <FormField
          id={`${id}-paymentMethod`}
          label={w.method}
          error={errors.paymentMethod?.message}
        >
          <NativeSelect {...select('paymentMethod')} {...form.register('paymentMethod')}>
            <PaymentMethodOptions />
          </NativeSelect>
        </FormField>
      </div>
      <TextareaField label={w.note} hint={w.optional} rows={2} {...field('note')} />
      <FormActions
        submitLabel={w.submit}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  )
}
