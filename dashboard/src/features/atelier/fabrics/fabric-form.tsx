import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { bindField, InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { MultiImageField } from '#dashboard/components/multi-image-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { fabricMsg, MAX_FABRIC_IMAGES } from '#worker/schemas/atelier/fabrics.ts'
import { ATELIER_MEDIA_ENDPOINT } from '../shell/queries.ts'
import { EMPTY_FABRIC, FABRIC_SERVER_FIELDS, type FabricFormValues } from './fabric-values.ts'
import { fabricWords } from './fr.ts'
import { allSuppliersQuery, lookupsQuery } from './queries.ts'

const w = fabricWords.fabrics
const imageWords = {
  legend: w.images,
  add: w.addImages,
  hint: w.imagesHint(MAX_FABRIC_IMAGES),
  remove: w.removeImage,
  uploading: w.uploading,
}

/**
 * The fabric form, for a new fabric (with the metres in stock today and what they cost) or
 * an edit (the stock then changes only through "Réapprovisionner" and "Ajuster le stock").
 */
export function FabricForm<Out>({
  resolver,
  currency,
  defaultValues = EMPTY_FABRIC,
  withInitialStock,
  onSubmit,
}: {
  resolver: Resolver<FabricFormValues, unknown, Out>
  currency: string
  defaultValues?: FabricFormValues
  withInitialStock: boolean
  onSubmit: (input: Out) => Promise<unknown>
}) {
  const id = useId()
  const names = useQuery(lookupsQuery('fabric-name'))
  const types = useQuery(lookupsQuery('fabric-type'))
  const suppliers = useQuery(allSuppliersQuery())
  const form = useForm<FabricFormValues, unknown, Out>({ resolver, defaultValues })
  const { errors } = form.formState
  const field = bindField(form, id)

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, FABRIC_SERVER_FIELDS)
    }
  })

  // A name typed exactly as one of the list is that entry; anything else is free text.
  const nameField = form.register('name', {
    onChange: (e: { target: { value: string } }) => {
      const typed = e.target.value.trim().toLowerCase()
      const match = names.data?.find((n) => n.name.toLowerCase() === typed)
      form.setValue('nameId', match?.id ?? '')
    },
  })
  const select = (
    name: 'typeId' | 'supplierId',
    label: string,
    empty: string,
    options: { id: string; name: string }[],
  ) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      <NativeSelect
        value={form.watch(name)}
        {...controlProps(`${id}-${name}`, errors[name]?.message)}
        {...form.register(name)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  )

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <Card>
        <CardContent className="grid gap-4">
          <InputField
            id={`${id}-name`}
            label={w.nameLabel}
            hint={w.nameHint}
            autoComplete="off"
            list={`${id}-names`}
            error={errors.name?.message ?? errors.nameId?.message}
            {...nameField}
          />
          <datalist id={`${id}-names`}>
            {names.data?.map((n) => (
              <option key={n.id} value={n.name} />
            ))}
          </datalist>
          <div className="grid gap-4 sm:grid-cols-2">
            {select('typeId', w.type, w.noType, types.data ?? [])}
            {select('supplierId', w.supplier, w.noSupplier, suppliers.data?.items ?? [])}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label={w.color} hint={fabricWords.optional} {...field('color')} />
            <InputField
              label={`${w.pricePerMeter} (${currency})`}
              {...moneyInputProps(currency)}
              placeholder="3500"
              {...field('pricePerMeter')}
            />
          </div>
          <InputField
            label={w.lowStockMeters}
            hint={w.lowStockHint}
            inputMode="decimal"
            placeholder="3"
            {...field('lowStockMeters')}
          />
          <TextareaField
            label={fabricWords.description}
            hint={fabricWords.optional}
            rows={4}
            maxLength={1000}
            {...field('description')}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-4">
          {withInitialStock && (
            <>
              <InputField
                label={w.initialMeters}
                hint={w.initialMetersHint}
                inputMode="decimal"
                placeholder="12,5"
                {...field('initialMeters')}
              />
              <InputField
                label={`${w.purchaseAmount} (${currency})`}
                hint={w.purchaseAmountHint}
                {...moneyInputProps(currency)}
                {...field('purchaseAmount')}
              />
            </>
          )}
          <MultiImageField
            words={imageWords}
            max={MAX_FABRIC_IMAGES}
            tooMany={fabricMsg.tooManyImages(MAX_FABRIC_IMAGES)}
            endpoint={ATELIER_MEDIA_ENDPOINT}
            listClassName="grid-cols-3"
            value={form.watch('imageIds')}
            error={errors.imageIds?.message}
            onChange={(images) => {
              form.setValue('imageIds', images, { shouldDirty: true })
              form.clearErrors('imageIds')
            }}
          />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {w.submit}
          </Button>
        </CardContent>
      </Card>
    </form>
  )
}
