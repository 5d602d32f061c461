import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import { ImageUploadField } from '#dashboard/components/image-upload-field.tsx'
import { MultiImageField } from '#dashboard/components/multi-image-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { Textarea } from '#dashboard/components/ui/textarea.tsx'
import { categoryListQuery } from '#dashboard/features/categories/queries.ts'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import { useImageUploading } from '#dashboard/lib/media.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { DEFAULT_CURRENCY } from '#worker/schemas/money.ts'
import { type ProductInput, productMsg } from '#worker/schemas/products.ts'
import { pf, productWords } from './fr.ts'
import { ImageAllowanceNote, useImageAllowance } from './plan-allowance.tsx'
import { ProductStockFields } from './product-stock-fields.tsx'
import {
  EMPTY_PRODUCT,
  type ProductFormValues,
  productResolver,
  serverIssuePath,
} from './product-values.ts'
import { ProductVariantsField } from './product-variants-field.tsx'

const t = productWords
const extraImageWords = (max: number) => ({
  legend: pf.extraImages,
  add: pf.addPhotos,
  hint: pf.extraImagesHint(max),
  remove: pf.removeImage,
})

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
  const ctl = (name: 'description' | 'categoryId') =>
    controlProps(`${id}-${name}`, errors[name]?.message)
  const field = bindField(form, id)
  const money = moneyInputProps(useMyStore().data?.currency ?? DEFAULT_CURRENCY)
  const allowance = useImageAllowance()
  const uploading = useImageUploading()
  const extraImages = form.watch('extraImages')

  // Server issues go on their cell (variants.1.size), list or field; the rest is a toast.
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      const issues = error instanceof ApiClientError ? error.issues : []
      let placed = 0
      for (const issue of issues) {
        const path = serverIssuePath(issue.path)
        if (!path) continue
        form.setError(
          path as Path<ProductFormValues>,
          { type: 'server', message: issue.message },
          { shouldFocus: placed++ === 0 },
        )
      }
      if (placed === 0) toast.error(errorMessage(error))
    }
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="grid gap-6">
        <Card>
          <CardContent className="grid gap-4">
            <InputField label={t.name} {...field('name')} />
            <FormField
              id={`${id}-description`}
              label={t.description}
              error={errors.description?.message}
            >
              <Textarea rows={5} {...ctl('description')} {...form.register('description')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-3">
              <InputField label={t.price} {...money} placeholder="1500" {...field('price')} />
              <InputField label={t.discountPrice} {...money} {...field('discountPrice')} />
              <InputField
                label={t.discountPeriod}
                hint={t.discountPeriodHint}
                inputMode="numeric"
                {...field('discountPeriod')}
              />
            </div>
            <ProductStockFields form={form} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <ProductVariantsField form={form} />
          </CardContent>
        </Card>
      </div>
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
          {allowance && <ImageAllowanceNote allowance={allowance} />}
          <ImageUploadField
            id={`${id}-imageId`}
            words={t}
            previewUrl={preview}
            error={errors.imageId?.message}
            onUploaded={(media) => {
              form.setValue('imageId', media.id)
              form.clearErrors('imageId')
              setPreview(media.url)
            }}
            onError={(message) => form.setError('imageId', { message })}
          />
          {/* Shown once the plan allows extra pictures, or to remove those a bigger plan left. */}
          {allowance && (allowance.maxExtra > 0 || extraImages.length > 0) && (
            <MultiImageField
              words={extraImageWords(allowance.maxExtra)}
              max={allowance.maxExtra}
              tooMany={productMsg.tooManyImages(allowance.maxExtra)}
              value={extraImages}
              error={errors.extraImages?.root?.message ?? errors.extraImages?.message}
              onChange={(images) => {
                form.setValue('extraImages', images, { shouldDirty: true })
                form.clearErrors('extraImages')
              }}
            />
          )}
          <Button
            type="submit"
            className="w-full"
            disabled={form.formState.isSubmitting || uploading}
          >
            {uploading ? t.uploading : t.submit}
          </Button>
        </CardContent>
      </Card>
    </form>
  )
}
