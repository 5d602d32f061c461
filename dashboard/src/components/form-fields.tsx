import type { ComponentProps, ReactNode } from 'react'
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form'
import { controlProps, FormField } from './ui/form-field.tsx'
import { Input } from './ui/input.tsx'
import { Textarea } from './ui/textarea.tsx'

type FieldProps = { id: string; label: ReactNode; error?: string | undefined; hint?: ReactNode }

/** A labelled input with its hint and error, wired for screen readers. */
export function InputField({
  id,
  label,
  error,
  hint,
  ...props
}: Omit<ComponentProps<typeof Input>, 'id'> & FieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...props} {...controlProps(id, error, Boolean(hint))} />
    </FormField>
  )
}

/** A labelled text area (500 characters unless told), e.g. a message or a reason. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  rows = 3,
  maxLength = 500,
  ...props
}: Omit<ComponentProps<typeof Textarea>, 'id'> & FieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Textarea
        rows={rows}
        maxLength={maxLength}
        {...controlProps(id, error, Boolean(hint))}
        {...props}
      />
    </FormField>
  )
}

/** Binds a field to its form: its id (`${prefix}-${name}`), its error and its registration. */
export function bindField<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  prefix: string,
) {
  return (name: Path<T>) => ({
    id: `${prefix}-${name}`,
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    ...form.register(name),
  })
}
