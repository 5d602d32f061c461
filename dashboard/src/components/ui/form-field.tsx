import type { ReactNode } from 'react'
import { cn } from '#dashboard/lib/utils.ts'
import { Label } from './label.tsx'

/** Label + control + hint + error, wired for screen readers (the control gets `aria-describedby`). */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  )
}

/** Props for the control inside a FormField: invalid state and description ids. */
export function controlProps(id: string, error?: string, hint?: boolean) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const
}
