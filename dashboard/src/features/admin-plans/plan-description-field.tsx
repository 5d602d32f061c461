import { Plus, X } from 'lucide-react'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { Button } from '#dashboard/components/ui/button.tsx'
import { FieldError } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { planWords as w } from './fr.ts'
import type { PlanFormValues } from './plan-values.ts'

const MAX_LINES = 12

/** "description (list of texts)": one input per line, rows added and removed in place. */
export function PlanDescriptionField({
  id,
  form,
}: {
  id: string
  form: UseFormReturn<PlanFormValues, unknown, unknown>
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'description' })
  const error = form.formState.errors.description
  const message = error?.message ?? error?.root?.message
  return (
    <fieldset className="grid gap-2" aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-2 text-sm leading-none font-medium">{w.description}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {w.descriptionHint}
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-center gap-2">
          <Label htmlFor={`${id}-${index}`} className="sr-only">
            {w.line(index + 1)}
          </Label>
          <Input
            id={`${id}-${index}`}
            maxLength={200}
            aria-invalid={message ? true : undefined}
            {...form.register(`description.${index}.text`)}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={w.removeLine(index + 1)}
            disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      <FieldError id={`${id}-error`} message={message} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={fields.length >= MAX_LINES}
        onClick={() => append({ text: '' }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        {w.addLine}
      </Button>
    </fieldset>
  )
}
