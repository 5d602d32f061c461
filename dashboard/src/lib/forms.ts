import { zodResolver } from '@hookform/resolvers/zod'
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { toast } from '#dashboard/lib/toast.ts'
import { ApiClientError, errorMessage } from './api-client.ts'
import '#dashboard/lib/zod-fr.ts'

/** The first message found in a (possibly nested, e.g. `sizes.2`) error entry. */
function firstMessage(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object') return undefined
  const { message } = entry as { message?: unknown }
  if (typeof message === 'string') return message
  for (const value of Object.values(entry)) {
    const found = firstMessage(value)
    if (found) return found
  }
  return undefined
}

/**
 * Validates a form with the shared worker schema when the form's fields are not the payload
 * itself (tabs, comma-separated lists, a country picker): `toPayload` builds what the API
 * receives, the schema checks it, and each error lands on the top-level field of its path.
 */
export function payloadResolver<TForm extends FieldValues, TOut extends FieldValues>(
  schema: z.core.$ZodType<TOut, FieldValues>,
  toPayload: (values: TForm) => FieldValues,
): Resolver<TForm, unknown, TOut> {
  const inner = zodResolver(schema)
  return async (values, context, options) => {
    const result = await inner(toPayload(values), context, options as never)
    const entries = Object.entries(result.errors)
    if (entries.length === 0) return { values: result.values as TOut, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const [field, entry] of entries) {
      errors[field] = { type: 'validate', message: firstMessage(entry) ?? '' }
    }
    return { values: {}, errors: errors as FieldErrors<TForm> }
  }
}

/**
 * Puts the server's per-field issues (422, 409…) on the form; anything that cannot be shown
 * beside a field becomes a toast. `fields` maps an API path to the form field showing it.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  fields: Partial<Record<string, Path<T>>>,
): void {
  let placed = 0
  if (error instanceof ApiClientError) {
    for (const issue of error.issues) {
      const field = fields[issue.path.split('.')[0] ?? '']
      if (!field) continue
      form.setError(
        field,
        { type: 'server', message: issue.message },
        { shouldFocus: placed === 0 },
      )
      placed++
    }
  }
  if (placed === 0) toast.error(errorMessage(error))
}

/** `{ name: 'name', … }` for forms whose fields carry the API's names. */
export function sameNames<T extends FieldValues>(
  ...names: Path<T>[]
): Partial<Record<string, Path<T>>> {
  return Object.fromEntries(names.map((n) => [n, n]))
}
