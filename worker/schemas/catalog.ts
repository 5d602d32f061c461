import { z } from 'zod'
import { decimalAmount, digits, optionalText, pageQuery, requiredText } from './fields'
import { msg } from './messages'

export const CategoryInput = z.object({
  name: requiredText(80),
  description: optionalText(500),
})
export type CategoryInput = z.infer<typeof CategoryInput>

export type Category = {
  id: string
  name: string
  description: string | null
  productCount: number
}

const tag = z.string().trim().min(1).max(40)

export const ProductInput = z.object({
  name: requiredText(150),
  description: requiredText(5000),
  categoryId: z.string().max(40).nullable().optional(),
  price: decimalAmount,
  discountPrice: z
    .string()
    .trim()
    .regex(/^(\d{1,12}([.,]\d{1,2})?)?$/, msg.invalidPrice)
    .optional(),
  /** Days the discount runs from now; empty means until the merchant removes it. */
  discountPeriod: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, msg.digitsOnly)
    .optional(),
  stock: digits,
  sizes: z.array(tag).max(30).optional(),
  colors: z.array(tag).max(30).optional(),
  /** An image uploaded first through POST /api/media (required when creating). */
  imageId: z.string().max(40).optional(),
})
export type ProductInput = z.infer<typeof ProductInput>

export const ProductSort = z.enum(['newest', 'oldest', 'price_asc', 'price_desc', 'name', 'stock'])
export type ProductSort = z.infer<typeof ProductSort>

export const ProductListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  categoryId: z.string().max(40).optional(),
  sort: ProductSort.optional(),
  ...pageQuery,
})
export type ProductListQuery = z.infer<typeof ProductListQuery>

export type Product = {
  id: string
  name: string
  description: string
  categoryId: string | null
  categoryName: string | null
  /** Minor units of the shop's currency. */
  price: number
  discountPrice: number | null
  discountEndsAt: string | null
  /** The price a shopper pays right now (discount applied while it runs). */
  currentPrice: number
  stock: number
  sizes: string[]
  colors: string[]
  imageId: string | null
  imageUrl: string | null
  status: 'active' | 'unpublished'
  createdAt: string
  updatedAt: string
}

export type Media = {
  id: string
  url: string
  contentType: string
  width: number
  height: number
  bytes: number
}
