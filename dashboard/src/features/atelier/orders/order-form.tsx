import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { bindField, InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { MultiImageField, type PickedImage } from '#dashboard/components/multi-image-field.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { PAYMENT_METHODS } from '#worker/schemas/atelier/cashbook.ts'
import {
  TailoringOrderCreateInput,
  type TailoringOrderFormOptions,
  tailoringMsg,
} from '#worker/schemas/atelier/orders.ts'
import { ATELIER_MEDIA_ENDPOINT } from '../shell/queries.ts'
import { useShopToday } from '../shell/today.ts'
import { CustomerPicker } from './customer-picker.tsx'
import { FabricFields } from './fabric-fields.tsx'
import { orderWords } from './fr.ts'
import { GarmentRows } from './garment-rows.tsx'
import { applyOrderErrors, type OrderFormApi, type OrderFormValues } from './order-values.ts'
import { ServicesField } from './services-field.tsx'
import '#dashboard/lib/zod-fr.ts'

const w = orderWords.form
const MAX_PHOTOS = 6
const photoWords = {
  legend: w.photos,
  add: w.addPhotos,
  hint: w.photosHint(MAX_PHOTOS),
  remove: w.removePhoto,
}

function MoneyAndDates({
  form,
  options,
  isNew,
}: {
  form: OrderFormApi
  options: TailoringOrderFormOptions
  isNew: boolean
}) {
  const id = useId()
  const field = bindField(form, id)
  const money = moneyInputProps(options.currency)
  const today = useShopToday()
  const { errors } = form.formState
  const select = (
    name: 'paymentMethod' | 'assignedStaffId',
    label: string,
    choices: { value: string; label: string }[],
  ) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      <NativeSelect
        {...controlProps(`${id}-${name}`, errors[name]?.message)}
        {...form.register(name)}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField label={w.price} {...money} {...field('price')} />
      <InputField label={w.promisedOn} type="date" min={today} {...field('promisedOn')} />
      {isNew && (
        <InputField label={w.advance} {...money} hint={w.advanceHint} {...field('advance')} />
      )}
      {isNew &&
        select(
          'paymentMethod',
          w.paymentMethod,
          PAYMENT_METHODS.map((m) => ({ value: m, label: orderWords.methods[m] })),
        )}
      {select('assignedStaffId', w.staff, [
        { value: '', label: w.noStaff },
        ...options.staff.map((s) => ({ value: s.id, label: s.name })),
      ])}
    </div>
  )
}

/**
 * The order form, new or edit (`initialPhotos` given): the server's rules are the same zod
 * schema, so a mistake shows beside its field before anything is sent.
 */
export function OrderForm({
  options,
  defaultValues,
  initialPhotos = [],
  customerFixed,
  isNew,
  onSubmit,
}: {
  options: TailoringOrderFormOptions
  defaultValues: OrderFormValues
  initialPhotos?: PickedImage[]
  customerFixed: boolean
  isNew: boolean
  onSubmit: (values: OrderFormValues) => Promise<unknown>
}) {
  const id = useId()
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(TailoringOrderCreateInput),
    defaultValues,
  })
  const [photos, setPhotos] = useState<PickedImage[]>(initialPhotos)
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      applyOrderErrors(form, error)
    }
  })
  const customerId = form.watch('customerId')
  const { errors } = form.formState
  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <SectionCard title={w.customer}>
        <CustomerPicker
          value={customerId}
          fixed={customerFixed}
          error={errors.customerId?.message}
          onChange={(next) => {
            form.setValue('customerId', next, { shouldValidate: Boolean(next) })
            // Another customer's measurements do not fit this one.
            for (const i of form.getValues('garments').keys())
              form.setValue(`garments.${i}.measurementId`, '')
          }}
        />
      </SectionCard>
      <SectionCard title={w.sectionGarments} contentClassName="grid gap-6">
        <GarmentRows form={form} types={options.garmentTypes} />
        <FabricFields form={form} fabrics={options.fabrics} />
      </SectionCard>
      <SectionCard title={w.sectionMoney} contentClassName="grid gap-6">
        <ServicesField form={form} options={options} />
        <MoneyAndDates form={form} options={options} isNew={isNew} />
      </SectionCard>
      <SectionCard title={w.sectionModel} contentClassName="grid gap-4">
        <MultiImageField
          words={photoWords}
          max={MAX_PHOTOS}
          tooMany={tailoringMsg.tooManyPhotos}
          endpoint={ATELIER_MEDIA_ENDPOINT}
          listClassName="grid-cols-3 sm:grid-cols-6"
          value={photos}
          error={errors.photoIds?.message}
          onChange={(next) => {
            setPhotos(next)
            form.setValue(
              'photoIds',
              next.map((p) => p.id),
              { shouldValidate: true },
            )
          }}
        />
        <TextareaField
          id={`${id}-note`}
          label={w.note}
          placeholder={w.notePlaceholder}
          maxLength={1000}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </SectionCard>
      <Button type="submit" className="w-full sm:w-fit" disabled={form.formState.isSubmitting}>
        {isNew ? w.submitNew : w.submitEdit}
      </Button>
    </form>
  )
}
