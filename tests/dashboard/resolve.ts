import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * Runs a form's resolver as react-hook-form does on submit: what the API would receive
 * (`values`) or the French message of each field in error (`messages`).
 */
export async function resolve<TForm extends FieldValues, TOut>(
  resolver: Resolver<TForm, unknown, TOut>,
  form: TForm,
) {
  const result = await resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false })
  return {
    values: result.values as TOut | Record<string, never>,
    messages: messagesOf(result.errors),
  }
}

/** `{ phone: { message } , variants: { 0: { stock: { message } } } }` → `{ phone, 'variants.0.stock' }`. */
function messagesOf(errors: object, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [key, entry] of Object.entries(errors)) {
    if (!entry || typeof entry !== 'object') continue
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof (entry as { message?: unknown }).message === 'string')
      found[path] = (entry as { message: string }).message
    else Object.assign(found, messagesOf(entry, path))
  }
  return found
}
