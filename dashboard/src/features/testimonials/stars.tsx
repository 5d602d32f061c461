import { Star } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from '#dashboard/components/ui/form-field.tsx'
import { cn } from '#dashboard/lib/utils.ts'
import { t } from './fr.ts'

const SCALE = [1, 2, 3, 4, 5] as const

/** Read-only stars, announced as one phrase ("Note : 4 sur 5"). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={t.stars(rating)} className={cn('flex gap-0.5', className)}>
      {SCALE.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  )
}

/** "Note": five radio buttons drawn as stars; each keeps its own label ("4 étoiles"). */
export function RatingField({
  id,
  value,
  error,
  field,
}: {
  id: string
  value: string
  error?: string | undefined
  field: UseFormRegisterReturn<'rating'>
}) {
  const current = Number(value) || 0
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{t.rating}</legend>
      <div className="flex gap-1">
        {SCALE.map((n) => (
          // The transparent radio covers its star: a tap or a click lands on the input itself.
          <span key={n} className="relative">
            <input
              type="radio"
              id={`${id}-${n}`}
              value={String(n)}
              className="peer absolute inset-0 m-0 size-full cursor-pointer opacity-0"
              {...field}
            />
            <label
              htmlFor={`${id}-${n}`}
              title={t.starOption(n)}
              className="flex size-10 items-center justify-center rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
            >
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7 transition-colors',
                  n <= current ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
                )}
              />
              <span className="sr-only">{t.starOption(n)}</span>
            </label>
          </span>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
