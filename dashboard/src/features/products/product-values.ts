import { type FieldErrors, type Resolver, set } from 'react-hook-form'
import { msg } from '#worker/schemas/messages.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { type Product, ProductInput } from '#worker/schemas/products.ts'
import '#dashboard/lib/zod-fr.ts'

type TextField =
  | 'name'
  | 'description'
  | 'categoryId'
  | 'price'
  | 'discountPrice'
  | 'discountPeriod'
  | 'stock'
  | 'sizes'
  | 'colors'
  | 'imageId'
export type VariantFormRow = { size: string; color: string; stock: string }
/** An extra picture already uploaded: its id is sent, its url previews it. */
export type ExtraImage = { id: string; url: string }

/** What the form edits: text fields (lists comma-separated), variant rows and extra pictures. */
export type ProductFormValues = Record<TextField, string> & {
  variants: VariantFormRow[]
  extraImages: ExtraImage[]
}

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
  variants: [],
  extraImages: [],
}

export const splitList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
]

/** The product stock and lists a set of variant rows stands for (what the server derives). */
export function fromVariants(rows: VariantFormRow[]) {
  const stock = rows.reduce(
    (sum, r) => sum + (/^\d{1,9}$/.test(r.stock.trim()) ? Number(r.stock) : 0),
    0,
  )
  const values = (key: 'size' | 'color') => [
    ...new Set(rows.map((r) => r[key].trim()).filter(Boolean)),
  ]
  return { stock: String(stock), sizes: values('size'), colors: values('color') }
}

export function toProductInput(v: ProductFormValues): ProductInput {
  const derived = v.variants.length ? fromVariants(v.variants) : null
  return {
    name: v.name,
    description: v.description,
    categoryId: v.categoryId || null,
    price: v.price,
    discountPrice: v.discountPrice || undefined,
    discountPeriod: v.discountPeriod || undefined,
    stock: derived?.stock ?? v.stock,
    sizes: derived?.sizes ?? splitList(v.sizes),
    colors: derived?.colors ?? splitList(v.colors),
    imageId: v.imageId || undefined,
    // A variant row left empty has none in stock (its placeholder says 0): 0 is sent, not refused.
    variants: v.variants.map((r) => (r.stock.trim() ? r : { ...r, stock: '0' })),
    extraImageIds: v.extraImages.map((i) => i.id),
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
    variants: (p.variants ?? []).map((r) => ({
      size: r.size,
      color: r.color,
      stock: String(r.stock),
    })),
    extraImages: (p.images ?? []).map((i) => ({ id: i.id, url: i.url })),
  }
}

/** Where an API path shows in the form: a variant cell, the variants list, or a field. */
function formPath(path: PropertyKey[]): string | null {
  const [head, index, cell] = path
  if (head === 'variants')
    return typeof index === 'number' && cell ? `variants.${index}.${String(cell)}` : 'variants.root'
  if (head === 'extraImageIds') return 'extraImages.root'
  return typeof head === 'string' ? (PRODUCT_SERVER_FIELDS[head] ?? null) : null
}

/**
 * Validates with the shared schema on the payload the API receives; each issue lands on the
 * cell, list or field showing it. The schema leaves the image optional (an update may keep the
 * current one); the form always holds an image id (an edit starts with it), so it is required.
 */
export const productResolver: Resolver<ProductFormValues, unknown, ProductInput> = async (
  values,
) => {
  const result = ProductInput.safeParse(toProductInput(values))
  const errors: FieldErrors<ProductFormValues> = {}
  for (const issue of result.error?.issues ?? []) {
    const path = formPath(issue.path)
    if (path && !getMessage(errors, path))
      set(errors, path, { type: 'validate', message: issue.message })
  }
  if (!values.imageId) set(errors, 'imageId', { type: 'required', message: msg.fileRequired })
  if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} }
  return { values: {}, errors }
}

function getMessage(errors: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors)
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

/** A server issue's place in the form (variant cells and lists included), or null for a toast. */
export const serverIssuePath = (path: string) =>
  formPath(path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)))
