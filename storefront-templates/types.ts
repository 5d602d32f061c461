import type { ReactNode } from 'react'
import type { Category, Product } from '#worker/schemas/catalog.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type { OrderReceipt } from '#worker/schemas/orders.ts'
import type { PublicStore } from '#worker/schemas/stores.ts'
import type { PublicTestimonial } from '#worker/schemas/testimonials.ts'

/** Everything a theme page knows about the request: themes never fetch or read env. */
export type ThemeContext = {
  shop: PublicStore
  /** Absolute origin + path prefix of the shop ("https://x.com/demo" or "https://shop.com"). */
  baseUrl: string
  /** Path prefix for links inside the shop ("/demo", or "" on a custom domain). */
  basePath: string
  nonce: string
  now: string
}

export type FieldErrors = Record<string, string>
export type OrderFormState = {
  values: Record<string, string>
  errors: FieldErrors
  formError?: string
}

export type HomeData = {
  featured: Product[]
  categories: Category[]
  testimonials?: PublicTestimonial[]
}
export type ProductsData = {
  products: Paged<Product>
  categories: Category[]
  q: string
  categoryId: string
}
export type ProductData = {
  product: Product
  form?: OrderFormState
  testimonials?: PublicTestimonial[]
}
export type ReceiptData = { order: OrderReceipt }

export type Theme = {
  Layout: (props: {
    ctx: ThemeContext
    title: string
    description?: string
    path: string
    children: ReactNode
  }) => ReactNode
  HomePage: (props: { ctx: ThemeContext; data: HomeData }) => ReactNode
  ProductsPage: (props: { ctx: ThemeContext; data: ProductsData }) => ReactNode
  ProductPage: (props: { ctx: ThemeContext; data: ProductData }) => ReactNode
  ContactPage: (props: { ctx: ThemeContext }) => ReactNode
  ReceiptPage: (props: { ctx: ThemeContext; data: ReceiptData }) => ReactNode
  NotFoundPage: (props: { ctx: ThemeContext }) => ReactNode
}

export type { Category, OrderReceipt, Paged, Product, PublicStore, PublicTestimonial }
