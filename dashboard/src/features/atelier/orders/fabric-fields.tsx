import { useId } from 'react'
import { InputField } from '#dashboard/components/form-fields.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import type { TailoringOrderFormOptions } from '#worker/schemas/atelier/orders.ts'
import { formatMetres } from '../shell/format.ts'
import { orderWords } from './fr.ts'
import type { OrderFormApi } from './order-values.ts'

const w = orderWords.form

/** Brought by the customer (a description) or taken from stock (which fabric, how long). */
export function FabricFields({
  form,
  fabrics,
}: {
  form: OrderFormApi
  fabrics: TailoringOrderFormOptions['fabrics']
}) {
  const id = useId()
  const { errors } = form.formState
  const source = form.watch('fabricSource')
  const radio = (value: 'customer' | 'stock', label: string) => (
    <label className="flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary">
      <input
        type="radio"
        value={value}
        className="accent-primary"
        {...form.register('fabricSource')}
      />
      {label}
    </label>
  )
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-medium">{w.fabric}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {radio('customer', w.fabricCustomer)}
        {radio('stock', w.fabricStock)}
      </div>
      {source === 'stock' ? (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <FormField id={`${id}-fabric`} label={w.fabricChoose} error={errors.fabricId?.message}>
            <NativeSelect
              {...controlProps(`${id}-fabric`, errors.fabricId?.message)}
              {...form.register('fabricId')}
            >
              <option value="">{w.chooseType}</option>
              {fabrics.map((f) => (
                <option key={f.id} value={f.id}>
                  {w.fabricOption(f.name, formatMetres(f.stockCm))}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <InputField
            id={`${id}-meters`}
            label={w.fabricMeters}
            hint={w.fabricMetersHint}
            inputMode="decimal"
            error={errors.fabricMeters?.message}
            {...form.register('fabricMeters')}
          />
        </div>
      ) : (
        <InputField
          id={`${id}-note`}
          label={w.fabricNote}
          placeholder={w.fabricNotePlaceholder}
          error={errors.fabricNote?.message}
          {...form.register('fabricNote')}
        />
      )}
    </fieldset>
  )
}
