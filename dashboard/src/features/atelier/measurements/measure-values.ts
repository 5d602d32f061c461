import type { FieldErrors, Resolver } from 'react-hook-form'
import { ApiClientError } from '#dashboard/lib/api-client.ts'
import { type GarmentType, MeasurementInput } from '#worker/schemas/atelier/measurements.ts'
import { measureWords as w } from './fr.ts'
import '#dashboard/lib/zod-fr.ts'

/** The measure form: one text box per part (a tailor may type "92,5"), keyed by part id. */
export type MeasureFormValues = {
  garmentTypeId: string
  values: Record<string, string>
  note: string
}

export function toPayload(form: MeasureFormValues, partIds: string[]) {
  return {
    garmentTypeId: form.garmentTypeId,
    values: partIds
      .filter((id) => (form.values[id] ?? '').trim() !== '')
      .map((id) => ({ partId: id, value: form.values[id]!.trim().replace(',', '.') })),
    note: form.note,
  }
}

type Issue = { path: PropertyKey[]; message: string }
/** Messages by field: `values` by part id, `root` for the whole list ("at least one"). */
export type MeasureMessages = {
  values: Record<string, string>
  garmentTypeId?: string
  note?: string
  root?: string
}

/** API or schema issues → the form's fields (`values.3.value` → the box of the 4th part sent). */
export function messagesOf(issues: readonly Issue[], sent: { partId: string }[]): MeasureMessages {
  const found: MeasureMessages = { values: {} }
  for (const { path, message } of issues) {
    const [field, index] = path
    if (field === 'values' && index !== undefined) {
      const partId = sent[Number(index)]?.partId
      if (partId) found.values[partId] ??= message
    } else if (field === 'values') found.root ??= message
    else if (field === 'garmentTypeId' || field === 'note') found[field] ??= message
  }
  return found
}

function toFieldErrors({ values, ...rest }: MeasureMessages): FieldErrors<MeasureFormValues> {
  const error = (message: string) => ({ type: 'validate', message })
  const errors: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).map(([field, message]) => [field, error(message)]),
  )
  if (Object.keys(values).length > 0)
    errors.values = Object.fromEntries(Object.entries(values).map(([id, m]) => [id, error(m)]))
  return errors as FieldErrors<MeasureFormValues>
}

/**
 * Validates with the shared MeasurementInput, after turning the boxes of the chosen type's
 * parts (only those: boxes of a type chosen before are left out) into its payload.
 */
export const measureResolver =
  (types: GarmentType[]): Resolver<MeasureFormValues, unknown, MeasurementInput> =>
  (form) => {
    const type = types.find((x) => x.id === form.garmentTypeId)
    if (!type) {
      const errors = { garmentTypeId: { type: 'required', message: w.take.chooseGarment } }
      return { values: {}, errors }
    }
    const payload = toPayload(
      form,
      type.parts.map((p) => p.id),
    )
    const result = MeasurementInput.safeParse(payload)
    if (result.success) return { values: result.data, errors: {} }
    return { values: {}, errors: toFieldErrors(messagesOf(result.error.issues, payload.values)) }
  }

/** The server's 422 issues, or null when the error is not one (toast it instead). */
export function serverIssues(error: unknown): Issue[] | null {
  if (!(error instanceof ApiClientError) || error.issues.length === 0) return null
  return error.issues.map((i) => ({ path: i.path.split('.'), message: i.message }))
}
