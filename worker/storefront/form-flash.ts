import type { Context } from 'hono'
import { generateCookie, getCookie, setCookie } from 'hono/cookie'
import type { FieldErrors, FormState } from '#themes/types.ts'

/**
 * A refused "Ajouter au panier" goes back to the product page (post/redirect/get), at the field
 * in question, rather than showing the page again at `/cart/add`, scrolled to its top. The
 * choice and its messages cross the redirect in a one-minute cookie, spent by the next page:
 * a `bt_` cookie, so that page is rendered for this shopper, never served from the page cache.
 */
const FLASH = 'bt_form'
const KEPT = ['productId', 'size', 'color', 'quantity']

export function backToProduct(
  c: Context,
  basePath: string,
  values: Record<string, string>,
  errors: FieldErrors,
  formError?: string,
) {
  const kept: Record<string, string> = {}
  for (const k of KEPT) kept[k] = (values[k] ?? '').slice(0, 40)
  setCookie(c, FLASH, JSON.stringify({ values: kept, errors, formError }), {
    path: basePath || '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: 60,
  })
  const field = Object.keys(errors)[0]
  const anchor = field ? `f-${field}` : 'achat'
  return c.redirect(`${basePath}/products/${encodeURIComponent(kept.productId!)}#${anchor}`, 303)
}

const texts = (o: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => typeof v === 'string'))

/**
 * The refused choice for this product, once, and the header that spends it (the page is a new
 * Response: a cookie set on the context would not reach it). Null when there is none.
 */
export function takeProductForm(
  c: Context,
  basePath: string,
  productId: string,
  defaults: Record<string, string>,
) {
  const raw = getCookie(c, FLASH)
  if (raw === undefined) return null
  const spent = generateCookie(FLASH, '', { path: basePath || '/', maxAge: 0 })
  try {
    const saved = JSON.parse(raw)
    if (saved?.values?.productId !== productId) return { form: null, spent }
    const form: FormState = {
      values: { ...defaults, ...texts(saved.values) },
      errors: texts(saved.errors),
      formError: typeof saved.formError === 'string' ? saved.formError : undefined,
    }
    return { form, spent }
  } catch {
    return { form: null, spent }
  }
}
