import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Textarea } from '#dashboard/components/ui/textarea.tsx'
import { categoryWords } from '#dashboard/features/categories/fr.ts'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { CategoryInput } from '#worker/schemas/categories.ts'

type CategoryFormValues = { name: string; description: string }
const resolver = payloadResolver<CategoryFormValues, CategoryInput>(CategoryInput, (v) => v)

export function CategoryForm({
  defaultValues = { name: '', description: '' },
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: CategoryFormValues
  submitLabel: string
  onSubmit: (input: CategoryInput) => Promise<unknown>
  onCancel?: () => void
}) {
  const id = useId()
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({ resolver, defaultValues })
  const { errors } = form.formState

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
      form.reset(defaultValues)
    } catch (error) {
      applyServerErrors(form, error, sameNames<CategoryFormValues>('name', 'description'))
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={`${id}-name`} label={categoryWords.name} error={errors.name?.message}>
        <Input {...controlProps(`${id}-name`, errors.name?.message)} {...form.register('name')} />
      </FormField>
      <FormField
        id={`${id}-description`}
        label={categoryWords.description}
        error={errors.description?.message}
      >
        <Textarea
          rows={3}
          {...controlProps(`${id}-description`, errors.description?.message)}
          {...form.register('description')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {fr.common.cancel}
          </Button>
        )}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
