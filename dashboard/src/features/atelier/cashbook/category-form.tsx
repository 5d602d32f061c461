import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { bindField, InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors, payloadResolver, sameNames } from '#dashboard/lib/forms.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { CashbookCategoryInput, ENTRY_KINDS } from '#worker/schemas/atelier/cashbook.ts'
import { cashbookWords } from './fr.ts'

const w = cashbookWords.categories
export type CategoryFormValues = Record<'name' | 'kind' | 'description', string>
const resolver = payloadResolver<CategoryFormValues, CashbookCategoryInput>(
  CashbookCategoryInput,
  (v) => v,
)
const EMPTY: CategoryFormValues = { name: '', kind: 'expense', description: '' }

/** A cash-book category; a built-in one keeps its kind (`kindLocked`). */
export function CategoryForm({
  defaultValues = EMPTY,
  kindLocked = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: CategoryFormValues
  kindLocked?: boolean
  submitLabel: string
  onSubmit: (input: CashbookCategoryInput) => Promise<unknown>
  onCancel?: () => void
}) {
  const id = useId()
  const form = useForm<CategoryFormValues, unknown, CashbookCategoryInput>({
    resolver,
    defaultValues,
  })
  const field = bindField(form, id)
  const kindError = form.formState.errors.kind?.message
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input)
      form.reset(defaultValues)
    } catch (error) {
      applyServerErrors(form, error, sameNames<CategoryFormValues>('name', 'kind', 'description'))
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField label={w.name} autoComplete="off" {...field('name')} />
      <FormField id={`${id}-kind`} label={w.kind} error={kindError}>
        {/* Locked, the select is left out of the form: the saved kind is sent unchanged. */}
        <NativeSelect
          {...controlProps(`${id}-kind`, kindError)}
          {...(kindLocked
            ? { disabled: true, defaultValue: defaultValues.kind }
            : form.register('kind'))}
        >
          {ENTRY_KINDS.map((k) => (
            <option key={k} value={k}>
              {cashbookWords.kinds[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TextareaField
        label={w.description}
        hint={cashbookWords.optional}
        rows={2}
        {...field('description')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
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
