import type { Context } from 'hono'
import type { z } from 'zod/mini'
import type { FieldErrors } from '#themes/types.ts'
import { shopCallingCode } from '../schemas/phone'
import { readCombination } from '../schemas/variant-choice'

/** The storefront's forms' fields as text (files and oversized values left out). */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const form = await c.req.formData().catch(() => null)
  const values: Record<string, string> = {}
  for (const [k, v] of form?.entries() ?? [])
    if (typeof v === 'string') values[k] = v.slice(0, 5000)
  return values
}

/**
 * The product form's fields with its combination radio (issue 27) read as the size and colour
 * every order rule speaks of. A value no combination has leaves both empty: "choose a size".
 */
export function withCombination(values: Record<string, string>): Record<string, string> {
  const { variant } = values
  return variant === undefined
    ? values
    : { ...values, ...(readCombination(variant) ?? { size: '', color: '' }) }
}

/** Issues → the first message of each field, keyed as the form names it ("items.0.size" → "size"). */
export function fieldErrors(issues: { path: string; message: string }[] = []): FieldErrors {
  const out: FieldErrors = {}
  for (const i of issues) {
    const key = i.path.replace(/^items\.\d+\./, '')
    out[key] ??= i.message
  }
  return out
}

export const zodFieldErrors = (error: z.core.$ZodError) =>
  fieldErrors(error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))

/** Delivery contact as typed into a storefront form. */
export const contactOf = (values: Record<string, string>) => ({
  firstName: values.firstName ?? '',
  lastName: values.lastName ?? '',
  phoneCountryCode: values.phoneCountryCode || undefined,
  phone: values.phone ?? '',
  city: values.city ?? '',
  // The delivery choice (ADR 050): a radio's value, the landmark, the location link or words.
  delivery: values.delivery || undefined,
  landmark: values.landmark ?? '',
  location: values.location ?? '',
  // Marketing › Codes promo (issue 26): typed in any case, with spaces; normalised by the schema.
  promoCode: values.promoCode ?? '',
})

/** What a new purchase form starts with: the phone's code is the shop's country's (issue 27). */
export const formDefaults = (store: { phone: string }) => ({
  quantity: '1',
  phoneCountryCode: `+${shopCallingCode(store.phone)}`,
})

/** Per-shopper pages: never stored by a cache, never indexed. */
export const PRIVATE_PAGE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
