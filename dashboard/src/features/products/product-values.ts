import type { Resolver } from 'react-hook-form'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { type Product, ProductInput } from '#worker/schemas/catalog.ts'
import { msg } from '#worker/schemas/messages.ts'
import { toDecimalString } from '#worker/schemas/money.ts'

/** What the form edits: every field is text (lists are comma-separated). */
export type ProductFormValues = Record<
  | 'name'
  | 'description'
  | 'categoryId'
  | 'price'
  | 'discountPrice'
  | 'discountPeriod'
  | 'stock'
  | 'sizes'
  | 'colors'
  | 'imageId',
  string
>

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  categoryId: '',
  price: '',
  discountPrice: '',
  discountPeriod: '',
  stock: '',
  sizes: '',
  colors: '',
  imageId: '',
}

export const splitList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
]

export function toProductInput(v: ProductFormValues): ProductInput {
  return {
    name: v.name,
    description: v.description,
    categoryId: v.categoryId || null,
    price: v.price,
    discountPrice: v.discountPrice || undefined,
    discountPeriod: v.discountPeriod || undefined,
    stock: v.stock,
    sizes: splitList(v.sizes),
    colors: splitList(v.colors),
    imageId: v.imageId || undefined,
  }
}

const DAY = 24 * 60 * 60 * 1000

/**
 * Prefills the edit form. The discount is sent again as "days from now", so the days left are
 * computed from its end date; otherwise saving would restart (or end) the discount.
 */
export function toFormValues(p: Product, currency: string): ProductFormValues {
  const daysLeft = p.discountEndsAt
    ? Math.max(1, Math.ceil((Date.parse(p.discountEndsAt) - Date.now()) / DAY))
    : null
  return {
    name: p.name,
    description: p.description,
    categoryId: p.categoryId ?? '',
    price: toDecimalString(p.price, currency),
    discountPrice: p.discountPrice === null ? '' : toDecimalString(p.discountPrice, currency),
    discountPeriod: daysLeft === null ? '' : String(daysLeft),
    stock: String(p.stock),
    sizes: p.sizes.join(', '),
    colors: p.colors.join(', '),
    imageId: p.imageId ?? '',
  }
}

const schemaResolver = payloadResolver<ProductFormValues, ProductInput>(
  ProductInput,
  toProductInput,
)

/**
 * The shared schema leaves the image optional (an update may keep the current one); the
 * form always holds an image id (an edit starts with the current one), so here it is required.
 */
export const productResolver: Resolver<ProductFormValues, unknown, ProductInput> = async (
  values,
  ctx,
  options,
) => {
  const result = await schemaResolver(values, ctx, options)
  if (values.imageId) return result
  return {
    values: {},
    errors: { ...result.errors, imageId: { type: 'required', message: msg.fileRequired } },
  }
}

/** API issue paths → form fields (uploads report `image` or `file`). */
export const PRODUCT_SERVER_FIELDS: Partial<Record<string, keyof ProductFormValues>> = {
  name: 'name',
  description: 'description',
  categoryId: 'categoryId',
  price: 'price',
  discountPrice: 'discountPrice',
  discountPeriod: 'discountPeriod',
  stock: 'stock',
  sizes: 'sizes',
  colors: 'colors',
  imageId: 'imageId',
  image: 'imageId',
  file: 'imageId',
}
