import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { bindField, InputField } from '#dashboard/components/form-fields.tsx'
import { ImageUploadField } from '#dashboard/components/image-upload-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { Textarea } from '#dashboard/components/ui/textarea.tsx'
import { productListQuery } from '#dashboard/features/products/queries.ts'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import {
  type TestimonialInput,
  TestimonialKind,
  testimonialMsg,
} from '#worker/schemas/testimonials.ts'
import { t } from './fr.ts'
import { RatingField } from './stars.tsx'
import {
  EMPTY_TESTIMONIAL,
  TESTIMONIAL_SERVER_FIELDS,
  type TestimonialFormValues,
  testimonialResolver,
} from './testimonial-values.ts'

// An image testimonial is a JPEG or PNG, uploaded at once; the form keeps its id.
const TESTIMONIAL_IMAGE_TYPES = ['image/jpeg', 'image/png']

export function TestimonialForm({
  defaultValues = EMPTY_TESTIMONIAL,
  imageUrl = null,
  onSubmit,
}: {
  defaultValues?: TestimonialFormValues
  imageUrl?: string | null
  onSubmit: (input: TestimonialInput) => Promise<unknown>
}) {
  const id = useId()
  // The API pages at 100: a small shop's whole catalogue, by name.
  const products = useQuery(productListQuery({ pageSize: 100, sort: 'name' }))
  const [preview, setPreview] = useState(imageUrl)
  const form = useForm<TestimonialFormValues, unknown, TestimonialInput>({
    resolver: testimonialResolver,
    defaultValues,
  })
  const { errors } = form.formState
  const ctl = (name: keyof TestimonialFormValues) =>
    controlProps(`${id}-${name}`, errors[name]?.message)
  const field = bindField(form, id)
  const kind = form.watch('kind')

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, TESTIMONIAL_SERVER_FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl">
      <Card>
        <CardContent className="grid gap-5">
          <FormField id={`${id}-productId`} label={t.product} error={errors.productId?.message}>
            <NativeSelect
              value={form.watch('productId')}
              {...ctl('productId')}
              {...form.register('productId')}
            >
              <option value="">{t.chooseProduct}</option>
              {products.data?.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {products.data?.total === 0 && (
            <p className="-mt-3 text-sm text-muted-foreground">{t.noProducts}</p>
          )}
          <InputField label={t.name} autoComplete="off" {...field('name')} />
          <RatingField
            id={`${id}-rating`}
            value={form.watch('rating')}
            error={errors.rating?.message}
            field={form.register('rating')}
          />
          <FormField id={`${id}-kind`} label={t.kind} error={errors.kind?.message}>
            <NativeSelect {...ctl('kind')} {...form.register('kind')}>
              {TestimonialKind.options.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {kind === 'text' && (
            <FormField id={`${id}-text`} label={t.text} error={errors.text?.message}>
              <Textarea rows={5} {...ctl('text')} {...form.register('text')} />
            </FormField>
          )}
          {kind === 'image' && (
            <ImageUploadField
              id={`${id}-mediaId`}
              words={t}
              types={TESTIMONIAL_IMAGE_TYPES}
              typeMessage={testimonialMsg.imageType}
              previewUrl={preview}
              error={errors.mediaId?.message}
              onUploaded={(media) => {
                form.setValue('mediaId', media.id)
                form.clearErrors('mediaId')
                setPreview(media.url)
              }}
              onError={(message) => form.setError('mediaId', { message })}
            />
          )}
          {kind === 'video' && (
            <InputField
              label={t.videoUrl}
              hint={t.videoHint}
              type="url"
              inputMode="url"
              placeholder={t.videoPlaceholder}
              {...field('videoUrl')}
            />
          )}
          <Button type="submit" className="w-full sm:w-fit" disabled={form.formState.isSubmitting}>
            {t.submit}
          </Button>
        </CardContent>
      </Card>
    </form>
  )
}
