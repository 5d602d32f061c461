import { type ReactNode, useId } from 'react'
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import { InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { atelierWords } from './fr.ts'

const w = atelierWords.record

export type NamedValues = { name: string; description: string }
type Extra<V extends NamedValues, O extends FieldValues> = (
  form: UseFormReturn<V, unknown, O>,
  id: string,
) => ReactNode

/**
 * "simple named record": a name and an optional description, checked by the screen's
 * shared zod schema (`resolver`), with the screen's own fields between the two or after.
 * The form's fields carry the API's names, so a server issue lands on the field it names.
 */
export function NamedRecordForm<V extends NamedValues, O extends FieldValues>({
  resolver,
  defaultValues,
  submitLabel,
  descriptionMaxLength,
  beforeDescription,
  afterDescription,
  onSubmit,
  onCancel,
}: {
  resolver: Resolver<V, unknown, O>
  defaultValues: V
  submitLabel: string
  /** Stops typing at the schema's limit (the server says it anyway). */
  descriptionMaxLength?: number
  beforeDescription?: Extra<V, O>
  afterDescription?: Extra<V, O>
  onSubmit: (input: O) => Promise<unknown>
  onCancel: () => void
}) {
  const id = useId()
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
  })
  // `name` and `description` are in every V; TypeScript cannot see it through the generic.
  const named = form as unknown as UseFormReturn<NamedValues>
  const { errors } = named.formState
  const serverFields = Object.fromEntries(Object.keys(defaultValues).map((k) => [k, k]))

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
    } catch (error) {
      applyServerErrors(form, error, serverFields as Record<string, Path<V>>)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField
        id={`${id}-name`}
        label={w.name}
        autoComplete="off"
        error={errors.name?.message}
        {...named.register('name')}
      />
      {beforeDescription?.(form, id)}
      <TextareaField
        id={`${id}-description`}
        label={w.description}
        hint={w.optional}
        rows={2}
        maxLength={descriptionMaxLength}
        error={errors.description?.message}
        {...named.register('description')}
      />
      {afterDescription?.(form, id)}
      <FormActions
        submitLabel={submitLabel}
        submitting={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  )
}
