import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { Textarea } from '#dashboard/components/ui/textarea.tsx'
import { categoryListQuery } from '#dashboard/features/categories/queries.ts'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
import type { ProductInput } from '#worker/schemas/catalog.ts'
import { ProductImageField } from './product-image-field.tsx'
import {
  EMPTY_PRODUCT,
  PRODUCT_SERVER_FIELDS,
  type ProductFormValues,
  productResolver,
  splitList,
} from './product-values.ts'

const t = fr.products
type TextField = Exclude<keyof ProductFormValues, 'categoryId' | 'description' | 'imageId'>

export function ProductForm({
  defaultValues = EMPTY_PRODUCT,
  imageUrl = null,
  onSubmit,
}: {
  defaultValues?: ProductFormValues
  imageUrl?: string | null
  onSubmit: (input: ProductInput) => Promise<unknown>
}) {
  const id = useId()
  const categories = useQuery(categoryListQuery())
  const [preview, setPreview] = useState(imageUrl)
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: productResolver,
    defaultValues,
  })
  const { errors } = form.formState
  const ctl = (name: keyof ProductFormValues) =>
    controlProps(`${id}-${name}`, errors[name]?.message)
  const text = (
    name: TextField,
    label: string,
    props: Parameters<typeof Input>[0] = {},
    hint?: string,
  ) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Input {...props} {...ctl(name)} {...form.register(name)} />
    </FormField>
  )
  const chips = (name: 'sizes' | 'colors') => {
    const values = splitList(form.watch(name))
    if (values.length === 0) return null
    return (
      <div className="flex flex-wrap gap-1">
        {values.map((v) => (
          <Badge key={v} variant="secondary">
            {v}
          </Badge>
        ))}
      </div>
    )
  }

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, PRODUCT_SERVER_FIELDS)
    }
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <Card>
        <CardContent className="grid gap-4">
          {text('name', t.name)}
          <FormField
            id={`${id}-description`}
            label={t.description}
            error={errors.description?.message}
          >
            <Textarea rows={5} {...ctl('description')} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('price', t.price, { inputMode: 'decimal', placeholder: '1500' })}
            {text('stock', t.stock, { inputMode: 'numeric', placeholder: '10' })}
            {text('discountPrice', t.discountPrice, { inputMode: 'decimal' })}
            {text(
              'discountPeriod',
              t.discountPeriod,
              { inputMode: 'numeric' },
              t.discountPeriodHint,
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              {text('sizes', t.sizes, { placeholder: t.sizesPlaceholder }, t.listHint)}
              {chips('sizes')}
            </div>
            <div className="grid gap-2">
              {text('colors', t.colors, { placeholder: t.colorsPlaceholder }, t.listHint)}
              {chips('colors')}
            </div>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-4">
          <FormField id={`${id}-categoryId`} label={t.category} error={errors.categoryId?.message}>
            <NativeSelect
              value={form.watch('categoryId')}
              {...ctl('categoryId')}
              {...form.register('categoryId')}
            >
              <option value="">{t.noCategory}</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <ProductImageField
            id={`${id}-imageId`}
            previewUrl={preview}
            error={errors.imageId?.message}
            onUploaded={(media) => {
              form.setValue('imageId', media.id)
              form.clearErrors('imageId')
              setPreview(media.url)
            }}
            onError={(message) => form.setError('imageId', { message })}
          />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {t.submit}
          </Button>
        </CardContent>
      </Card>
    </form>
  )
}
