import { useQuery } from '@tanstack/react-query'
import { Plus, X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useFieldArray } from 'react-hook-form'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FieldError, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { GarmentType, Measurement } from '#worker/schemas/atelier/measurements.ts'
import { orderWords } from './fr.ts'
import { MeasureDialog } from './measure-dialog.tsx'
import { newGarment, type OrderFormApi } from './order-values.ts'
import { customerMeasurementsQuery } from './queries.ts'

const w = orderWords.form

function GarmentRow({
  form,
  index,
  types,
  measurements,
  customerId,
  onRemove,
}: {
  form: OrderFormApi
  index: number
  types: GarmentType[]
  measurements: Measurement[]
  customerId: string
  onRemove?: () => void
}) {
  const id = `${useId()}-g${index}`
  const errors = form.formState.errors.garments?.[index]
  const typeId = form.watch(`garments.${index}.garmentTypeId`)
  const ofType = measurements.filter((m) => m.garmentTypeId === typeId)
  const typeField = form.register(`garments.${index}.garmentTypeId`, {
    // The newest measurement of the type is the one a tailor means, unless they pick another.
    onChange: (e: { target: { value: string } }) => {
      const newest = measurements.find((m) => m.garmentTypeId === e.target.value)
      form.setValue(`garments.${index}.measurementId`, newest?.id ?? '')
    },
  })
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_6rem_minmax(0,1fr)_auto] sm:items-start">
      <FormField id={`${id}-type`} label={w.garmentType} error={errors?.garmentTypeId?.message}>
        <NativeSelect
          {...controlProps(`${id}-type`, errors?.garmentTypeId?.message)}
          {...typeField}
        >
          <option value="">{w.chooseType}</option>
          {types.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-qty`} label={w.quantity} error={errors?.quantity?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          {...controlProps(`${id}-qty`, errors?.quantity?.message)}
          {...form.register(`garments.${index}.quantity`, { valueAsNumber: true })}
        />
      </FormField>
      <FormField id={`${id}-msr`} label={w.measurement} error={errors?.measurementId?.message}>
        <NativeSelect
          disabled={!typeId}
          // Controlled: the options arrive with the type, after setValue picked the newest.
          value={form.watch(`garments.${index}.measurementId`) ?? ''}
          {...controlProps(`${id}-msr`, errors?.measurementId?.message)}
          {...form.register(`garments.${index}.measurementId`)}
        >
          <option value="">{w.noMeasurement}</option>
          {ofType.map((m) => (
            <option key={m.id} value={m.id}>
              {w.measuredOn(formatDate(m.createdAt))}
            </option>
          ))}
        </NativeSelect>
        {customerId && typeId && ofType.length === 0 && (
          <MeasureDialog
            customerId={customerId}
            typeId={typeId}
            types={types}
            history={measurements}
            onTaken={(measurementId) =>
              form.setValue(`garments.${index}.measurementId`, measurementId)
            }
          />
        )}
      </FormField>
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="justify-self-end sm:mt-6"
          aria-label={w.removeGarment(index + 1)}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </li>
  )
}

/** One row per garment: its type, how many, and which of the customer's measurements. */
export function GarmentRows({ form, types }: { form: OrderFormApi; types: GarmentType[] }) {
  const rows = useFieldArray({ control: form.control, name: 'garments' })
  const customerId = form.watch('customerId')
  const measurements = useQuery({
    ...customerMeasurementsQuery(customerId),
    enabled: Boolean(customerId),
  })
  const error = form.formState.errors.garments
  // Once a newly chosen customer's measurements arrive, each typed row takes the newest.
  const defaultedFor = useRef(customerId)
  useEffect(() => {
    if (!measurements.data || defaultedFor.current === customerId) return
    defaultedFor.current = customerId
    form.getValues('garments').forEach((g, i) => {
      const newest = measurements.data.find((m) => m.garmentTypeId === g.garmentTypeId)
      form.setValue(`garments.${i}.measurementId`, newest?.id ?? '')
    })
  }, [customerId, measurements.data, form])
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-medium">{w.garments}</legend>
      <ul className="grid gap-3">
        {rows.fields.map((row, i) => (
          <GarmentRow
            key={row.id}
            form={form}
            index={i}
            types={types}
            measurements={customerId ? (measurements.data ?? []) : []}
            customerId={customerId}
            onRemove={rows.fields.length > 1 ? () => rows.remove(i) : undefined}
          />
        ))}
      </ul>
      <FieldError message={error?.message ?? error?.root?.message} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => rows.append(newGarment())}
      >
        <Plus aria-hidden="true" />
        {w.addGarment}
      </Button>
    </fieldset>
  )
}
